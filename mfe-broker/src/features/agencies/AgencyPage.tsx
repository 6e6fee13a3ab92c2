import { useState } from 'react';
import { Button } from '@sencare/shared/antd';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Agency } from '@sencare/shared/contracts';
import { agencyInputSchema, type AgencyInput, type AgencyParsed } from '@sencare/shared/rules';
import { QueryView } from '@sencare/shared/kit';
import { EmptyView, usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { brokerKeys, editAgency, fetchAgencies } from '../../api/broker';
import { PageLink } from '../../components/PageLink';
import styles from '../../components/page';
import { useApiSubmit } from '../../components/useApiSubmit';
import { useBrokerProfile } from '../../components/useBrokerProfile';
import { AGENCY_FIELDS, AgencyFields } from './AgencyFields';

/** #/broker/agency?id=… — one agency: a company-level user changes its code, name and status; an agent reads it. */
export function AgencyPage({ id }: { id: string }) {
  const { t } = useTranslation();
  usePageTitle('title.agency');
  const { http } = useRemoteServices();
  const profile = useBrokerProfile();
  const agencies = useQuery({ queryKey: brokerKeys.agencies, queryFn: () => fetchAgencies(http) });
  return (
    <QueryView query={agencies} testId="broker-agency">
      {(data) => {
        const agency = data.items.find((a) => String(a.id) === id);
        if (!agency) {
          return (
            <div className={styles.page}>
              <EmptyView testId="broker-agency-not-found">{t('agencies.notFound')}</EmptyView>
              <PageLink path="/broker/agencies">{t('agencies.toList')}</PageLink>
            </div>
          );
        }
        // The form only once /me has said so; while it loads, nothing that would turn into a form.
        if (profile.isPending) return <div className={styles.page} aria-busy="true" data-testid="broker-agency-loading" />;
        return profile.data?.canManage ? <AgencyForm key={agency.id} agency={agency} /> : <AgencyFacts agency={agency} />;
      }}
    </QueryView>
  );
}

function AgencyFacts({ agency }: { agency: Agency }) {
  const { t } = useTranslation();
  return (
    <div className={`${styles.page} ${styles.narrow}`} data-testid="broker-agency">
      <section className={styles.section}>
        <dl className={styles.rows}>
          <dt>{t('agencies.code')}</dt>
          <dd data-testid="broker-agency-code">{agency.code}</dd>
          <dt>{t('agencies.name')}</dt>
          <dd>{agency.name}</dd>
          <dt>{t('status.label')}</dt>
          <dd>{t(`status.${agency.status}`)}</dd>
          <dt>{t('agencies.agents')}</dt>
          <dd>{agency.agents}</dd>
        </dl>
      </section>
      <PageLink path="/broker/agents" query={{ agency: String(agency.id) }}>{t('agencies.itsAgents')}</PageLink>
      <PageLink path="/broker/agencies">{t('agencies.toList')}</PageLink>
    </div>
  );
}

function AgencyForm({ agency }: { agency: Agency }) {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const form = useForm<AgencyInput, unknown, AgencyParsed>({ resolver: zodResolver(agencyInputSchema), defaultValues: { code: agency.code, name: agency.name, status: agency.status } });
  const { submit, serverError, message } = useApiSubmit(form, AGENCY_FIELDS, async (values) => {
    setSaved(false);
    await editAgency(http, agency.id, values);
    await Promise.all([queryClient.invalidateQueries({ queryKey: brokerKeys.agencies }), queryClient.invalidateQueries({ queryKey: brokerKeys.profile }), queryClient.invalidateQueries({ queryKey: brokerKeys.allAgents })]);
    setSaved(true);
  });
  return (
    <form className={`${styles.page} ${styles.narrow}`} noValidate onSubmit={(e) => void submit(e)} data-testid="broker-agency">
      {serverError ? <div className={styles.errorBox} role="alert" data-testid="broker-agency-error">{serverError}</div> : null}
      <section className={styles.section}>
        <AgencyFields register={form.register} message={message} withStatus testId="broker-agency" />
      </section>
      <div className={styles.actions}>
        <div role="status">{saved ? <p className={styles.hint} data-testid="broker-agency-saved">{t('agencies.saved')}</p> : null}</div>
        <Button type="submit" color="primary" block loading={form.formState.isSubmitting} data-testid="broker-agency-save">{t('agencies.save')}</Button>
      </div>
      <PageLink path="/broker/agents" query={{ agency: String(agency.id) }}>{t('agencies.itsAgents')}</PageLink>
      <PageLink path="/broker/agencies">{t('agencies.toList')}</PageLink>
    </form>
  );
}
