import type { ReactNode } from 'react';
import { Button } from '@sencare/shared/antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate, formatVnd } from '@sencare/shared/format';
import type { PolicyDetail } from '@sencare/shared/contracts';
import { navigate } from '@sencare/shared/routing';
import { QueryView } from '@sencare/shared/kit';
import { EmptyView, LastUpdatedNotice, useLocalized, usePageTitle, useRemoteServices, type QueryFreshness } from '@sencare/shared/ui';
import { fetchPolicy, offlineQuery, policyKeys } from '../../api/policies';
import { errorKeyOf } from '../../api/errors';
import { InfoRow } from '../../components/InfoRow';
import { StatusTag } from '../../components/StatusTag';
import { WaitingPeriod } from '../../components/WaitingPeriod';
import { periodText } from '../../components/period';
import { BenefitsTable } from './BenefitsTable';
import { MembersList } from './MembersList';
import styles from './PolicyDetailPage.module.css';

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className={styles.section} data-testid={testId}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

/** docs/requirements.md §2 "policy information": summary, benefits, members and waiting period of one policy. */
export function PolicyDetailPage({ policyNo }: { policyNo: string }) {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  usePageTitle('title.detail');
  const query = useQuery({ queryKey: policyKeys.detail(policyNo), queryFn: () => fetchPolicy(http, policyNo), enabled: policyNo !== '', ...offlineQuery });

  const backToList = (
    <Button color="primary" fill="outline" onClick={() => navigate('/policies')}>
      {t('detail.backToList')}
    </Button>
  );
  if (policyNo === '') return <EmptyView testId="policy-missing"><p>{t('detail.missing')}</p>{backToList}</EmptyView>;
  return (
    <QueryView query={query} testId="policy" errorKey={errorKeyOf} notFound={<EmptyView testId="policy-not-found"><p>{t('detail.notFound')}</p>{backToList}</EmptyView>}>
      {(policy) => <PolicyDetails policy={policy} query={query} />}
    </QueryView>
  );
}

/** The policy once loaded (or this phone's saved copy, with when it was saved). */
function PolicyDetails({ policy, query }: { policy: PolicyDetail; query: QueryFreshness }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  return (
    <div className={styles.page} data-testid="policy-detail">
      <LastUpdatedNotice query={query} />
      <header className={styles.hero}>
        <div className={styles.heroTop}>
          <span className={styles.heroProduct}>{localized(policy.productName)}</span>
          <StatusTag status={policy.status} />
        </div>
        <span className={styles.heroInsurer}>{policy.insurer}</span>
        <span className={styles.heroLabel}>{t('field.remainingBalance')}</span>
        <strong className={styles.heroAmount} data-testid="policy-remaining">{formatVnd(policy.remainingBalance)}</strong>
        <span className={styles.heroSub}>
          {t('field.sumInsured')} {formatVnd(policy.sumInsured)}
        </span>
      </header>

      <Section title={t('detail.summary')} testId="policy-summary">
        <dl className={styles.rows}>
          <InfoRow label={t('field.policyNo')}>{policy.policyNo}</InfoRow>
          <InfoRow label={t('field.holder')}>{policy.holderName}</InfoRow>
          <InfoRow label={t('field.effectiveDate')}>{formatDate(policy.effectiveDate)}</InfoRow>
          <InfoRow label={t('field.period')}>{periodText(policy.effectiveDate, policy.expiryDate)}</InfoRow>
          <InfoRow label={t('field.sumInsured')}>{formatVnd(policy.sumInsured)}</InfoRow>
          <InfoRow label={t('field.remainingBalance')}>{formatVnd(policy.remainingBalance)}</InfoRow>
          {policy.hotline ? (
            <InfoRow label={t('field.hotline')}>
              <a href={`tel:${policy.hotline.replace(/\s+/g, '')}`} className={styles.link}>{policy.hotline}</a>
            </InfoRow>
          ) : null}
        </dl>
      </Section>

      <Section title={t('field.waitingPeriod')} testId="policy-waiting">
        <p className={styles.waiting}>
          <WaitingPeriod policy={policy} />
        </p>
        {policy.waitingPeriodDays > 0 ? <p className={styles.muted}>{t('waiting.note')}</p> : null}
      </Section>

      <Section title={t('detail.benefits')} testId="policy-benefits">
        <BenefitsTable benefits={policy.benefits} />
      </Section>

      <Section title={t('field.members')} testId="policy-members">
        <MembersList members={policy.members} />
      </Section>

      <div className={styles.actions}>
        <Button block color="primary" size="large" onClick={() => navigate('/ecards')} data-testid="policy-ecards">
          {t('detail.viewEcards')}
        </Button>
      </div>
    </div>
  );
}
