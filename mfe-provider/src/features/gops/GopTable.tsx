import { useTranslation } from 'react-i18next';
import { formatDate, formatVnd } from '@sencare/shared/format';
import { buildHash, navigate } from '@sencare/shared/routing';
import { RecordTable, sortRows, TableShortcuts, type RecordColumn, type TableSort } from '@sencare/shared/ui';
import type { Gop } from '../../api/types';
import { GopStatusTag } from '../../components/GopStatusTag';

export const GOP_SORT_KEYS = ['caseNo', 'patient', 'status', 'estimated', 'guaranteed', 'admitted'] as const;

const valueOf = (gop: Gop, key: string): string | number | null =>
  ({ caseNo: gop.caseNo, patient: gop.patientName, status: gop.status, estimated: gop.estimatedAmount, guaranteed: gop.guaranteedAmount, admitted: gop.admissionDate })[key] ?? null;

/** The hospital's requests at a desk: one row per request, sortable columns over the requests loaded. */
export function GopTable({ items, sort, onSort }: { items: readonly Gop[]; sort: TableSort | undefined; onSort: (sort: TableSort) => void }) {
  const { t } = useTranslation();
  const money = (value: number | null) => (value === null ? '—' : formatVnd(value));
  const columns: RecordColumn<Gop>[] = [
    { key: 'caseNo', label: t('table.caseNo'), sortable: true, cell: (g) => g.caseNo },
    { key: 'patient', label: t('table.patient'), sortable: true, cell: (g) => g.patientName },
    { key: 'status', label: t('table.status'), sortable: true, cell: (g) => <GopStatusTag status={g.status} /> },
    { key: 'estimated', label: t('list.estimated'), sortable: true, numeric: true, cell: (g) => money(g.estimatedAmount) },
    { key: 'guaranteed', label: t('list.guaranteed'), sortable: true, numeric: true, cell: (g) => money(g.guaranteedAmount) },
    { key: 'admitted', label: t('table.admitted'), sortable: true, cell: (g) => formatDate(g.admissionDate) },
  ];
  return (
    <>
      <TableShortcuts />
      <RecordTable
        rows={sortRows(items, sort, valueOf)}
        columns={columns}
        rowKey={(g) => String(g.id)}
        href={(g) => buildHash('/provider/gop', { id: String(g.id) })}
        onOpen={(g) => navigate('/provider/gop', { id: String(g.id) })}
        sort={sort}
        onSort={onSort}
        caption={t('table.caption')}
        testId="gop-table"
      />
    </>
  );
}
