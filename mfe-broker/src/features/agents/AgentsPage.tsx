import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Agent } from '@sencare/shared/contracts';
import { buildHash, navigate } from '@sencare/shared/routing';
import { QueryView } from '@sencare/shared/kit';
import { DESK_MEDIA, sortFromQuery, sortToQuery, useMediaQuery, usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { brokerKeys, fetchAgents } from '../../api/broker';
import styles from '../../components/page';
import { useBrokerProfile } from '../../components/useBrokerProfile';
import { AGENT_SORT_KEYS, AgentsTable } from './AgentsTable';

export interface AgentsQuery {
  /** One agency's id; none: every agency's agents. */
  agency?: string;
  sort?: string;
}

const agencyOf = (value?: string) => (/^\d+$/.test(value ?? '') ? Number(value) : undefined);

/**
 * #/broker/agents?agency=&sort= — the broker's agents by name, of one agency or all, the agency in
 * the address; "Invite an agent" for a company-level user only.
 */
export function AgentsPage({ query }: { query: AgentsQuery }) {
  const { t } = useTranslation();
  usePageTitle('title.agents');
  const { http } = useRemoteServices();
  const desk = useMediaQuery(DESK_MEDIA);
  const profile = useBrokerProfile();
  const agency = agencyOf(query.agency);
  const agents = useQuery({ queryKey: brokerKeys.agents(agency), queryFn: () => fetchAgents(http, agency) });
  const sort = sortFromQuery(query.sort, AGENT_SORT_KEYS);
  const go = (change: AgentsQuery) => navigate('/broker/agents', { ...query, ...change } as Record<string, string | undefined>, { replace: true });
  return (
    <div className={`${styles.page} ${styles.wide}`} data-testid="broker-agents">
      <section className={`${styles.section} ${styles.bar}`}>
        <div className={styles.stack}>
          <AgencyFilter value={agency} agencies={profile.data?.agencies ?? []} onChange={(value) => go({ agency: value === undefined ? undefined : String(value) })} />
        </div>
        {profile.data?.canManage ? (
          <a className={styles.action} href={buildHash('/broker/agent/new', agency ? { agency: String(agency) } : undefined)} data-testid="broker-add-agent">{t('agents.add')}</a>
        ) : null}
      </section>
      <QueryView query={agents} testId="broker-agents" empty={{ when: (data) => data.items.length === 0, text: t('agents.empty') }}>
        {(data) =>
          desk ? (
            <AgentsTable items={data.items} sort={sort} onSort={(next) => go({ sort: sortToQuery(next) })} />
          ) : (
            <ul className={styles.items} aria-label={t('title.agents')}>
              {data.items.map((agent) => <AgentRow key={agent.id} agent={agent} />)}
            </ul>
          )
        }
      </QueryView>
    </div>
  );
}

function AgencyFilter({ value, agencies, onChange }: { value: number | undefined; agencies: readonly { id: number; code: string; name: string }[]; onChange: (agency: number | undefined) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <label className={styles.subTitle} htmlFor={id}>{t('agents.agency')}</label>
      <select id={id} className={styles.input} value={value ?? ''} onChange={(e) => onChange(agencyOf(e.target.value))} data-testid="broker-agents-agency">
        <option value="">{t('agents.allAgencies')}</option>
        {agencies.map((a) => <option key={a.id} value={a.id}>{a.code} · {a.name}</option>)}
      </select>
    </>
  );
}

function AgentRow({ agent }: { agent: Agent }) {
  const { t } = useTranslation();
  return (
    <li className={styles.item} data-testid="broker-agent-row" data-status={agent.status}>
      <a className={styles.link} href={buildHash('/broker/agent', { id: String(agent.id) })}>
        <span className={styles.top}>
          <span>{agent.you ? t('agents.you', { name: agent.fullName }) : agent.fullName}</span>
          <span className={agent.status === 'effective' ? styles.good : styles.bad}>{t(`status.${agent.status}`)}</span>
        </span>
        <span className={styles.muted}>{agent.email}</span>
        <span className={styles.muted}>{agent.agency.code} · {agent.agency.name}</span>
      </a>
    </li>
  );
}
