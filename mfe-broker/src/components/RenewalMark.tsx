import { useTranslation } from 'react-i18next';
import styles from './page';

/**
 * "Renewal due": a policy ending within the broker's window (RENEWAL_WINDOW_DAYS of
 * shared/src/rules/broker.ts, the API decides). Words, not a colour alone, so a screen reader and a
 * print say it too.
 */
export function RenewalMark({ due, testId }: { due: boolean; testId?: string }) {
  const { t } = useTranslation();
  return due ? <span className={styles.due} data-testid={testId}>{t('renewal.due')}</span> : null;
}
