import { useState } from 'react';
import { PullToRefresh, Swiper } from '@sencare/shared/antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LIMITS, type Ecard, type EcardStatus } from '@sencare/shared/rules';
import { EmptyView, ErrorView, LastUpdatedNotice, LoadingView, OfflineEmptyView, offlineAwareView, useRemoteServices } from '@sencare/shared/ui';
import { fetchEcards, offlineQuery, policyKeys } from '../../api/policies';
import { errorKeyOf } from '../../api/errors';
import { FullScreenCard } from './FullScreenCard';
import { InsuranceCard } from './InsuranceCard';
import styles from './EcardsPage.module.css';

/** One tab's cards: swiped one at a time, as in a wallet app. */
export function EcardList({ status }: { status: EcardStatus }) {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  const [index, setIndex] = useState(0);
  const [shown, setShown] = useState<Ecard | null>(null);
  const query = useQuery({ queryKey: policyKeys.ecards(status), queryFn: () => fetchEcards(http, status), ...offlineQuery });

  const view = offlineAwareView(query);
  if (view === 'loading') return <LoadingView />;
  if (view === 'offline-empty') return <OfflineEmptyView onRetry={() => void query.refetch()} />;
  if (view === 'error' || !query.data) return <ErrorView messageKey={errorKeyOf(query.error)} onRetry={() => void query.refetch()} testId="ecards-error" />;

  const cards = query.data;
  const current = Math.min(index, Math.max(cards.length - 1, 0));
  return (
    <PullToRefresh
      threshold={LIMITS.refresherThreshold}
      onRefresh={async () => {
        await query.refetch();
      }}
      pullingText={t('common:pullToRefresh')}
      canReleaseText={t('common:releaseToRefresh')}
      refreshingText={t('common:refreshing')}
      completeText={t('common:refreshed')}
    >
      <div className={styles.list} data-testid={`ecards-${status}`}>
        <LastUpdatedNotice query={query} />
        {cards.length === 0 ? (
          <EmptyView testId="ecards-empty">{t(`ecards.empty.${status}`)}</EmptyView>
        ) : (
          <>
            <Swiper
              key={`${status}-${cards.length}`}
              indicator={false}
              slideSize={cards.length > 1 ? 92 : 100}
              trackOffset={cards.length > 1 ? 4 : 0}
              stuckAtBoundary
              onIndexChange={setIndex}
              data-testid="ecards-swiper"
            >
              {cards.map((card) => (
                <Swiper.Item key={card.cardNumber}>
                  <InsuranceCard card={card} onShowFullScreen={setShown} />
                </Swiper.Item>
              ))}
            </Swiper>
            {cards.length > 1 ? (
              <div className={styles.pager}>
                <div className={styles.dots} aria-hidden="true">
                  {cards.map((card, i) => (
                    <span key={card.cardNumber} className={i === current ? styles.dotActive : styles.dot} />
                  ))}
                </div>
                <span className={styles.position} data-testid="ecards-position">
                  {t('ecards.position', { current: current + 1, total: cards.length })} · {t('ecards.swipeHint')}
                </span>
              </div>
            ) : null}
          </>
        )}
      </div>
      {shown ? <FullScreenCard card={shown} onClose={() => setShown(null)} /> : null}
    </PullToRefresh>
  );
}
