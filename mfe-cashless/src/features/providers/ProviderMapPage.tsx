import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from '@sencare/shared/routing';
import { QueryView } from '@sencare/shared/kit';
import { usePageTitle } from '@sencare/shared/ui';
import { LocationNotice } from './LocationNotice';
import { ProviderList } from './ProviderCard';
import { ProviderDetailSheet } from './ProviderDetailSheet';
import { ProviderFiltersBar } from './ProviderFiltersBar';
import { ProviderMap } from './ProviderMap';
import { useDeviceLocation } from './useDeviceLocation';
import { toQuery, useProviderFilters } from './useProviderFilters';
import { originOf, useProviderCities, useProviderSearch } from './useProviderSearch';
import styles from './providers.module.css';

/** The map shows the nearest 50; the list under it stays usable when the map or its tiles cannot load. */
const MAP_PAGE_SIZE = 50;

export function ProviderMapPage() {
  const { t } = useTranslation();
  usePageTitle('providers.mapTitle');
  const filters = useProviderFilters();
  const location = useDeviceLocation();
  const cities = useProviderCities();
  const { origin, fallbackCity } = originOf(location.position, filters.city, cities.data);
  const search = useProviderSearch({ ...filters, origin, enabled: location.settled && !cities.isPending, pageSize: MAP_PAGE_SIZE });
  const items = search.data?.pages[0]?.items ?? [];
  const [mapFailed, setMapFailed] = useState(false);

  return (
    <div className={styles.page} data-testid="provider-map-page">
      <ProviderFiltersBar filters={filters} cities={cities.data} onChange={filters.update} />
      <LocationNotice location={location} fallbackCity={fallbackCity} />
      <div className={styles.listHead}>
        <span>{mapFailed ? t('map.unavailable') : ''}</span>
        <button type="button" className={styles.textButton} data-testid="open-list" onClick={() => navigate('/providers', toQuery({ ...filters, id: null }))}>
          {t('providers.showList')}
        </button>
      </div>
      {!mapFailed ? (
        <ProviderMap
          providers={items}
          center={origin}
          me={location.position ? origin : null}
          height="45vh"
          onSelect={(p) => filters.openDetail(p.id)}
          onUnavailable={() => setMapFailed(true)}
        />
      ) : null}
      <QueryView query={search} testId="providers" empty={{ when: () => items.length === 0, text: t('providers.empty') }}>
        {() => (
          <ProviderList providers={items} onOpen={(provider) => filters.openDetail(provider.id)} />
        )}
      </QueryView>
      <ProviderDetailSheet id={filters.id} origin={origin} onClose={filters.closeDetail} />
    </div>
  );
}
