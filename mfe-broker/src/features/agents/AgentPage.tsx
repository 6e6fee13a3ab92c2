import { useState } from 'react';
import { Button } from '@sencare/shared/antd';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Agent, BrokerProfile } from '@sencare/shared/contracts';
import { BROKER_STATUSES, agentEditSchema, type AgentEdit, type AgentEditInput } from '@sencare/shared/rules';
import { QueryView } from '@sencare/shared/kit';
import { EmptyView, Field, usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { brokerKeys, editAgent, fetchAgents } from '../../api/broker';
import { PageLink } from '../../components/PageLink';
import styles from '../../components/page';
import { useApiSubmit } from '../../components/useApiSubmit';
import { useBrokerProfile } from '../../components/useBrokerProfile';
import { AgencySelect } from './AgencySelect';

const FIELDS = ['agencyId', 'status'] as const;

/**
 * #/broker/agent?id=… — one agent: a company-level user moves them to another agency or sets them
 * invalid (signed out at once); an agent, and anyone on their own row, reads.
 */
export function AgentPage({ id }: { id: string }) {
  const { t } = useTranslation();
  usePageTitle('title.agent');
  const { http } = useRemoteServices();
  const profile = useBrokerProfile();
  const agents = useQuery({ queryKey: brokerKeys.agents(undefined), queryFn: () => fetchAgents(http) });
  return (
    <QueryView query={agents} testId="broker-agent">
      {(data) => {
        const agent = data.items.find((a) => String(a.id) === id);
        if (!agent) return <EmptyView testId="broker-agent-not-found">{t('agents.notFound')}</EmptyView>;
        return (
          <div className={`${styles.page} ${styles.narrow}`} data-testid="broker-agent">
            <AgentFacts agent={agent} />
            {profile.data?.canManage && !agent.you ? <AgentForm key={agent.id} agent={agent} agencies={profile.data.agencies} /> : null}
            {agent.you ? <section className={styles.section}><p className={styles.hint} data-testid="broker-agent-you">{t('validation.broker.notYourself')}</p></section> : null}
            <PageLink path="/broker/agents" query={{ agency: String(agent.agency.id) }}>{t('agents.toList')}</PageLink>
          </div>
        );
      }}
    </QueryView>
  );
}

function AgentFacts({ agent }: { agent: Agent }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section}>
      <dl className={styles.rows}>
        <dt>{t('field.fullName')}</dt>
        <dd data-testid="broker-agent-name">{agent.fullName}</dd>
        <dt>{t('agents.code')}</dt>
        <dd>{agent.userCode}</dd>
        <dt>{t('field.email')}</dt>
        <dd>{agent.email}</dd>
        <dt>{t('agents.agency')}</dt>
        <dd>{agent.agency.code} · {agent.agency.name}</dd>
        <dt>{t('status.label')}</dt>
        <dd data-testid="broker-agent-status">{t(`status.${agent.status}`)}</dd>
      </dl>
    </section>
  );
}

function AgentForm({ agent, agencies }: { agent: Agent; agencies: BrokerProfile['agencies'] }) {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const form = useForm<AgentEditInput, unknown, AgentEdit>({ resolver: zodResolver(agentEditSchema), defaultValues: { agencyId: String(agent.agency.id), status: agent.status } });
  const { submit, serverError, message } = useApiSubmit(form, FIELDS, async (values) => {
    setSaved(false);
    await editAgent(http, agent.id, values);
    await Promise.all([queryClient.invalidateQueries({ queryKey: brokerKeys.allAgents }), queryClient.invalidateQueries({ queryKey: brokerKeys.agencies })]);
    setSaved(true);
  });
  return (
    <form className={styles.section} noValidate onSubmit={(e) => void submit(e)} data-testid="broker-agent-form">
      {serverError ? <p className={styles.alert} role="alert" data-testid="broker-agent-error">{serverError}</p> : null}
      <AgencySelect field={form.register('agencyId')} agencies={agencies} current={agent.agency.id} error={message('agencyId')} testId="broker-agent-agency" />
      <Field label={t('status.label')} hint={t('agents.invalidHint')} error={message('status')} testId="broker-agent-status-field">
        {(ids) => <select {...ids} {...form.register('status')} className={styles.input}>{BROKER_STATUSES.map((s) => <option key={s} value={s}>{t(`status.${s}`)}</option>)}</select>}
      </Field>
      <div role="status">{saved ? <p className={styles.hint} data-testid="broker-agent-saved">{t('agents.saved')}</p> : null}</div>
      <Button type="submit" color="primary" block loading={form.formState.isSubmitting} data-testid="broker-agent-save">{t('agents.save')}</Button>
    </form>
  );
}
