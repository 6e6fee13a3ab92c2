import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@sencare/shared/rules';
import { PullToRefreshFrame, QueryView } from '@sencare/shared/kit';
import { usePageTitle, useRecordChanged, useRemoteServices } from '@sencare/shared/ui';
import { getStays, staysKey } from '../../api/stays';
import { StayCard } from './StayCard';
import styles from './stays.module.css';

/**
 * #/cashless/stays — the policyholder's hospital stays under cashless service: where, when, the
 * guarantee's state, what the insurer covers and what is left to pay, and each decision's message.
 * Decisions come from the insurer out of band: opening the page always asks again.
 */
export function StaysPage() {
  const { t } = useTranslation();
  usePageTitle('stays.title');
  const { http } = useRemoteServices();
  const stays = useQuery({ queryKey: staysKey, queryFn: () => getStays(http), refetchOnMount: 'always' });
  // The hospital or the insurer moved one of her requests (the live stream sends her only her own):
  // the page follows assessment, approval and conclusion without a pull.
  useRecordChanged('gop', () => void stays.refetch());

  return (
    <QueryView
      query={stays}
      testId="stays"
      empty={{ when: (list) => list.length === 0, text: t('stays.empty') }}
      frame={(content) => (
        <PullToRefreshFrame threshold={LIMITS.refresherThreshold} onRefresh={stays.refetch}>
          <div className={styles.page} data-testid="stays-page">
            {content}
          </div>
        </PullToRefreshFrame>
      )}
    >
      {(list) => (
        <ul className={styles.list} aria-label={t('stays.title')}>
          {list.map((stay) => (
            <StayCard key={stay.id} stay={stay} />
          ))}
        </ul>
      )}
    </QueryView>
  );
}
