import { useTranslation } from 'react-i18next';
import { formatDate, formatVnd } from '@sencare/shared/format';
import { pickLanguage } from '@sencare/shared/i18n';
import type { ClaimFeeItem, SupplementItem } from '@sencare/shared/contracts';
import { useRemoteServices } from '@sencare/shared/ui';
import styles from '../../components/ui.module.css';

/** The fee lines as claimed, with the decision already taken on each (if any). */
export function FeeLines({ items }: { items: readonly ClaimFeeItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return <p className={styles.hint}>{t('claim.noFeeItems')}</p>;
  return (
    <ul className={styles.list} data-testid="fee-lines">
      {items.map((item) => (
        <li key={item.id} className={styles.listItem}>
          <div className={styles.itemTop}>
            <span>{item.name}</span>
            <span>{formatVnd(item.amount)}</span>
          </div>
          <div className={styles.itemMeta}>
            {t(`feeType.${item.type}`, { defaultValue: item.type })} · {item.quantity} × {formatVnd(item.unitPrice)}
            {item.decision ? ` · ${t(`claim.lineDecision.${item.decision}`)} ${formatVnd(item.approvedAmount)}` : ''}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** What the insurer asked the customer for, and whether it was answered. */
export function RequestedDocuments({ items }: { items: readonly SupplementItem[] }) {
  const { t } = useTranslation();
  const { language } = useRemoteServices();
  return (
    <ul className={styles.list} data-testid="requested-documents">
      {items.map((item) => (
        <li key={item.id} className={styles.listItem}>
          <div className={styles.itemTop}>
            <span>{pickLanguage(item.name, language) || t(`docKind.${item.kind}`, { defaultValue: item.kind })}</span>
            <span>{item.answeredAt ? t('claim.answered') : t('claim.open')}</span>
          </div>
          <div className={styles.itemMeta}>
            {pickLanguage(item.reason, language)}
            {item.deadline ? ` · ${t('claim.by', { date: formatDate(item.deadline) })}` : ''}
          </div>
        </li>
      ))}
    </ul>
  );
}
