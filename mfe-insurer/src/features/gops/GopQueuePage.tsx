import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate, formatVnd } from '@sencare/shared/format';
import { buildHash, navigate } from '@sencare/shared/routing';
import { QueryView } from '@sencare/shared/kit';
import { DESK_MEDIA, sortFromQuery, sortToQuery, useMediaQuery, usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { fetchGops, gopKeys } from '../../api/gops';
import type { Gop, GopStatus } from '../../api/types';
import { DeskShortcuts } from '../../components/DeskShortcuts';
import { NewItemsNotice } from '../../components/LiveUpdates';
import { StatusBadge } from '../../components/StatusBadge';
import { GOP_SORT_KEYS, GopTable } from './GopTable';
import styles from '../../components/ui.module.css';

/** 'waiting': no status sent, the API's default (the states with an insurer move, GOP_INSURER_QUEUE). */
export const GOP_FILTERS: readonly (GopStatus | 'waiting')[] = ['waiting', 'pending', 'final_submission', 'final_approval', 'to_be_replied', 'assessed', 'concluded', 'declined', 'withdrawn', 'cancelled'];

/** GOP requests from the providers (#/insurer/gops?status=…), oldest waiting first. */
export function GopQueuePage({ query }: { query: Record<string, string> }) {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  const selectId = useId();
  usePageTitle('gops.title');
  const status = (GOP_FILTERS as readonly string[]).includes(query.status ?? '') ? (query.status as GopStatus | 'waiting') : 'waiting';
  const gops = useQuery({ queryKey: gopKeys.queue(status), queryFn: () => fetchGops(http, status) });
  const items = gops.data?.items ?? [];
  const desk = useMediaQuery(DESK_MEDIA);
  const sort = sortFromQuery(query.sort, GOP_SORT_KEYS);

  return (
    <div className={styles.page} data-testid="gops-page">
      <div className={`${styles.column} ${styles.wide}`}>
        <div className={styles.toolbar}>
          <h1 className={styles.heading}>{t('gops.title')}</h1>
          {desk ? <DeskShortcuts screen="queue" /> : null}
        </div>
        <div className={styles.queueLayout}>
        <div className={`${styles.card} ${styles.field} ${styles.filtersPane}`}>
          <label className={styles.label} htmlFor={selectId}>
            {t('gops.status')}
          </label>
          <select id={selectId} className={styles.input} value={status} onChange={(event) => navigate('/insurer/gops', { status: event.target.value === 'waiting' ? undefined : event.target.value, sort: query.sort }, { replace: true })} data-testid="gops-status">
            {GOP_FILTERS.map((value) => (
              <option key={value} value={value}>
                {value === 'waiting' ? t('gops.waiting') : t(`gop.status.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
        <NewItemsNotice kind="gop" queryKey={gopKeys.queue(status)} testId="gops-live" />
        <QueryView query={gops} testId="gops" empty={{ when: () => items.length === 0, text: t('gops.empty') }}>
          {() =>
            desk ? (
              <GopTable items={items} sort={sort} onSort={(next) => navigate('/insurer/gops', { ...query, sort: sortToQuery(next) }, { replace: true })} />
            ) : (
              <ul className={styles.list} data-testid="gops-list">
                {items.map((gop) => (
                  <GopRow key={gop.id} gop={gop} />
                ))}
              </ul>
            )
          }
        </QueryView>
        </div>
        </div>
      </div>
    </div>
  );
}

function GopRow({ gop }: { gop: Gop }) {
  const { t } = useTranslation();
  return (
    <li className={styles.listItem}>
      <a className={styles.itemLink} href={buildHash('/insurer/gop', { id: gop.id })} data-testid={`gop-item-${gop.id}`}>
        <span className={styles.itemTop}>
          <span>{gop.caseNo}</span>
          <span>{formatVnd(gop.finalBillAmount ?? gop.estimatedAmount)}</span>
        </span>
        <span className={styles.itemMeta} style={{ display: 'block' }}>
          <StatusBadge>{t(`gop.status.${gop.status}`)}</StatusBadge> {gop.patientName} · {gop.providerName}
        </span>
        <span className={styles.itemMeta} style={{ display: 'block' }}>
          {t('gops.admitted', { date: formatDate(gop.admissionDate) })}
        </span>
      </a>
    </li>
  );
}
