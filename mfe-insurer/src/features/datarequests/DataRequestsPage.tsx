import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@sencare/shared/format';
import { buildHash, navigate } from '@sencare/shared/routing';
import { QueryView } from '@sencare/shared/kit';
import { usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { DATA_REQUEST_KINDS, DATA_REQUEST_STATES, dataRequestKeys, fetchDataRequests, type DataRequest, type KindFilter, type StateFilter } from '../../api/dataRequests';
import { StatusBadge } from '../../components/StatusBadge';
import styles from '../../components/ui.module.css';

const pick = <T extends string>(values: readonly T[], value: string | undefined, fallback: T): T => ((values as readonly string[]).includes(value ?? '') ? (value as T) : fallback);

/** Data requests (#/insurer/data-requests?state=…&kind=…): the soonest due first, late ones marked. */
export function DataRequestsPage({ query }: { query: Record<string, string> }) {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  const stateId = useId();
  const kindId = useId();
  usePageTitle('dataRequests.title');
  const state = pick<StateFilter>(DATA_REQUEST_STATES, query.state, 'open');
  const kind = pick<KindFilter>(DATA_REQUEST_KINDS, query.kind, 'all');
  const requests = useQuery({ queryKey: dataRequestKeys.list(state, kind), queryFn: () => fetchDataRequests(http, state, kind) });
  const go = (next: { state?: string; kind?: string }) => {
    const merged = { state, kind, ...next };
    navigate('/insurer/data-requests', { state: merged.state === 'open' ? undefined : merged.state, kind: merged.kind === 'all' ? undefined : merged.kind }, { replace: true });
  };

  return (
    <div className={styles.page} data-testid="data-requests-page">
      <div className={styles.column}>
        <h1 className={styles.heading}>{t('dataRequests.title')}</h1>
        <div className={`${styles.card} ${styles.field}`}>
          <label className={styles.label} htmlFor={stateId}>{t('dataRequests.stateFilter')}</label>
          <select id={stateId} className={styles.input} value={state} onChange={(e) => go({ state: e.target.value })} data-testid="data-requests-state">
            {DATA_REQUEST_STATES.map((value) => (
              <option key={value} value={value}>{t(`dataRequests.states.${value}`)}</option>
            ))}
          </select>
          <label className={styles.label} htmlFor={kindId}>{t('dataRequests.kindFilter')}</label>
          <select id={kindId} className={styles.input} value={kind} onChange={(e) => go({ kind: e.target.value })} data-testid="data-requests-kind">
            {DATA_REQUEST_KINDS.map((value) => (
              <option key={value} value={value}>{t(`dataRequests.kinds.${value}`)}</option>
            ))}
          </select>
        </div>
        <QueryView query={requests} testId="data-requests" empty={{ when: (d) => d.items.length === 0, text: t('dataRequests.empty') }}>
          {(data) => (
            <ul className={styles.list} data-testid="data-requests-list">
              {data.items.map((r) => (
                <DataRequestRow key={r.id} request={r} />
              ))}
            </ul>
          )}
        </QueryView>
      </div>
    </div>
  );
}

function DataRequestRow({ request: r }: { request: DataRequest }) {
  const { t } = useTranslation();
  return (
    <li className={styles.listItem}>
      <a className={styles.itemLink} href={buildHash('/insurer/data-request', { id: String(r.id) })} data-testid={`data-request-item-${r.id}`} data-overdue={r.overdue ? 'true' : undefined}>
        <span className={styles.itemTop}>
          <span>{t(`dataRequests.kinds.${r.kind}`)} · {r.customer.userCode}</span>
          <StatusBadge>{t(`dataRequests.states.${r.state}`)}</StatusBadge>
        </span>
        <span className={`${styles.itemMeta} ${styles.block}`}>
          {r.customer.fullName || t('dataRequests.closedAccount')} · {t('dataRequests.due', { date: formatDate(r.state === 'received' ? r.acknowledgeDue : r.doneDue) })}
        </span>
        {r.overdue ? <span className={`${styles.itemMeta} ${styles.overdue}`} data-testid="data-request-overdue">{t('dataRequests.overdue')}</span> : null}
      </a>
    </li>
  );
}
