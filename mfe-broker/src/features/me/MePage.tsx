import { useState } from 'react';
import { Button } from '@sencare/shared/antd';
import { LogoutDialog } from '@sencare/shared/kit';
import { useTranslation } from 'react-i18next';
import { ErrorView, usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import styles from '../../components/page';
import { useBrokerProfile } from '../../components/useBrokerProfile';

/**
 * #/broker/me — who is signed in, for which broker company (code, name, status) and agency, and
 * whether they manage or only read; log out is the shell's, after the kit's dialog (as mfe-hr's Me).
 */
export function MePage() {
  const { t } = useTranslation();
  usePageTitle('title.me');
  const { channel } = useRemoteServices();
  const user = channel.getState().user;
  const profile = useBrokerProfile();
  const [askingLogout, setAskingLogout] = useState(false);
  const p = profile.data;
  return (
    <div className={`${styles.page} ${styles.narrow}`} data-testid="broker-me">
      <section className={styles.section} aria-busy={profile.isPending}>
        <dl className={styles.rows}>
          <dt>{t('me.signedIn')}</dt>
          <dd>{user?.fullName}</dd>
          <dt>{t('me.company')}</dt>
          <dd data-testid="broker-me-company">{p ? `${p.broker.name} (${p.broker.code})` : '…'}</dd>
          <dt>{t('me.companyStatus')}</dt>
          <dd data-testid="broker-me-status">{p ? t(`status.${p.broker.status}`) : '…'}</dd>
          <dt>{t('me.agency')}</dt>
          <dd data-testid="broker-me-agency">{p ? (p.agency ? `${p.agency.name} (${p.agency.code})` : t('me.companyLevel')) : '…'}</dd>
          <dt>{t('me.access')}</dt>
          <dd data-testid="broker-me-access">{p ? t(p.canManage ? 'me.manages' : 'me.reads') : '…'}</dd>
        </dl>
      </section>
      {profile.isError ? <ErrorView onRetry={() => void profile.refetch()} testId="broker-me-error" /> : null}
      <div className={styles.actions}>
        <Button block color="danger" fill="outline" onClick={() => setAskingLogout(true)} data-testid="broker-me-logout">{t('me.logout')}</Button>
      </div>
      <LogoutDialog visible={askingLogout} onClose={() => setAskingLogout(false)} />
    </div>
  );
}
