import { Button, Result } from '@sencare/shared/antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { navigate } from '@sencare/shared/routing';
import { ErrorView, LoadingView, usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { cashlessKeys, getCashlessStatus } from '../../api/cashless';
import styles from './apply.module.css';

/** #/cashless/success — the spec's cashless-service-open-success page; says what the status now is. */
export function SuccessPage() {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  const status = useQuery({ queryKey: cashlessKeys.status, queryFn: () => getCashlessStatus(http) });
  const state = status.data?.status;
  // The title says what the body says: "Application sent" over "Pending review".
  usePageTitle(state === 'active' || state === 'pending' ? `success.titles.${state}` : 'status.title');
  if (status.isPending) return <LoadingView />;
  if (status.isError) return <ErrorView onRetry={() => void status.refetch()} />;
  if (state === 'none' || !state) {
    return (
      <Result status="info" title={t('common:error.cashlessNotApplied')} description={<Button onClick={() => navigate('/cashless/apply')}>{t('status.none.apply')}</Button>} />
    );
  }
  return (
    <div className={styles.page} data-testid="apply-success">
      <Result
        status={state === 'active' ? 'success' : 'waiting'}
        title={t(state === 'active' ? 'success.activeTitle' : 'success.pendingTitle')}
        description={state === 'active' ? t('success.activeText') : t('success.pendingText')}
      />
      <div className={styles.footer}>
        <Button block color="primary" size="large" data-testid="success-see-card" onClick={() => navigate('/cashless', undefined, { replace: true })}>
          {t(state === 'active' ? 'success.seeCard' : 'success.seeStatus')}
        </Button>
        <Button block fill="none" size="large" onClick={() => navigate('/providers', { cashless: 'true' })}>
          {t('success.findProvider')}
        </Button>
      </div>
    </div>
  );
}
