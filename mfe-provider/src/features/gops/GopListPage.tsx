import { useId } from 'react';
import { Button } from '@sencare/shared/antd';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate, formatVnd } from '@sencare/shared/format';
import { buildHash, navigate } from '@sencare/shared/routing';
import { QueryView } from '@sencare/shared/kit';
import { DESK_MEDIA, sortFromQuery, sortToQuery, useMediaQuery, usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { fetchGops, providerKeys } from '../../api/provider';
import { GOP_STATUSES, type Gop, type GopStatus } from '../../api/types';
import { GopStatusTag } from '../../components/GopStatusTag';
import styles from '../../components/page';
import { useGopLiveUpdates } from '../gop/useGopLiveUpdates';
import { GOP_SORT_KEYS, GopTable } from './GopTable';
import list from './list.module.css';

export const PAGE_SIZE = 20;
type Filter = GopStatus | 'all';

/** Newest first, whatever order a page arrives in. */
export const newestFirst = (items: Gop[]) => [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

const filterOf = (status: string | undefined): Filter => ((GOP_STATUSES as readonly string[]).includes(status ?? '') ? (status as GopStatus) : 'all');

/** #/provider/gops?status=… — this hospital's guarantee requests, newest first, filtered by the spec's states. */
export function GopListPage({ status, sort: sortParam }: { status?: string; sort?: string }) {
  const { t } = useTranslation();
  usePageTitle('title.gops');
  const { http } = useRemoteServices();
  const filterId = useId();
  const filter = filterOf(status);
  const gops = useInfiniteQuery({
    queryKey: providerKeys.gops(filter),
    queryFn: ({ pageParam }) => fetchGops(http, filter, pageParam, PAGE_SIZE),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const items = newestFirst(gops.data?.pages.flatMap((p) => p.items) ?? []);
  const desk = useMediaQuery(DESK_MEDIA);
  const sort = sortFromQuery(sortParam, GOP_SORT_KEYS);
  useGopLiveUpdates();

  return (
    <div className={`${styles.page} ${styles.wide}`} data-testid="gop-list">
      <div className={`${styles.section} ${styles.filterBar}`}>
        <label className={styles.label} htmlFor={filterId}>{t('list.label')}</label>
        <select id={filterId} className={styles.input} value={filter} onChange={(e) => navigate('/provider/gops', { status: e.target.value === 'all' ? undefined : e.target.value, sort: sortParam }, { replace: true })} data-testid="gop-list-filter">
          <option value="all">{t('list.all')}</option>
          {GOP_STATUSES.map((s) => <option key={s} value={s}>{t(`gop.status.${s}`)}</option>)}
        </select>
        {/* A letter received from elsewhere (fax, e-mail, the patient) is checked by its code: features/verify. */}
        <a href={buildHash('/provider/verify')} style={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, color: '#15803d', fontWeight: 600 }} data-testid="gop-list-verify">{t('list.verifyLink')}</a>
      </div>
      <QueryView query={gops} testId="gop-list" empty={{ when: () => items.length === 0, text: filter === 'all' ? t('list.emptyAll') : t('list.empty') }}>
        {() => (
          <>
            {desk ? (
              <GopTable items={items} sort={sort} onSort={(next) => navigate('/provider/gops', { status: filter === 'all' ? undefined : filter, sort: sortToQuery(next) }, { replace: true })} />
            ) : (
              <ul className={list.items} aria-label={t('title.gops')}>
                {items.map((gop) => <GopRow key={gop.id} gop={gop} />)}
              </ul>
            )}
            {gops.hasNextPage ? (
              <div className={styles.actions}>
                <Button fill="outline" block loading={gops.isFetchingNextPage} onClick={() => void gops.fetchNextPage()} data-testid="gop-list-more">{t('list.more')}</Button>
              </div>
            ) : null}
          </>
        )}
      </QueryView>
    </div>
  );
}

function GopRow({ gop }: { gop: Gop }) {
  const { t } = useTranslation();
  return (
    <li className={list.item} data-testid="gop-row" data-status={gop.status}>
      <a className={list.link} href={buildHash('/provider/gop', { id: String(gop.id) })}>
        <span className={list.top}>
          <span className={list.caseNo}>{gop.caseNo}</span>
          <GopStatusTag status={gop.status} />
        </span>
        <span className={list.name}>{gop.patientName}</span>
        <span className={styles.muted}>{t('list.admitted', { date: formatDate(gop.admissionDate) })} · {gop.diagnosis}</span>
        <span className={list.amounts}>
          <span>{t('list.estimated')}: {formatVnd(gop.estimatedAmount)}</span>
          {gop.guaranteedAmount !== null ? <span>{t('list.guaranteed')}: <strong className={styles.amount}>{formatVnd(gop.guaranteedAmount)}</strong></span> : null}
        </span>
      </a>
    </li>
  );
}
