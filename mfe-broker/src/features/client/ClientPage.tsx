import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Client, ClientPolicy, InvitedHrAdmin } from '@sencare/shared/contracts';
import { formatDate, formatNumber, formatVnd } from '@sencare/shared/format';
import { QueryView } from '@sencare/shared/kit';
import { EmptyView, useLocalized, usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { brokerKeys, fetchClient } from '../../api/broker';
import { PageLink } from '../../components/PageLink';
import { RenewalMark } from '../../components/RenewalMark';
import styles from '../../components/page';
import { expiryText, lossRatioText } from '../../components/texts';
import { useBrokerProfile } from '../../components/useBrokerProfile';
import { InviteHrAdminForm } from './InviteHrAdminForm';

/**
 * #/broker/client?id=… — one client employer: its group policies (period, renewal due, members per
 * plan, loss ratio: totals only, docs/privacy.md "Employers see totals") and, while it has no HR
 * admin yet, the invitation of its first one for a company-level user.
 */
export function ClientPage({ id }: { id: string }) {
  const { t } = useTranslation();
  usePageTitle('title.client');
  const { http } = useRemoteServices();
  const client = useQuery({ queryKey: brokerKeys.client(id), queryFn: () => fetchClient(http, id), enabled: /^\d+$/.test(id) });
  return (
    <QueryView query={client} testId="broker-client" notFound={<EmptyView testId="broker-client-not-found">{t('client.notFound')}</EmptyView>}>
      {(c) => (
        <div className={`${styles.page} ${styles.narrow}`} data-testid="broker-client-page">
          <ClientFacts client={c} />
          <section className={styles.section} aria-labelledby="broker-client-policies">
            <h2 className={styles.sectionTitle} id="broker-client-policies">{t('client.policies')}</h2>
            {c.policies.length === 0 ? <p className={styles.hint}>{t('client.noPolicies')}</p> : c.policies.map((p) => <PolicyFacts key={p.policyNo} policy={p} />)}
          </section>
          <HrAdminSection client={c} />
          <PageLink path="/broker">{t('client.toList')}</PageLink>
        </div>
      )}
    </QueryView>
  );
}

function ClientFacts({ client: c }: { client: Client }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="broker-client-name">
      <h2 className={styles.sectionTitle} id="broker-client-name" data-testid="broker-client-name">{c.name}</h2>
      <dl className={styles.rows}>
        <dt>{t('clients.code')}</dt>
        <dd>{c.code}</dd>
        <dt>{t('status.label')}</dt>
        <dd>{t(`status.${c.status}`)}</dd>
        <dt>{t('clients.members')}</dt>
        <dd>{formatNumber(c.activeMembers)}</dd>
        <dt>{t('clients.lossRatioLabel')}</dt>
        <dd data-testid="broker-client-loss-ratio">{lossRatioText(t, c.lossRatio)}</dd>
      </dl>
    </section>
  );
}

function PolicyFacts({ policy: p }: { policy: ClientPolicy }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  return (
    <div data-testid="broker-client-policy" data-renewal-due={p.renewalDue}>
        <h3 className={styles.subTitle}>{p.policyNo} <RenewalMark due={p.renewalDue} /></h3>
        <p className={styles.hint}>{localized(p.productName)} · {p.insurer}</p>
        <dl className={styles.rows}>
          <dt>{t('client.period')}</dt>
          <dd>{formatDate(p.effectiveDate)} – {formatDate(p.expiryDate)}</dd>
          <dt>{t('client.ends')}</dt>
          <dd>{expiryText(t, p.daysToExpiry)}</dd>
          <dt>{t('clients.members')}</dt>
          <dd>{p.plans.map((plan) => t('client.plan', { code: plan.code, name: localized(plan.name), count: plan.activeMembers })).join('; ') || formatNumber(p.activeMembers)}</dd>
          <dt>{t('client.premium')}</dt>
          <dd>{p.lossRatio.premium === null ? '—' : formatVnd(p.lossRatio.premium)}</dd>
          <dt>{t('client.claimsAmount')}</dt>
          <dd>{formatVnd(p.lossRatio.claimsAmount)}</dd>
          <dt>{t('clients.lossRatioLabel')}</dt>
          <dd>{lossRatioText(t, p.lossRatio)}</dd>
        </dl>
    </div>
  );
}

function HrAdminSection({ client }: { client: Client }) {
  const { t } = useTranslation();
  const profile = useBrokerProfile();
  const [invited, setInvited] = useState<InvitedHrAdmin | null>(null);
  const body = () => {
    if (invited) return null;
    if (client.hasHrAdmin) return <p className={styles.hint} data-testid="broker-client-has-hr">{t('invite.hasAdmin')}</p>;
    if (!profile.data) return null;
    if (!profile.data.canManage) return <p className={styles.hint} data-testid="broker-client-no-hr">{t('invite.noAdmin')}</p>;
    return <InviteHrAdminForm client={client} onInvited={setInvited} />;
  };
  return (
    <section className={styles.section} aria-labelledby="broker-client-hr">
      <h2 className={styles.sectionTitle} id="broker-client-hr">{t('invite.title')}</h2>
      <div role="status">{invited ? <p className={styles.notice} data-testid="broker-invite-sent">{t('invite.sent', { name: invited.fullName, email: invited.email })}</p> : null}</div>
      {body()}
    </section>
  );
}
