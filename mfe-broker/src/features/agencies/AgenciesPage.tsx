import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Agency } from '@sencare/shared/contracts';
import { buildHash, navigate } from '@sencare/shared/routing';
import { QueryView } from '@sencare/shared/kit';
import { DESK_MEDIA, sortFromQuery, sortToQuery, useMediaQuery, usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { brokerKeys, fetchAgencies } from '../../api/broker';
import styles from '../../components/page';
import { useBrokerProfile } from '../../components/useBrokerProfile';
import { AGENCY_SORT_KEYS, AgenciesTable } from './AgenciesTable';

/**
 * #/broker/agencies?sort= — the broker's agencies by code (code, name, status, agents); "Add an
 * agency" for a company-level user only. A sortable table at a desk, rows on a phone.
 */
export function AgenciesPage({ sort: sortParam }: { sort?: string }) {
  const { t } = useTranslation();
  usePageTitle('title.agencies');
  const { http } = useRemoteServices();
  const desk = useMediaQuery(DESK_MEDIA);
  const canManage = useBrokerProfile().data?.canManage === true;
  const agencies = useQuery({ queryKey: brokerKeys.agencies, queryFn: () => fetchAgencies(http) });
  const sort = sortFromQuery(sortParam, AGENCY_SORT_KEYS);
  return (
    <div className={`${styles.page} ${styles.wide}`} data-testid="broker-agencies">
      {canManage ? (
        <section className={styles.section}>
          <a className={styles.action} href={buildHash('/broker/agency/new')} data-testid="broker-add-agency">{t('agencies.add')}</a>
        </section>
      ) : null}
      <QueryView query={agencies} testId="broker-agencies" empty={{ when: (data) => data.items.length === 0, text: t('agencies.empty') }}>
        {(data) =>
          desk ? (
            <AgenciesTable items={data.items} sort={sort} onSort={(next) => navigate('/broker/agencies', { sort: sortToQuery(next) }, { replace: true })} />
          ) : (
            <ul className={styles.items} aria-label={t('title.agencies')}>
              {data.items.map((agency) => <AgencyRow key={agency.id} agency={agency} />)}
            </ul>
          )
        }
      </QueryView>
    </div>
  );
}

function AgencyRow({ agency }: { agency: Agency }) {
  const { t } = useTranslation();
  return (
    <li className={styles.item} data-testid="broker-agency-row" data-code={agency.code}>
      <a className={styles.link} href={buildHash('/broker/agency', { id: String(agency.id) })}>
        <span className={styles.top}>
          <span>{agency.code}</span>
          <span className={agency.status === 'effective' ? styles.good : styles.bad}>{t(`status.${agency.status}`)}</span>
        </span>
        <span className={styles.muted}>{agency.name} · {t('agencies.agentCount', { count: agency.agents })}</span>
      </a>
    </li>
  );
}
