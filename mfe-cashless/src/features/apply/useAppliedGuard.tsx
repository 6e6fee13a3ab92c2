import { Button } from '@sencare/shared/antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { navigate } from '@sencare/shared/routing';
import { EmptyView, useRemoteServices } from '@sencare/shared/ui';
import { cashlessKeys, getCashlessStatus } from '../../api/cashless';

/** Someone who already applied is shown where they stand instead of a second application form. */
export function AlreadyApplied() {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  const status = useQuery({ queryKey: cashlessKeys.status, queryFn: () => getCashlessStatus(http) });
  if (!status.data || status.data.status === 'none') return null;
  return (
    <EmptyView testId="apply-already">
      <p>{t(status.data.status === 'active' ? 'apply.alreadyActive' : 'apply.alreadyPending')}</p>
      <Button color="primary" fill="outline" onClick={() => navigate('/cashless')}>
        {t('apply.seeStatus')}
      </Button>
    </EmptyView>
  );
}

export function useAlreadyApplied(): boolean {
  const { http } = useRemoteServices();
  const status = useQuery({ queryKey: cashlessKeys.status, queryFn: () => getCashlessStatus(http) });
  return Boolean(status.data && status.data.status !== 'none');
}
