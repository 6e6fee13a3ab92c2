import { useTranslation } from 'react-i18next';
import type { DeviceLocation } from './useDeviceLocation';
import styles from './providers.module.css';

/** Says where distances are measured from, and why it is not the device when it is not. */
export function LocationNotice({ location, fallbackCity }: { location: DeviceLocation; fallbackCity: string | null }) {
  const { t } = useTranslation();
  if (location.status === 'located') return null;
  if (location.status === 'locating') {
    return (
      <div className={styles.notice} data-testid="location-locating">
        {t('location.locating')}
      </div>
    );
  }
  return (
    <div className={styles.notice} role="status" data-testid="location-failed">
      <span>
        {t(`location.${location.problem ?? 'network'}`)} {fallbackCity ? t('location.fallbackCity', { city: fallbackCity }) : t('location.fallbackDefault')}
      </span>
      {location.problem !== 'nonsupport' ? (
        <button type="button" className={styles.noticeAction} onClick={location.retry}>
          {t('location.retry')}
        </button>
      ) : null}
    </div>
  );
}
