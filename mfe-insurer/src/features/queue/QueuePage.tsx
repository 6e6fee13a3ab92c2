import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate, formatVnd } from '@sencare/shared/format';
import { buildHash, navigate } from '@sencare/shared/routing';
import { QueryView } from '@sencare/shared/kit';
import { DESK_MEDIA, sortFromQuery, sortToQuery, useFileDownload, useMediaQuery, usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { claimKeys, fetchQueue, fetchQueueCsv } from '../../api/claims';
import type { QueueClaim } from '../../api/types';
import { DeskShortcuts } from '../../components/DeskShortcuts';
import { NewItemsNotice } from '../../components/LiveUpdates';
import { LoadMore } from '../../components/LoadMore';
import { StatusBadge } from '../../components/StatusBadge';
import { BulkAssignBar } from './BulkAssignBar';
import { QueueFiltersForm } from './QueueFiltersForm';
import { QueueSearch } from './QueueSearch';
import { filtersFromQuery, formFromFilters, queryFromForm } from './queueFilters';
import { QUEUE_SORT_KEYS, QueueTable } from './QueueTable';
import styles from '../../components/ui.module.css';

/** The claims queue (#/insurer): oldest waiting first, filtered by status, age and amount, 20 at a time. */
export function QueuePage({ query }: { query: Record<string, string> }) {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  usePageTitle('queue.title');
  const filters = filtersFromQuery(query);
  const claims = useInfiniteQuery({
    queryKey: claimKeys.queue(filters),
    queryFn: ({ pageParam }) => fetchQueue(http, filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const items = claims.data?.pages.flatMap((page) => page.items) ?? [];
  const first = claims.data?.pages[0];
  const total = first?.total ?? 0;
  const desk = useMediaQuery(DESK_MEDIA);
  const sort = sortFromQuery(query.sort, QUEUE_SORT_KEYS);
  const csv = useFileDownload();
  // Ticks belong to the list they were made in: other filters, no ticks.
  const listKey = JSON.stringify(filters);
  const [ticks, setTicks] = useState<{ list: string; ids: string[] }>({ list: listKey, ids: [] });
  const ticked = ticks.list === listKey ? ticks.ids : [];
  const tick = { has: (id: string) => ticked.includes(id), set: (id: string, on: boolean) => setTicks({ list: listKey, ids: on ? [...ticked, id] : ticked.filter((x) => x !== id) }) };

  return (
    <div className={styles.page} data-testid="queue-page">
      <div className={`${styles.column} ${styles.wide}`}>
        <div className={styles.toolbar}>
          <h1 className={styles.heading}>{t('queue.title')}</h1>
          <a href={buildHash('/insurer/bank-report')} data-testid="queue-bank-report">{t('queue.bankReport')}</a>
          {desk ? <DeskShortcuts screen="queue" /> : null}
        </div>
        <QueueSearch query={query} />
        <div className={styles.queueLayout}>
        <div className={styles.filtersPane}>
          <QueueFiltersForm key={JSON.stringify(filters)} initial={formFromFilters(filters)} onApply={(form) => navigate('/insurer', { ...queryFromForm(form), q: filters.q, assigned: filters.assigned, sort: query.sort }, { replace: true })} />
        </div>
        <div>
        <NewItemsNotice kind="claim" queryKey={claimKeys.queue(filters)} testId="queue-live" />
        <QueryView query={claims} testId="queue" empty={{ when: () => items.length === 0, text: t('queue.empty') }}>
          {() => (
            <>
              <div className={styles.toolbar}>
                <p className={styles.hint} role="status" data-testid="queue-count">
                  {first?.totalCapped ? t('queue.countCapped', { count: total }) : t('queue.count', { count: total })}
                </p>
                <button type="button" className={styles.secondary} disabled={csv.state === 'busy'} aria-describedby="queue-csv-hint" onClick={() => void csv.download(() => fetchQueueCsv(http, filters), `claims-queue-${new Date().toISOString().slice(0, 10)}.csv`)} data-testid="queue-csv">
                  {csv.state === 'busy' ? t('loading', { ns: 'common' }) : t('queue.csv')}
                </button>
              </div>
              <p className={styles.hint} id="queue-csv-hint">{t('queue.csvHint')}</p>
              {csv.state === 'failed' ? (
                <p className={styles.fieldError} role="alert" data-testid="queue-csv-error">
                  {t('queue.csvFailed')}
                </p>
              ) : null}
              {desk ? <BulkAssignBar selected={ticked} onDone={() => setTicks({ list: listKey, ids: [] })} /> : null}
              {desk ? (
                <QueueTable items={items} sort={sort} ticked={tick} onSort={(next) => navigate('/insurer', { ...query, sort: sortToQuery(next) }, { replace: true })} />
              ) : (
                <ul className={styles.list} data-testid="queue-list">
                  {items.map((claim) => (
                    <QueueRow key={claim.id} claim={claim} />
                  ))}
                </ul>
              )}
              <LoadMore pages={claims} testId="queue" />
            </>
          )}
        </QueryView>
        </div>
        </div>
      </div>
    </div>
  );
}

function QueueRow({ claim }: { claim: QueueClaim }) {
  const { t } = useTranslation();
  return (
    <li className={styles.listItem}>
      <a className={styles.itemLink} href={buildHash('/insurer/claim', { id: claim.id })} data-testid={`queue-item-${claim.id}`}>
        <span className={styles.itemTop}>
          <span>{claim.claimNo}</span>
          <span>{formatVnd(claim.requestAmount)}</span>
        </span>
        <span className={styles.itemMeta} style={{ display: 'block' }}>
          <StatusBadge>{t(`status.${claim.status}`)}</StatusBadge> {claim.insuredName}
          {claim.customerName && claim.customerName !== claim.insuredName ? ` (${claim.customerName})` : ''}
        </span>
        <span className={styles.itemMeta} style={{ display: 'block' }}>
          {t('queue.waiting', { count: claim.waitingDays })} · {t('queue.submitted', { date: formatDate(claim.submittedAt) })}
          {claim.assignee ? ` · ${t('backoffice.with', { name: claim.assignee.name })}` : ''}
        </span>
      </a>
    </li>
  );
}
