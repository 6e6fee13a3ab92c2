import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Client } from '@sencare/shared/contracts';
import { formatDate } from '@sencare/shared/format';
import { buildHash, navigate } from '@sencare/shared/routing';
import { QueryView } from '@sencare/shared/kit';
import { DESK_MEDIA, sortFromQuery, sortToQuery, useMediaQuery, usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { brokerKeys, fetchClients } from '../../api/broker';
import { RenewalMark } from '../../components/RenewalMark';
import styles from '../../components/page';
import { lossRatioText } from '../../components/texts';
import { CLIENT_SORT_KEYS, ClientsTable } from './ClientsTable';

/**
 * #/broker?sort= — the broker's client employers (the entry screen), each with its group policies,
 * "Renewal due" when one ends within the window, and its loss ratio (totals only: docs/privacy.md
 * "Employers see totals"). At a desk (DESK_MEDIA) a sortable table; below it the phone's rows.
 */
export function ClientsPage({ sort: sortParam }: { sort?: string }) {
  const { t } = useTranslation();
  usePageTitle('title.clients');
  const { http } = useRemoteServices();
  const desk = useMediaQuery(DESK_MEDIA);
  const clients = useQuery({ queryKey: brokerKeys.clients, queryFn: () => fetchClients(http) });
  const sort = sortFromQuery(sortParam, CLIENT_SORT_KEYS);
  return (
    <div className={`${styles.page} ${styles.wide}`} data-testid="broker-clients">
      <QueryView query={clients} testId="broker-clients" empty={{ when: (data) => data.items.length === 0, text: t('clients.empty') }}>
        {(data) => (
          <>
            <p className={`${styles.muted} ${styles.count}`}>{t('clients.window', { days: data.renewalWindowDays })}</p>
            {desk ? (
              <ClientsTable items={data.items} sort={sort} onSort={(next) => navigate('/broker', { sort: sortToQuery(next) }, { replace: true })} />
            ) : (
              <ul className={styles.items} aria-label={t('title.clients')}>
                {data.items.map((client) => <ClientRow key={client.id} client={client} />)}
              </ul>
            )}
          </>
        )}
      </QueryView>
    </div>
  );
}

function ClientRow({ client }: { client: Client }) {
  const { t } = useTranslation();
  return (
    <li className={styles.item} data-testid="broker-client-row" data-renewal-due={client.renewalDue}>
      <a className={styles.link} href={buildHash('/broker/client', { id: String(client.id) })}>
        <span className={styles.top}>
          <span>{client.name}</span>
          <RenewalMark due={client.renewalDue} />
        </span>
        <span className={styles.muted}>{t('clients.summary', { code: client.code, count: client.activeMembers })} · {t('clients.lossRatio', { value: lossRatioText(t, client.lossRatio) })}</span>
        {client.policies.map((p) => (
          <span key={p.policyNo} className={styles.muted}>{t('clients.policyEnds', { policyNo: p.policyNo, date: formatDate(p.expiryDate) })}</span>
        ))}
      </a>
    </li>
  );
}
