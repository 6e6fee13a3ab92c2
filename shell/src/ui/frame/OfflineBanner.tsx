import { useTranslation } from 'react-i18next';
import { useOnline } from '@sencare/shared/ui';
import styles from './frame.module.css';

/** With no connection, one line under the bar says what still works; pages add "Last updated". */
export function OfflineBanner() {
  const { t } = useTranslation('common');
  const online = useOnline();
  if (online) return null;
  return (
    <div className={styles.offline} role="status" data-testid="offline-banner">
      {t('offline.banner')}
    </div>
  );
}
