import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MyAccessEntry } from '@sencare/shared/contracts';
import { formatDateTime } from '@sencare/shared/format';
import { PullToRefreshFrame, QueryView } from '@sencare/shared/kit';
import { LIMITS } from '@sencare/shared/rules';
import { ErrorView, usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { accessLogKey, fetchAccessLog } from '../../api/accessLog';
import styles from './AccessLogPage.module.css';

/**
 * "Who looked at my data" (docs/privacy.md "Access log"): each read of the customer's records by
 * their insurer, a hospital or their employer's HR (a group policy's member record), newest first,
 * by organisation and role; never the staff member's name, which is that person's own personal data.
 */
export function AccessLogPage() {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  usePageTitle('accessLog.title');
  const log = useInfiniteQuery({
    queryKey: accessLogKey,
    queryFn: ({ pageParam }) => fetchAccessLog(http, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
  const items = log.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <QueryView
      query={log}
      testId="access-log"
      empty={{ when: () => items.length === 0, text: t('accessLog.empty') }}
      frame={(content) => (
        <div className={styles.page} data-testid="access-log-page">
          <p className={styles.intro}>{t('accessLog.intro')}</p>
          <PullToRefreshFrame threshold={LIMITS.refresherThreshold} onRefresh={log.refetch}>
            {content}
          </PullToRefreshFrame>
          <p className={styles.why}>{t('accessLog.why')}</p>
        </div>
      )}
    >
      {() => (
        <>
          <ul className={styles.list} data-testid="access-log-list">
            {items.map((entry) => (
              <AccessRow key={entry.id} entry={entry} />
            ))}
          </ul>
          {log.isFetchNextPageError ? <ErrorView onRetry={() => void log.fetchNextPage()} testId="access-log-more-error" /> : null}
          {log.hasNextPage ? (
            <button type="button" className={styles.more} disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()} data-testid="access-log-more">
              {log.isFetchingNextPage ? t('loading', { ns: 'common' }) : t('accessLog.loadMore')}
            </button>
          ) : null}
        </>
      )}
    </QueryView>
  );
}

/** The words for the organisation when the entry holds no name: always for the insurer; for a hospital or an employer, only if its name was not kept. */
const FALLBACK = { insurer: 'accessLog.insurer', provider: 'accessLog.hospital', hr: 'accessLog.employer' } as const;

function AccessRow({ entry }: { entry: MyAccessEntry }) {
  const { t } = useTranslation();
  const organisation = entry.organisation.type === 'insurer' ? t(FALLBACK.insurer) : (entry.organisation.name ?? t(FALLBACK[entry.organisation.type]));
  const role = t(`accessLog.role.${entry.role}`);
  const what = t('accessLog.what', { kind: t(`accessLog.kind.${entry.kind}`), object: entry.objectId });
  const when = t('accessLog.when', { date: formatDateTime(entry.at) });
  return (
    // One stop for a screen reader: the whole entry read as one sentence.
    <li className={styles.entry} aria-label={t('accessLog.entryLabel', { organisation, role, what, when })} data-testid="access-log-entry">
      <span className={styles.organisation}>{organisation}</span>
      <span className={styles.role}>{role}</span>
      <span className={styles.what}>{what}</span>
      <time className={styles.when} dateTime={entry.at}>
        {when}
      </time>
    </li>
  );
}
