import { useTranslation } from 'react-i18next';
import type { Member } from '@sencare/shared/contracts';
import { formatDate } from '@sencare/shared/format';
import { foldForSearch } from '@sencare/shared/rules';
import { DeskTable, type RecordColumn, type TableSort } from '@sencare/shared/ui';
import list from '../../components/list.module.css';

export const MEMBER_SORT_KEYS = ['name', 'employeeNo', 'relationship', 'department', 'plan', 'status', 'coverTo'] as const;

const open = (member: Member) => ({ id: String(member.id) });

/**
 * The members at a desk: one row per member of the page loaded, in the kit's DeskTable (rows one
 * Tab stop, Enter opens). The API has one order and pages by 20, so a column sorts the page held
 * (the caption says so), as mfe-provider's GopTable sorts the requests loaded. Text sorts without
 * diacritics ("Đặng" beside "Dang", not after "Z").
 */
export function MembersTable({ items, total, sort, onSort }: { items: readonly Member[]; total: number; sort: TableSort | undefined; onSort: (sort: TableSort) => void }) {
  const { t } = useTranslation();
  const relationship = (m: Member) => t(`relationship.${m.relationship}`);
  const status = (m: Member) => t(`status.${m.status}`);
  const valueOf = (m: Member, key: string): string | null => {
    const values: Record<string, string | null> = { name: m.fullName, employeeNo: m.employeeNo, relationship: relationship(m), department: m.department, plan: m.planCode, status: status(m), coverTo: m.coverTo };
    const value = values[key] ?? null;
    return value === null || key === 'coverTo' ? value : foldForSearch(value);
  };
  const columns: RecordColumn<Member>[] = [
    { key: 'name', label: t('field.fullName'), sortable: true, cell: (m) => m.fullName },
    { key: 'employeeNo', label: t('member.employeeNo'), sortable: true, cell: (m) => m.employeeNo },
    { key: 'relationship', label: t('member.relationship'), sortable: true, cell: relationship },
    { key: 'department', label: t('members.department'), sortable: true, cell: (m) => m.department },
    { key: 'plan', label: t('members.plan'), sortable: true, cell: (m) => m.planCode },
    { key: 'status', label: t('members.status'), sortable: true, cell: (m) => <span className={m.status === 'active' ? list.active : list.ended}>{status(m)}</span> },
    { key: 'coverTo', label: t('members.coverEnd'), sortable: true, cell: (m) => (m.coverTo ? formatDate(m.coverTo) : '—') },
  ];
  return (
    <DeskTable
      items={items}
      count={t('members.count', { count: total })}
      columns={columns}
      valueOf={valueOf}
      rowKey={(m) => String(m.id)}
      path="/hr/member"
      query={open}
      sort={sort}
      onSort={onSort}
      caption={t('members.caption')}
      testId="hr-members-table"
    />
  );
}
