import { useTranslation } from 'react-i18next';
import type { HrUser } from '@sencare/shared/contracts';
import { foldForSearch } from '@sencare/shared/rules';
import { DeskTable, type RecordColumn, type TableSort } from '@sencare/shared/ui';
import list from '../../components/list.module.css';

export const USER_SORT_KEYS = ['name', 'code', 'email', 'role', 'department', 'status', 'failedLogins'] as const;

const open = (user: HrUser) => ({ id: String(user.id) });

/** The portal users at a desk: the phone rows' facts in columns of the kit's DeskTable (rows one Tab stop, Enter opens). */
export function UsersTable({ items, sort, onSort }: { items: readonly HrUser[]; sort: TableSort | undefined; onSort: (sort: TableSort) => void }) {
  const { t } = useTranslation();
  const role = (u: HrUser) => t(`me.subRole.${u.subRole}`);
  const department = (u: HrUser) => u.department ?? t('me.allDepartments');
  const status = (u: HrUser) => t(`users.status.${u.status}`);
  const valueOf = (u: HrUser, key: string): string | number | null => {
    if (key === 'failedLogins') return u.failedLogins;
    const values: Record<string, string> = { name: u.fullName, code: u.userCode, email: u.email, role: role(u), department: department(u), status: status(u) };
    return key in values ? foldForSearch(values[key]) : null;
  };
  const columns: RecordColumn<HrUser>[] = [
    { key: 'name', label: t('field.fullName'), sortable: true, cell: (u) => (u.you ? `${u.fullName} (${t('users.you')})` : u.fullName) },
    { key: 'code', label: t('users.code'), sortable: true, cell: (u) => u.userCode },
    { key: 'email', label: t('field.email'), sortable: true, cell: (u) => u.email },
    { key: 'role', label: t('users.subRole'), sortable: true, cell: role },
    { key: 'department', label: t('users.department'), sortable: true, cell: department },
    { key: 'status', label: t('users.statusLabel'), sortable: true, cell: (u) => <span className={u.status === 'effective' ? list.active : list.ended}>{status(u)}</span> },
    { key: 'failedLogins', label: t('users.wrongPasswords'), sortable: true, cell: (u) => (u.locked ? <span className={list.ended}>{t('users.locked', { count: u.failedLogins })}</span> : u.failedLogins) },
  ];
  return (
    <DeskTable
      items={items}
      columns={columns}
      valueOf={valueOf}
      rowKey={(u) => String(u.id)}
      path="/hr/user"
      query={open}
      sort={sort}
      onSort={onSort}
      caption={t('users.caption')}
      testId="hr-users-table"
    />
  );
}
