import { useState } from 'react';
import { Button } from '@sencare/shared/antd';
import { LogoutDialog } from '@sencare/shared/kit';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { buildHash } from '@sencare/shared/routing';
import { ErrorView, usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { fetchProfile, hrKeys } from '../../api/hr';
import styles from '../../components/page';

/** #/hr/me — who is signed in, for which employer and scope; log out is the shell's, after our event (docs/portals.md "Remotes"). */
export function MePage() {
  const { t } = useTranslation();
  usePageTitle('title.me');
  const { http, channel } = useRemoteServices();
  const user = channel.getState().user;
  const profile = useQuery({ queryKey: hrKeys.profile, queryFn: () => fetchProfile(http) });
  const [askingLogout, setAskingLogout] = useState(false);
  return (
    <div className={`${styles.page} ${styles.narrow}`} data-testid="hr-me">
      <section className={styles.section} aria-busy={profile.isPending}>
        <dl className={styles.rows}>
          <dt>{t('me.signedIn')}</dt>
          <dd>{user?.fullName}</dd>
          <dt>{t('me.employer')}</dt>
          <dd data-testid="hr-me-employer">{profile.data?.employer.name ?? '…'}</dd>
          <dt>{t('me.scope')}</dt>
          <dd data-testid="hr-me-scope">{profile.data ? `${t(`me.subRole.${profile.data.subRole}`)} · ${profile.data.department ?? t('me.allDepartments')}` : '…'}</dd>
        </dl>
      </section>
      {profile.data?.subRole === 'admin' && profile.data.department === null ? (
        <section className={styles.section}>
          <a href={buildHash('/hr/users')} data-testid="hr-me-users">{t('users.manage')}</a>
        </section>
      ) : null}
      {profile.isError ? <ErrorView onRetry={() => void profile.refetch()} testId="hr-me-error" /> : null}
      <div className={styles.actions}>
        <Button block color="danger" fill="outline" onClick={() => setAskingLogout(true)} data-testid="hr-me-logout">{t('me.logout')}</Button>
      </div>
      <LogoutDialog visible={askingLogout} onClose={() => setAskingLogout(false)} />
    </div>
  );
}
