import { useTranslation } from 'react-i18next';
import { formatNumber } from '@sencare/shared/format';
import type { Provider } from '@sencare/shared/rules';
import styles from './providers.module.css';

export function DistanceText({ km }: { km: number | null }) {
  const { t } = useTranslation();
  if (km === null) return null;
  return <span className={styles.distance}>{km < 1 ? t('distance.m', { value: formatNumber(Math.round(km * 1000)) }) : t('distance.km', { value: formatNumber(km, 1) })}</span>;
}

export function SpecialtyList({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  if (!codes.length) return null;
  return <span className={styles.specialties}>{codes.map((c) => t(`specialty.${c}`, { defaultValue: c })).join(' · ')}</span>;
}

export function ProviderCard({ provider, onOpen }: { provider: Provider; onOpen(provider: Provider): void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className={styles.card} data-testid="provider-card" onClick={() => onOpen(provider)}>
      <span className={styles.cardHead}>
        <span className={styles.name}>{provider.name}</span>
        <DistanceText km={provider.distanceKm} />
      </span>
      <span className={styles.address}>{provider.address}</span>
      <span className={styles.cardFoot}>
        {provider.cashless ? (
          <span className={styles.cashlessTag} data-testid="provider-cashless-tag">
            {t('providers.cashlessTag')}
          </span>
        ) : null}
        <SpecialtyList codes={provider.specialties} />
      </span>
    </button>
  );
}
