import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { ROW_ARROWS, useRovingFocus } from './rovingFocus';
import styles from './RecordTable.module.css';

export type SortDirection = 'asc' | 'desc';
export interface TableSort {
  key: string;
  direction: SortDirection;
}

export interface RecordColumn<R> {
  key: string;
  label: string;
  cell: (row: R) => ReactNode;
  /** Given: the header is a button that sorts by this column (the page decides how: the API's order, or the rows held). */
  sortable?: boolean;
  numeric?: boolean;
}

/**
 * A staff portal's list at a desk: a real table (headers, caption) whose rows are one Tab stop
 * (roving tabindex, kit rovingFocus.ts): Up/Down/Home/End move between rows, Enter opens the row.
 * The first cell holds the row's link too, so a mouse, a screen reader's link list and "open in a
 * new tab" work as on any page. Sortable headers say their order with aria-sort.
 */
export function RecordTable<R>({ rows, columns, rowKey, href, onOpen, sort, onSort, caption, testId }: {
  rows: readonly R[];
  columns: readonly RecordColumn<R>[];
  rowKey: (row: R) => string;
  href: (row: R) => string;
  onOpen: (row: R) => void;
  sort?: TableSort;
  onSort?: (sort: TableSort) => void;
  caption: string;
  testId: string;
}) {
  const [active, setActive] = useState(0);
  const current = Math.min(active, Math.max(0, rows.length - 1));
  const { onKeyDown, itemRef } = useRovingFocus<HTMLTableRowElement>(rows.length, ROW_ARROWS, setActive);
  const keyDown = (event: KeyboardEvent<HTMLTableRowElement>, index: number, row: R) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) {
      event.preventDefault();
      onOpen(row);
      return;
    }
    onKeyDown(event, index);
  };
  return (
    <div className={styles.wrap}>
      <table className={styles.table} data-testid={testId}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" aria-sort={sort?.key === column.key ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined} className={column.numeric ? styles.num : undefined}>
                {column.sortable && onSort ? (
                  <button type="button" className={styles.sort} onClick={() => onSort({ key: column.key, direction: sort?.key === column.key && sort.direction === 'asc' ? 'desc' : 'asc' })} data-testid={`${testId}-sort-${column.key}`}>
                    {column.label}
                    <span aria-hidden="true">{sort?.key === column.key ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}</span>
                  </button>
                ) : (
                  <span>{column.label}</span>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr
              key={rowKey(row)}
              ref={itemRef(index)}
              tabIndex={index === current ? 0 : -1}
              className={styles.row}
              onClick={() => onOpen(row)}
              onFocus={() => setActive(index)}
              onKeyDown={(event) => keyDown(event, index, row)}
              data-testid={`${testId}-row-${rowKey(row)}`}
            >
              {columns.map((column, c) => (
                <td key={column.key} className={column.numeric ? styles.num : undefined}>
                  {c === 0 ? (
                    <a className={styles.link} href={href(row)} tabIndex={-1} onClick={(event) => event.stopPropagation()}>
                      {column.cell(row)}
                    </a>
                  ) : (
                    column.cell(row)
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The rows a page holds, in a column's order (for lists the API returns in one fixed order). */
export function sortRows<R>(rows: readonly R[], sort: TableSort | undefined, valueOf: (row: R, key: string) => string | number | null): R[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = valueOf(a, sort.key);
    const y = valueOf(b, sort.key);
    if (x === y) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    return (x < y ? -1 : 1) * sign;
  });
}

/** `sort=amount:desc` in a page's hash query ↔ a TableSort, so a sorted list can be bookmarked. */
export function sortFromQuery(value: string | undefined, keys: readonly string[]): TableSort | undefined {
  const [key, direction] = (value ?? '').split(':');
  return keys.includes(key) && (direction === 'asc' || direction === 'desc') ? { key, direction } : undefined;
}
export const sortToQuery = (sort: TableSort | undefined): string | undefined => (sort ? `${sort.key}:${sort.direction}` : undefined);
