import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '@sencare/shared/format';
import { QueryView } from '@sencare/shared/kit';
import { ErrorView, usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { dataRequestKeys, fetchDataRequest } from '../../api/dataRequests';
import { Facts } from '../../components/Facts';
import { StatusBadge } from '../../components/StatusBadge';
import styles from '../../components/ui.module.css';
import { DataRequestActions } from './DataRequestActions';

/** One data request (#/insurer/data-request?id=…): who, what, the dates the law sets, and the insurer's moves. */
export function DataRequestPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  usePageTitle('dataRequests.detailTitle');
  const numeric = Number(id);
  const valid = Number.isInteger(numeric) && numeric > 0;
  const request = useQuery({ queryKey: dataRequestKeys.detail(numeric), queryFn: () => fetchDataRequest(http, numeric), enabled: valid });

  return (
    <div className={styles.page} data-testid="data-request-page">
      <div className={styles.column}>
        <h1 className={styles.heading}>{t('dataRequests.detailTitle')}</h1>
        {valid ? null : <ErrorView messageKey="error.notFound" testId="data-request-not-found" />}
        {valid ? <QueryView query={request} testId="data-request">
          {(r) => {
            const open = r.state === 'received' || r.state === 'acknowledged';
            return (
              <>
                <section className={styles.card} aria-labelledby="data-request-what">
                  <h2 id="data-request-what" className={styles.cardTitle}>
                    {t(`dataRequests.kinds.${r.kind}`)} <StatusBadge testId="data-request-state">{t(`dataRequests.states.${r.state}`)}</StatusBadge>
                  </h2>
                  {r.overdue ? <p className={styles.overdue} data-testid="data-request-overdue">{t('dataRequests.overdue')}</p> : null}
                  <Facts
                    facts={[
                      [t('dataRequests.customer'), `${r.customer.fullName || t('dataRequests.closedAccount')} (${r.customer.userCode})`, 'data-request-customer'],
                      [t('dataRequests.field'), r.field ? t(`dataRequests.fields.${r.field}`) : null],
                      [t('dataRequests.details'), r.details, 'data-request-details'],
                      [t('dataRequests.received'), formatDateTime(r.receivedAt)],
                      [t('dataRequests.acknowledgeDue'), formatDate(r.acknowledgeDue)],
                      [t('dataRequests.acknowledged'), r.acknowledgedAt ? formatDateTime(r.acknowledgedAt) : null],
                      [t('dataRequests.doneDue'), formatDate(r.doneDue)],
                      [t('dataRequests.closed'), r.closedAt ? formatDateTime(r.closedAt) : null],
                      [t('dataRequests.reason'), r.reason, 'data-request-reason'],
                    ]}
                  />
                </section>
                {open ? <DataRequestActions request={r} /> : null}
              </>
            );
          }}
        </QueryView> : null}
      </div>
    </div>
  );
}
