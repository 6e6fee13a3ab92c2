import { useTranslation } from 'react-i18next';
import { formatDistance } from './formatDistance';
import type { Provider } from '@sencare/shared/contracts';
import styles from './providers.module.css';

/** The API's distance (shared providerDistanceKm) in the one shared format: the same on every screen. */
export function DistanceText({ km }: { km: number | null }) {
  if (km === null) return null;
  return (
    <span className={styles.distance} data-testid="provider-distance">
      {formatDistance(km)}
    </span>
  );
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

/** The providers found, one card each (the list page and the map page's list under the map). */
export function ProviderList({ providers, onOpen }: { providers: Provider[]; onOpen(provider: Provider): void }) {
  return (
    <div className={styles.list} data-testid="provider-list">
      {providers.map((p) => (
        <ProviderCard key={p.id} provider={p} onOpen={onOpen} />
      ))}
    </div>
  );
}
