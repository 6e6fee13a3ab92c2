import { offlineAwareView } from '@sencare/shared/ui';
import { DistanceText } from './ProviderCard';
import { useDeviceLocation } from './useDeviceLocation';
import { originOf, useProviderCities, useProviderSearch } from './useProviderSearch';
import styles from './nearest.module.css';

/**
 * The few nearest cashless providers, for the status page and the home widget. No antd-mobile in
 * this file: the home parcel imports it and stays free of the UI kit (bundle size, README).
 */
export function useNearestCashless(limit: number) {
  const location = useDeviceLocation();
  const cities = useProviderCities();
  const { origin } = originOf(location.position, '', cities.data);
  const search = useProviderSearch({ q: '', city: '', cashlessOnly: true, origin, pageSize: limit, enabled: location.settled && !cities.isPending });
  // The cities come first, then the search. With no signal and neither saved, the first of them
  // waits paused for ever: the callers say nothing is saved (with a retry) instead of loading.
  const first = cities.data === undefined ? cities : search;
  const offline = offlineAwareView(first) === 'offline-empty';
  return { location, origin, search, offline, retry: () => void first.refetch(), items: search.data?.pages[0]?.items ?? [] };
}

export function NearestItems({ items, onOpen, emptyText }: { items: { id: number; name: string; address: string; distanceKm: number | null }[]; onOpen(id: number): void; emptyText: string }) {
  if (!items.length) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <ul className={styles.list} data-testid="nearest-providers">
      {items.map((p) => (
        <li key={p.id}>
          <button type="button" className={styles.item} onClick={() => onOpen(p.id)}>
            <span className={styles.text}>
              <span className={styles.name}>{p.name}</span>
              <span className={styles.address}>{p.address}</span>
            </span>
            <DistanceText km={p.distanceKm} />
          </button>
        </li>
      ))}
    </ul>
  );
}
