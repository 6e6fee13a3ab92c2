import { useTranslation } from 'react-i18next';
import { foldForSearch } from '@sencare/shared/rules';
import { buildHash, navigate } from '@sencare/shared/routing';
import { RecordTable, TableShortcuts, sortRows, type RecordColumn, type TableSort } from '@sencare/shared/ui';
import type { Doctor } from '../../api/types';
import own from './doctors.module.css';

export const DOCTOR_SORT_KEYS = ['code', 'name', 'department', 'status'] as const;

const open = (doctor: Doctor) => ({ id: String(doctor.id) });

/** The hospital's doctors at a desk, as GopTable shows its requests: the kit's RecordTable, sortable over the doctors loaded (the API orders by name). */
export function DoctorsTable({ items, sort, onSort }: { items: readonly Doctor[]; sort: TableSort | undefined; onSort: (sort: TableSort) => void }) {
  const { t } = useTranslation();
  const status = (d: Doctor) => t(`doctors.statusOf.${d.status}`);
  const valueOf = (d: Doctor, key: string): string | null => {
    const values: Record<string, string> = { code: d.code, name: d.fullName, department: d.department, status: status(d) };
    return key in values ? foldForSearch(values[key]) : null;
  };
  const columns: RecordColumn<Doctor>[] = [
    { key: 'code', label: t('doctors.code'), sortable: true, cell: (d) => d.code },
    { key: 'name', label: t('doctors.fullName'), sortable: true, cell: (d) => d.fullName },
    { key: 'department', label: t('doctors.department'), sortable: true, cell: (d) => d.department },
    { key: 'status', label: t('doctors.status'), sortable: true, cell: (d) => <span className={own[d.status]}>{status(d)}</span> },
  ];
  return (
    <>
      <TableShortcuts />
      <RecordTable
        rows={sortRows(items, sort, valueOf)}
        columns={columns}
        rowKey={(d) => String(d.id)}
        href={(d) => buildHash('/provider/doctor', open(d))}
        onOpen={(d) => navigate('/provider/doctor', open(d))}
        sort={sort}
        onSort={onSort}
        caption={t('doctors.caption')}
        testId="doctors-table"
      />
    </>
  );
}
