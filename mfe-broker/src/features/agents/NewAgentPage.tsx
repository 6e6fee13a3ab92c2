import { Button } from '@sencare/shared/antd';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BrokerProfile } from '@sencare/shared/contracts';
import { agentInputSchema, type AgentInput, type AgentParsed } from '@sencare/shared/rules';
import { navigate } from '@sencare/shared/routing';
import { Field, usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { brokerKeys, createAgent } from '../../api/broker';
import { ManagersOnly } from '../../components/ManagersOnly';
import { PageLink } from '../../components/PageLink';
import styles from '../../components/page';
import { useApiSubmit } from '../../components/useApiSubmit';
import { AgencySelect } from './AgencySelect';

const FIELDS = ['fullName', 'email', 'agencyId'] as const;

/**
 * #/broker/agent/new?agency= — invite an agent (name, email, agency) with the API's own schema
 * (agentInputSchema); the invitation holds no password. An address any account uses is refused
 * under the email field; the agents of the chosen agency open after.
 */
export function NewAgentPage({ agency }: { agency?: string }) {
  usePageTitle('title.newAgent');
  return (
    <ManagersOnly testId="broker-new-agent" back="/broker/agents">
      {(profile) => <NewAgentForm agencies={profile.agencies} agency={agency} />}
    </ManagersOnly>
  );
}

function NewAgentForm({ agencies, agency }: { agencies: BrokerProfile['agencies']; agency?: string }) {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  const queryClient = useQueryClient();
  const preset = agencies.some((a) => String(a.id) === agency && a.status === 'effective') ? agency : '';
  const form = useForm<AgentInput, unknown, AgentParsed>({ resolver: zodResolver(agentInputSchema), defaultValues: { fullName: '', email: '', agencyId: preset } });
  const { submit, serverError, message } = useApiSubmit(form, FIELDS, async (values) => {
    const agent = await createAgent(http, values);
    await Promise.all([queryClient.invalidateQueries({ queryKey: brokerKeys.allAgents }), queryClient.invalidateQueries({ queryKey: brokerKeys.agencies })]);
    navigate('/broker/agents', { agency: String(agent.agency.id) }, { replace: true });
  });
  const { register, formState } = form;
  return (
    <form className={`${styles.page} ${styles.narrow}`} noValidate onSubmit={(e) => void submit(e)} data-testid="broker-new-agent">
      {serverError ? <div className={styles.errorBox} role="alert" data-testid="broker-new-agent-error">{serverError}</div> : null}
      <section className={styles.section}>
        <Field label={t('field.fullName')} error={message('fullName')} testId="broker-new-agent-fullName">
          {(ids) => <input {...ids} {...register('fullName')} className={styles.input} autoComplete="off" maxLength={100} />}
        </Field>
        <Field label={t('field.email')} error={message('email')} testId="broker-new-agent-email">
          {(ids) => <input {...ids} {...register('email')} type="email" inputMode="email" className={styles.input} autoComplete="off" />}
        </Field>
        <AgencySelect field={register('agencyId')} agencies={agencies} error={message('agencyId')} testId="broker-new-agent-agency" />
        <p className={styles.hint}>{t('agents.invitation')}</p>
      </section>
      <div className={styles.actions}>
        <Button type="submit" color="primary" block loading={formState.isSubmitting} data-testid="broker-new-agent-submit">{t('agents.invite')}</Button>
      </div>
      <PageLink path="/broker/agents">{t('agents.toList')}</PageLink>
    </form>
  );
}
