import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Renewal } from '@sencare/shared/contracts';
import { formatDate } from '@sencare/shared/format';
import { RENEWAL_WINDOW_DAYS } from '@sencare/shared/rules';
import { buildHash, navigate } from '@sencare/shared/routing';
import { QueryView } from '@sencare/shared/kit';
import { DESK_MEDIA, sortFromQuery, sortToQuery, useMediaQuery, usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { brokerKeys, fetchRenewals } from '../../api/broker';
import styles from '../../components/page';
import { expiryText } from '../../components/texts';
import { RENEWAL_SORT_KEYS, RenewalsTable } from './RenewalsTable';

/** The windows offered; 60 days is the broker's own (RENEWAL_WINDOW_DAYS), the one a client's "Renewal due" reads. */
const WINDOWS = [30, RENEWAL_WINDOW_DAYS, 90] as const;
const windowOf = (value?: string) => ((WINDOWS as readonly number[]).includes(Number(value)) ? Number(value) : RENEWAL_WINDOW_DAYS);

export interface RenewalsQuery {
  days?: string;
  sort?: string;
}

/**
 * #/broker/renewals?days=&sort= — the clients' group policies ending within the window, soonest
 * first (the API's order), each opening its client. The window stays in the address.
 */
export function RenewalsPage({ query }: { query: RenewalsQuery }) {
  const { t } = useTranslation();
  usePageTitle('title.renewals');
  const { http } = useRemoteServices();
  const desk = useMediaQuery(DESK_MEDIA);
  const days = windowOf(query.days);
  const renewals = useQuery({ queryKey: brokerKeys.renewals(days), queryFn: () => fetchRenewals(http, days) });
  const sort = sortFromQuery(query.sort, RENEWAL_SORT_KEYS);
  const go = (change: RenewalsQuery) => navigate('/broker/renewals', { ...query, ...change } as Record<string, string | undefined>, { replace: true });
  return (
    <div className={`${styles.page} ${styles.wide}`} data-testid="broker-renewals">
      <section className={styles.section}>
        <WindowSelect days={days} onChange={(value) => go({ days: String(value), sort: query.sort })} />
      </section>
      <QueryView query={renewals} testId="broker-renewals" empty={{ when: (data) => data.items.length === 0, text: t('renewals.empty', { count: days }) }}>
        {(data) => (
          <>
            <p className={`${styles.muted} ${styles.count}`} role={desk ? undefined : 'status'}>{t('renewals.today', { date: formatDate(data.today) })}</p>
            {desk ? (
              <RenewalsTable items={data.items} sort={sort} onSort={(next) => go({ sort: sortToQuery(next) })} />
            ) : (
              <ul className={styles.items} aria-label={t('title.renewals')}>
                {data.items.map((renewal) => <RenewalRow key={renewal.policyNo} renewal={renewal} />)}
              </ul>
            )}
          </>
        )}
      </QueryView>
    </div>
  );
}

function WindowSelect({ days, onChange }: { days: number; onChange: (days: number) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={`${styles.stack} ${styles.choice}`}>
      <label className={styles.subTitle} htmlFor={id}>{t('renewals.window')}</label>
      <select id={id} className={styles.input} value={days} onChange={(e) => onChange(Number(e.target.value))} data-testid="broker-renewals-window">
        {WINDOWS.map((n) => <option key={n} value={n}>{t('renewals.days', { count: n })}</option>)}
      </select>
    </div>
  );
}

function RenewalRow({ renewal: r }: { renewal: Renewal }) {
  const { t } = useTranslation();
  return (
    <li className={styles.item} data-testid="broker-renewal-row" data-policy={r.policyNo}>
      <a className={styles.link} href={buildHash('/broker/client', { id: String(r.clientId) })}>
        <span className={styles.top}>
          <span>{r.clientName}</span>
          <span>{formatDate(r.expiryDate)}</span>
        </span>
        <span className={styles.muted}>{r.policyNo} · {expiryText(t, r.daysToExpiry)} · {t('renewals.members', { count: r.activeMembers })}</span>
      </a>
    </li>
  );
}
