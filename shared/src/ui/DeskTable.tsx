import type { ReactNode } from 'react';
import { buildHash, navigate } from '../channel/hashLocation';
import { RecordTable, sortRows, type RecordColumn, type TableSort } from './RecordTable';
import { TableShortcuts } from './ShortcutsDialog';
import styles from './DeskTable.module.css';

export interface DeskTableProps<Row> {
  items: readonly Row[];
  /** The count line above the table, already translated (a live status); none for a short list. */
  count?: ReactNode;
  columns: RecordColumn<Row>[];
  /** A row's value under a sort key: the table sorts the rows it holds (RecordTable's sortRows). */
  valueOf: (row: Row, key: string) => string | number | null;
  rowKey: (row: Row) => string;
  /** The page a row opens, and its query. */
  path: string;
  query: (row: Row) => Record<string, string>;
  sort: TableSort | undefined;
  onSort: (sort: TableSort) => void;
  caption: string;
  testId: string;
}

/**
 * A staff portal's list at a desk: the count and the keyboard shortcuts above RecordTable; a
 * header sorts the rows held, Enter or a click opens a row's page. HR's members and users and the
 * broker's four lists are this table with their own columns.
 */
export function DeskTable<Row>({ items, count, columns, valueOf, rowKey, path, query, sort, onSort, caption, testId }: DeskTableProps<Row>) {
  return (
    <>
      <div className={styles.tools}>
        {count !== undefined && (
          <p className={styles.count} role="status">
            {count}
          </p>
        )}
        <TableShortcuts />
      </div>
      <RecordTable
        rows={sortRows(items, sort, valueOf)}
        columns={columns}
        rowKey={rowKey}
        href={(row) => buildHash(path, query(row))}
        onOpen={(row) => navigate(path, query(row))}
        sort={sort}
        onSort={onSort}
        caption={caption}
        testId={testId}
      />
    </>
  );
}
