import { useEffect } from 'react';
import { Button, PullToRefresh } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SessionChannel } from '@sencare/shared/channel';
import type { HttpClient } from '@sencare/shared/http';
import { formatDate } from '@sencare/shared/format';
import { LIMITS } from '@sencare/shared/rules';
import { navigate } from '@sencare/shared/routing';
import { ErrorView, LoadingView, usePageTitle, useSessionState } from '@sencare/shared/ui';
import { cashlessKeys, getCashlessStatus } from '../../api/cashless';
import { NearestList } from './NearestList';
import { CashlessCard } from './CashlessCard';
import styles from './status.module.css';

const BENEFITS = ['noUpfront', 'network', 'fast'] as const;


/** #/cashless — not applied (benefits + apply), pending, or active (card + nearest cashless providers). */
export function CashlessStatusPage({ channel, http }: { channel: SessionChannel; http: HttpClient }) {
  const { t } = useTranslation();
  usePageTitle('status.title');
  const user = useSessionState(channel, (s) => s.user);
  // The insurer decides out of band: opening this page always asks again, whatever is cached.
  const status = useQuery({ queryKey: cashlessKeys.status, queryFn: () => getCashlessStatus(http), refetchOnMount: 'always' });
  const current = status.data?.status;

  useEffect(() => {
    if (current) channel.emit('cashless:status', { status: current });
  }, [channel, current]);

  if (status.isPending) return <LoadingView />;
  if (status.isError) return <ErrorView onRetry={() => void status.refetch()} testId="cashless-status-error" />;
  const data = status.data;

  return (
    <PullToRefresh
      threshold={LIMITS.refresherThreshold}
      onRefresh={async () => {
        await status.refetch();
      }}
      pullingText={t('common:pullToRefresh')}
      canReleaseText={t('common:releaseToRefresh')}
      refreshingText={t('common:refreshing')}
      completeText={t('common:refreshed')}
    >
      <div className={styles.page} data-testid={`cashless-status-${data.status}`}>
        {data.status === 'none' ? (
          <>
            <div className={styles.notApplied} role="status" data-testid="cashless-not-applied">
              {t('common:error.cashlessNotApplied')}
            </div>
            <section className={styles.panel}>
              <h2 className={styles.heading}>{t('status.none.heading')}</h2>
              <p className={styles.text}>{t('status.none.intro')}</p>
              <ul className={styles.benefits}>
                {BENEFITS.map((b) => (
                  <li key={b}>
                    <strong>{t(`status.none.benefits.${b}.title`)}</strong>
                    <span>{t(`status.none.benefits.${b}.text`)}</span>
                  </li>
                ))}
              </ul>
              <p className={styles.small}>{t('status.none.needs')}</p>
            </section>
            <div className={styles.actions}>
              <Button block color="primary" size="large" data-testid="cashless-apply" onClick={() => navigate('/cashless/apply')}>
                {t('status.none.apply')}
              </Button>
              <Button block fill="none" onClick={() => navigate('/providers', { cashless: 'true' })}>
                {t('status.findProviders')}
              </Button>
            </div>
          </>
        ) : null}

        {data.status === 'pending' ? (
          <section className={styles.panel} data-testid="cashless-pending">
            <h2 className={styles.heading}>{t('status.pending.heading')}</h2>
            <p className={styles.text}>{t('status.pending.text', { date: formatDate(data.appliedAt) })}</p>
            <Button block fill="outline" color="primary" onClick={() => navigate('/providers', { cashless: 'true' })}>
              {t('status.findProviders')}
            </Button>
          </section>
        ) : null}

        {data.status === 'active' ? (
          <>
            <CashlessCard user={user} activatedAt={data.activatedAt} />
            <section className={styles.panel}>
              <div className={styles.panelHead}>
                <h2 className={styles.heading}>{t('status.active.nearest')}</h2>
                <button type="button" className={styles.link} onClick={() => navigate('/providers', { cashless: 'true' })}>
                  {t('nearest.seeAll')}
                </button>
              </div>
              <NearestList http={http} limit={3} />
            </section>
          </>
        ) : null}
      </div>
    </PullToRefresh>
  );
}
