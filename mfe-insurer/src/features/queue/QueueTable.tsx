import { useTranslation } from 'react-i18next';
import { formatDate, formatVnd } from '@sencare/shared/format';
import { buildHash, navigate } from '@sencare/shared/routing';
import { RecordTable, sortRows, type RecordColumn, type TableSort } from '@sencare/shared/ui';
import type { QueueClaim } from '../../api/types';
import { StatusBadge } from '../../components/StatusBadge';

export const QUEUE_SORT_KEYS = ['claimNo', 'insured', 'status', 'assignee', 'amount', 'waiting', 'submitted'] as const;

/** The claims ticked for a bulk assignment (BulkAssignBar), held by the queue page. */
export interface Ticks {
  has(id: string): boolean;
  set(id: string, on: boolean): void;
}

const valueOf = (claim: QueueClaim, key: string): string | number | null =>
  ({ claimNo: claim.claimNo, insured: claim.insuredName, status: claim.status, assignee: claim.assignee?.name ?? null, amount: claim.requestAmount, waiting: claim.waitingDays, submitted: claim.submittedAt })[key] ?? null;

/**
 * The claims queue at a desk: one row per claim, sortable columns. The API answers oldest waiting
 * first and has no other order, so a column sorts the claims loaded so far (the caption says so).
 */
export function QueueTable({ items, sort, onSort, ticked }: { items: readonly QueueClaim[]; sort: TableSort | undefined; onSort: (sort: TableSort) => void; ticked: Ticks }) {
  const { t } = useTranslation();
  const columns: RecordColumn<QueueClaim>[] = [
    { key: 'claimNo', label: t('queue.column.claimNo'), sortable: true, cell: (c) => c.claimNo },
    { key: 'insured', label: t('queue.column.insured'), sortable: true, cell: (c) => (c.customerName && c.customerName !== c.insuredName ? `${c.insuredName} (${c.customerName})` : c.insuredName) },
    { key: 'status', label: t('queue.status'), sortable: true, cell: (c) => <StatusBadge>{t(`status.${c.status}`)}</StatusBadge> },
    // Who has the claim (the phone rows say "with …"): a desk splits the queue by it at a glance.
    { key: 'assignee', label: t('queue.column.assignee'), sortable: true, cell: (c) => c.assignee?.name ?? t('queue.column.nobody') },
    { key: 'amount', label: t('queue.column.amount'), sortable: true, numeric: true, cell: (c) => formatVnd(c.requestAmount) },
    { key: 'waiting', label: t('queue.column.waiting'), sortable: true, numeric: true, cell: (c) => t('queue.days', { count: c.waitingDays }) },
    { key: 'submitted', label: t('queue.column.submitted'), sortable: true, cell: (c) => formatDate(c.submittedAt) },
    // Last: the first cell is the row's link, and a box inside a link is not a box.
    {
      key: 'tick',
      label: t('bulk.column'),
      cell: (c) => (
        <input
          type="checkbox"
          checked={ticked.has(c.id)}
          aria-label={t('bulk.tick', { claimNo: c.claimNo })}
          onClick={(event) => event.stopPropagation()}
          onKeyDown={(event) => event.stopPropagation()}
          onChange={(event) => ticked.set(c.id, event.target.checked)}
          data-testid={`queue-tick-${c.id}`}
          style={{ width: 24, height: 24 }}
        />
      ),
    },
  ];
  return (
    <RecordTable
      rows={sortRows(items, sort, valueOf)}
      columns={columns}
      rowKey={(c) => c.id}
      href={(c) => buildHash('/insurer/claim', { id: c.id })}
      onOpen={(c) => navigate('/insurer/claim', { id: c.id })}
      sort={sort}
      onSort={onSort}
      caption={t(sort ? 'queue.sortedLoaded' : 'queue.tableCaption')}
      testId="queue-table"
    />
  );
}
