import { ProgressBar } from '@sencare/shared/antd';
import { useLocalized } from '@sencare/shared/ui';
import { useTranslation } from 'react-i18next';
import { formatVnd } from '@sencare/shared/format';
import type { PolicySummary } from '@sencare/shared/contracts';
import { InfoRow } from '../../components/InfoRow';
import { StatusTag } from '../../components/StatusTag';
import { WaitingPeriod } from '../../components/WaitingPeriod';
import { periodText, usedPercent } from '../../components/period';
import styles from './PolicyCard.module.css';

export function PolicyCard({ policy, onOpen }: { policy: PolicySummary; onOpen: (policyNo: string) => void }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const remainingPercent = 100 - usedPercent(policy.sumInsured - policy.remainingBalance, policy.sumInsured);
  return (
    <button
      type="button"
      className={`${styles.card} ${policy.status === 'expired' ? styles.expired : ''}`}
      onClick={() => onOpen(policy.policyNo)}
      data-testid="policy-card"
      data-policy-no={policy.policyNo}
    >
      <div className={styles.head}>
        <div className={styles.titles}>
          <span className={styles.product}>{localized(policy.productName)}</span>
          <span className={styles.insurer}>{policy.insurer}</span>
        </div>
        <StatusTag status={policy.status} />
      </div>
      <dl className={styles.rows}>
        <InfoRow label={t('field.policyNo')}>{policy.policyNo}</InfoRow>
        <InfoRow label={t('field.period')}>{periodText(policy.effectiveDate, policy.expiryDate)}</InfoRow>
        <InfoRow label={t('field.sumInsured')}>{formatVnd(policy.sumInsured)}</InfoRow>
        <InfoRow label={t('field.remainingBalance')}>
          <strong className={styles.balance}>{formatVnd(policy.remainingBalance)}</strong>
        </InfoRow>
      </dl>
      <ProgressBar percent={remainingPercent} className={styles.bar} style={{ '--fill-color': policy.status === 'effective' ? '#15803d' : '#9ca3af' }} />
      <dl className={styles.rows}>
        <InfoRow label={t('field.waitingPeriod')}>
          <WaitingPeriod policy={policy} />
        </InfoRow>
        <InfoRow label={t('field.members')}>
          {policy.members.length > 2 ? t('list.membersCount', { count: policy.members.length }) : policy.members.map((m) => m.fullName).join(', ')}
        </InfoRow>
      </dl>
      <div className={styles.foot}>
        <span>{t(`role.${policy.role}`)}</span>
        <span className={styles.chevron} aria-hidden="true">›</span>
      </div>
    </button>
  );
}
