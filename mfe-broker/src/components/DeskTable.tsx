import type { ReactNode } from 'react';
import { buildHash, navigate } from '@sencare/shared/routing';
import { RecordTable, TableShortcuts, sortRows, type RecordColumn, type TableSort } from '@sencare/shared/ui';
import styles from './page';

export interface DeskTableProps<Row> {
  items: readonly Row[];
  /** The count line above the table, already translated (a live status). */
  count: ReactNode;
  columns: RecordColumn<Row>[];
  /** A row's value under a sort key (the table sorts the rows held: the API sends them all). */
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

/** The broker's lists at a desk: the count and the shortcuts above the kit's RecordTable; a header sorts, Enter opens a row. */
export function DeskTable<Row>({ items, count, columns, valueOf, rowKey, path, query, sort, onSort, caption, testId }: DeskTableProps<Row>) {
  return (
    <>
      <div className={styles.tableTools}>
        <p className={styles.muted} role="status">{count}</p>
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
