import { useTranslation } from 'react-i18next';
import { formatDate, formatVnd } from '@sencare/shared/format';
import { buildHash, navigate } from '@sencare/shared/routing';
import { RecordTable, sortRows, type RecordColumn, type TableSort } from '@sencare/shared/ui';
import type { Gop } from '../../api/types';
import { StatusBadge } from '../../components/StatusBadge';

export const GOP_SORT_KEYS = ['caseNo', 'patient', 'provider', 'status', 'amount', 'admitted'] as const;

const amountOf = (gop: Gop) => gop.finalBillAmount ?? gop.estimatedAmount;
const valueOf = (gop: Gop, key: string): string | number | null =>
  ({ caseNo: gop.caseNo, patient: gop.patientName, provider: gop.providerName, status: gop.status, amount: amountOf(gop), admitted: gop.admissionDate })[key] ?? null;

/** The GOP requests at a desk: one row per request; a column sorts the requests shown. */
export function GopTable({ items, sort, onSort }: { items: readonly Gop[]; sort: TableSort | undefined; onSort: (sort: TableSort) => void }) {
  const { t } = useTranslation();
  const columns: RecordColumn<Gop>[] = [
    { key: 'caseNo', label: t('gops.column.caseNo'), sortable: true, cell: (g) => g.caseNo },
    { key: 'patient', label: t('gop.patient'), sortable: true, cell: (g) => g.patientName },
    { key: 'provider', label: t('gop.provider'), sortable: true, cell: (g) => g.providerName },
    { key: 'status', label: t('gops.status'), sortable: true, cell: (g) => <StatusBadge>{t(`gop.status.${g.status}`)}</StatusBadge> },
    { key: 'amount', label: t('gops.column.amount'), sortable: true, numeric: true, cell: (g) => formatVnd(amountOf(g)) },
    { key: 'admitted', label: t('gop.admission'), sortable: true, cell: (g) => formatDate(g.admissionDate) },
  ];
  return (
    <RecordTable
      rows={sortRows(items, sort, valueOf)}
      columns={columns}
      rowKey={(g) => String(g.id)}
      href={(g) => buildHash('/insurer/gop', { id: g.id })}
      onOpen={(g) => navigate('/insurer/gop', { id: g.id })}
      sort={sort}
      onSort={onSort}
      caption={t('gops.tableCaption')}
      testId="gops-table"
    />
  );
}
