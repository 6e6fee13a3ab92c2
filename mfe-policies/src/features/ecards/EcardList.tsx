import { useState } from 'react';
import { Swiper } from '@sencare/shared/antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LIMITS, type EcardStatus } from '@sencare/shared/rules';
import type { Ecard } from '@sencare/shared/contracts';
import { PullToRefreshFrame, QueryView } from '@sencare/shared/kit';
import { LastUpdatedNotice, useRemoteServices } from '@sencare/shared/ui';
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

  return (
    <QueryView
      query={query}
      testId="ecards"
      errorKey={errorKeyOf}
      empty={{ when: (cards) => cards.length === 0, text: t(`ecards.empty.${status}`) }}
      frame={(content) => (
        <PullToRefreshFrame threshold={LIMITS.refresherThreshold} onRefresh={query.refetch}>
          <div className={styles.list} data-testid={`ecards-${status}`}>
            <LastUpdatedNotice query={query} />
            {content}
          </div>
          {shown ? <FullScreenCard card={shown} onClose={() => setShown(null)} /> : null}
        </PullToRefreshFrame>
      )}
    >
      {(cards) => <CardSwiper cards={cards} status={status} index={index} onIndexChange={setIndex} onShowFullScreen={setShown} />}
    </QueryView>
  );
}

/** The cards one at a time, with where the user is among them. */
function CardSwiper({ cards, status, index, onIndexChange, onShowFullScreen }: { cards: Ecard[]; status: EcardStatus; index: number; onIndexChange: (index: number) => void; onShowFullScreen: (card: Ecard) => void }) {
  const { t } = useTranslation();
  const current = Math.min(index, Math.max(cards.length - 1, 0));
  return (
    <>
      <Swiper
        key={`${status}-${cards.length}`}
        indicator={false}
        slideSize={cards.length > 1 ? 92 : 100}
        trackOffset={cards.length > 1 ? 4 : 0}
        stuckAtBoundary
        onIndexChange={onIndexChange}
        data-testid="ecards-swiper"
      >
        {cards.map((card) => (
          <Swiper.Item key={card.cardNumber}>
            <InsuranceCard card={card} onShowFullScreen={onShowFullScreen} />
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
  );
}
