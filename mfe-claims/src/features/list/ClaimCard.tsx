import { useTranslation } from 'react-i18next';
import { formatDate, formatVnd } from '@sencare/shared/format';
import { navigate } from '@sencare/shared/routing';
import type { ClaimListItem } from '@sencare/shared/contracts';
import { StatusTag } from '../../components/StatusTag';
import styles from './MyClaimsPage.module.css';

export function ClaimCard({ claim }: { claim: ClaimListItem }) {
  const { t } = useTranslation();
  return (
    <button type="button" className={styles.card} data-testid="claim-card" data-claim-id={claim.id} onClick={() => navigate('/claims/detail', { id: claim.id })}>
      <div className={styles.cardHead}>
        <span className={styles.claimId}>{claim.id}</span>
        <StatusTag status={claim.status} />
      </div>
      <div className={styles.row}>
        <span>{claim.insuredName}</span>
        <span>{[claim.claimType && t(`claimType.${claim.claimType}`), claim.treatment && t(`claimType.${claim.treatment}`)].filter(Boolean).join(' · ')}</span>
      </div>
      <div className={styles.row}>
        <span>{t('list.riskDate')}</span>
        <span>{formatDate(claim.riskDate)}</span>
      </div>
      <div className={styles.row}>
        <span>{t('list.requestAmount')}</span>
        <strong>{formatVnd(claim.requestAmount)}</strong>
      </div>
      {claim.reimbursementAmount !== null ? (
        <div className={styles.row}>
          <span>{t('list.reimbursement')}</span>
          <strong className={styles.money}>{formatVnd(claim.reimbursementAmount)}</strong>
        </div>
      ) : null}
    </button>
  );
}
