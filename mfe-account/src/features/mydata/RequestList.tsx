import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '@sencare/shared/format';
import { QueryView } from '@sencare/shared/kit';
import { useRemoteServices } from '@sencare/shared/ui';
import { fetchRequests, myDataKeys, type MyDataRequest } from '../../api/mydata';
import styles from './MyData.module.css';

/** "My requests": each correction or closure with its state and the dates it is due by. */
export function RequestList() {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  const requests = useQuery({ queryKey: myDataKeys.requests, queryFn: () => fetchRequests(http) });
  return (
    <section className={styles.card} aria-labelledby="mydata-requests" data-testid="mydata-requests">
      <h2 id="mydata-requests" className={styles.heading}>{t('mydata.requests.title')}</h2>
      <QueryView query={requests} testId="mydata-requests" empty={{ when: (d) => d.items.length === 0, text: t('mydata.requests.empty') }}>
        {({ items }) => (
          <ul className={styles.list}>
            {items.map((r) => (
              <RequestItem key={r.id} request={r} />
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

function RequestItem({ request: r }: { request: MyDataRequest }) {
  const { t } = useTranslation();
  const title = r.kind === 'closure' ? t('mydata.kind.closure') : `${t('mydata.kind.correction')}: ${t(`mydata.fields.${r.field ?? 'other'}`)}`;
  const open = r.state === 'received' || r.state === 'acknowledged';
  return (
    <li className={styles.item} data-testid="mydata-request">
      <div className={styles.itemHead}>
        <span>{title}</span>
        <span className={styles.state} data-testid="mydata-request-state">{t(`mydata.state.${r.state}`)}</span>
      </div>
      <dl className={styles.facts}>
        <dt>{t('mydata.requests.received')}</dt>
        <dd>{formatDateTime(r.receivedAt)}</dd>
        {r.acknowledgedAt ? (
          <>
            <dt>{t('mydata.requests.acknowledged')}</dt>
            <dd>{formatDateTime(r.acknowledgedAt)}</dd>
          </>
        ) : open ? (
          <>
            <dt>{t('mydata.requests.acknowledgeDue')}</dt>
            <dd>{formatDate(r.acknowledgeDue)}</dd>
          </>
        ) : null}
        {open ? (
          <>
            <dt>{t('mydata.requests.doneDue')}</dt>
            <dd>{formatDate(r.doneDue)}</dd>
          </>
        ) : (
          <>
            <dt>{t('mydata.requests.closed')}</dt>
            <dd>{formatDateTime(r.closedAt)}</dd>
          </>
        )}
        {r.reason ? (
          <>
            <dt>{r.state === 'refused' ? t('mydata.requests.reason') : t('mydata.requests.answer')}</dt>
            <dd data-testid="mydata-request-reason">{r.reason}</dd>
          </>
        ) : null}
      </dl>
      {open && r.overdue ? <p className={`${styles.text} ${styles.overdue}`}>{t('mydata.requests.overdue')}</p> : null}
    </li>
  );
}
