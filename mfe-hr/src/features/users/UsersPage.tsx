import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { HrUser } from '@sencare/shared/contracts';
import { ApiError } from '@sencare/shared/http';
import { buildHash, navigate } from '@sencare/shared/routing';
import { QueryView } from '@sencare/shared/kit';
import { DESK_MEDIA, sortFromQuery, sortToQuery, useMediaQuery, usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { fetchUsers, usersKeys } from '../../api/hr';
import list from '../../components/list.module.css';
import styles from '../../components/page';
import { USER_SORT_KEYS, UsersTable } from './UsersTable';

/**
 * #/hr/users?sort= — the employer's HR portal users (docs/portals.md "Portal users"), for an HR
 * admin of every department: a sortable table at a desk (DESK_MEDIA), rows on a phone.
 */
export function UsersPage({ sort: sortParam }: { sort?: string }) {
  const { t } = useTranslation();
  usePageTitle('title.users');
  const { http } = useRemoteServices();
  const desk = useMediaQuery(DESK_MEDIA);
  const sort = sortFromQuery(sortParam, USER_SORT_KEYS);
  const users = useQuery({ queryKey: usersKeys.all, queryFn: () => fetchUsers(http), retry: (count, error) => !(error instanceof ApiError && error.httpStatus === 403) && count < 2 });
  if (users.error instanceof ApiError && users.error.httpStatus === 403) {
    return (
      <div className={styles.page} data-testid="hr-users">
        <p className={styles.notice} style={{ margin: 16 }} role="status" data-testid="hr-users-forbidden">{t('users.forbidden')}</p>
      </div>
    );
  }
  return (
    <div className={`${styles.page} ${styles.wide}`} data-testid="hr-users">
      <section className={styles.section}>
        <a className={`${list.link} ${list.action}`} href={buildHash('/hr/user/new')} data-testid="hr-add-user">{t('users.add')}</a>
      </section>
      <QueryView query={users} testId="hr-users" empty={{ when: (data) => data.items.length === 0, text: t('users.empty') }}>
        {(data) =>
          desk ? (
            <UsersTable items={data.items} sort={sort} onSort={(next) => navigate('/hr/users', { sort: sortToQuery(next) }, { replace: true })} />
          ) : (
            <ul className={list.items} aria-label={t('title.users')}>
              {data.items.map((user) => <UserRow key={user.id} user={user} />)}
            </ul>
          )
        }
      </QueryView>
    </div>
  );
}

function UserRow({ user }: { user: HrUser }) {
  const { t } = useTranslation();
  return (
    <li className={list.item} data-testid="hr-user-row" data-status={user.status}>
      <a className={list.link} href={buildHash('/hr/user', { id: String(user.id) })}>
        <span className={list.top}>
          <span>{user.fullName}{user.you ? ` (${t('users.you')})` : ''}</span>
          <span className={user.status === 'effective' ? list.active : list.ended}>{t(`users.status.${user.status}`)}</span>
        </span>
        <span className={styles.muted}>{user.userCode} · {user.email}</span>
        <span className={styles.muted}>{t(`me.subRole.${user.subRole}`)} · {user.department ?? t('me.allDepartments')}</span>
        {user.locked || user.failedLogins > 0 ? (
          <span className={user.locked ? list.ended : styles.muted}>{user.locked ? t('users.locked', { count: user.failedLogins }) : t('users.failedLogins', { count: user.failedLogins })}</span>
        ) : null}
      </a>
    </li>
  );
}
