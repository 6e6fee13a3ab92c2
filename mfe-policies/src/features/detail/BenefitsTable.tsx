import { ProgressBar } from '@sencare/shared/antd';
import { useLocalized } from '@sencare/shared/ui';
import { useTranslation } from 'react-i18next';
import { formatVnd } from '@sencare/shared/format';
import type { PolicyBenefit } from '@sencare/shared/contracts';
import { usedPercent } from '../../components/period';
import styles from './PolicyDetailPage.module.css';

/** docs/requirements.md §3 "benefits": limit, used and remaining per benefit, used drawn against the limit. */
export function BenefitsTable({ benefits }: { benefits: PolicyBenefit[] }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  if (benefits.length === 0) return <p className={styles.muted}>{t('detail.noBenefits')}</p>;
  return (
    <div className={styles.benefitsBox}>
      <table className={styles.benefits} data-testid="benefits-table">
        <thead>
          <tr>
            <th scope="col">{t('detail.limit')}</th>
            <th scope="col">{t('detail.used')}</th>
            <th scope="col">{t('detail.remaining')}</th>
          </tr>
        </thead>
        {benefits.map((benefit) => {
          const percent = usedPercent(benefit.used, benefit.limit);
          return (
            <tbody key={benefit.code} data-testid="benefit-row" data-code={benefit.code}>
              <tr>
                <th scope="rowgroup" colSpan={3} className={styles.benefitName}>
                  <span>{localized(benefit.name)}</span>
                  <span className={styles.percent}>{t('detail.usedPercent', { percent })}</span>
                </th>
              </tr>
              <tr>
                <td colSpan={3} className={styles.barCell}>
                  {/* The row above says the figure in words; the bar only draws it. */}
                  <div aria-hidden="true">
                    <ProgressBar percent={percent} style={{ '--fill-color': percent >= 90 ? '#dc2626' : percent >= 70 ? '#f59e0b' : '#15803d' }} />
                  </div>
                </td>
              </tr>
              <tr className={styles.amounts}>
                <td data-label={t('detail.limit')}>{formatVnd(benefit.limit)}</td>
                <td data-label={t('detail.used')}>{formatVnd(benefit.used)}</td>
                <td data-label={t('detail.remaining')} className={styles.remaining}>{formatVnd(benefit.remaining)}</td>
              </tr>
            </tbody>
          );
        })}
      </table>
    </div>
  );
}
