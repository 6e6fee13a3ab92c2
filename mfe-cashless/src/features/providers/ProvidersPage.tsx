import { InfiniteScroll } from '@sencare/shared/antd';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@sencare/shared/rules';
import { navigate } from '@sencare/shared/routing';
import { PullToRefreshFrame, QueryView } from '@sencare/shared/kit';
import { usePageTitle } from '@sencare/shared/ui';
import { LocationNotice } from './LocationNotice';
import { ProviderList } from './ProviderCard';
import { ProviderDetailSheet } from './ProviderDetailSheet';
import { ProviderFiltersBar } from './ProviderFiltersBar';
import { useDeviceLocation } from './useDeviceLocation';
import { toQuery, useProviderFilters } from './useProviderFilters';
import { originOf, useProviderCities, useProviderSearch } from './useProviderSearch';
import styles from './providers.module.css';

export function ProvidersPage() {
  const { t } = useTranslation();
  usePageTitle('providers.title');
  const filters = useProviderFilters();
  const location = useDeviceLocation();
  const cities = useProviderCities();
  const { origin, fallbackCity } = originOf(location.position, filters.city, cities.data);
  const search = useProviderSearch({ ...filters, origin, enabled: location.settled && !cities.isPending });
  const items = search.data?.pages.flatMap((p) => p.items) ?? [];
  const total = search.data?.pages[0]?.total ?? 0;

  return (
    <div className={styles.page} data-testid="providers-page">
      <ProviderFiltersBar filters={filters} cities={cities.data} onChange={filters.update} />
      <LocationNotice location={location} fallbackCity={fallbackCity} />
      <div className={styles.listHead}>
        <span data-testid="provider-count">{search.data ? t('providers.count', { count: total }) : ''}</span>
        <button type="button" className={styles.textButton} data-testid="open-map" onClick={() => navigate('/providers/map', toQuery({ ...filters, id: null }))}>
          {t('providers.showMap')}
        </button>
      </div>
      <QueryView
        query={search}
        testId="providers"
        empty={{ when: () => items.length === 0, text: t('providers.empty') }}
        frame={(content) => (
          <PullToRefreshFrame threshold={LIMITS.refresherThreshold} onRefresh={search.refetch}>
            {content}
            {items.length > 0 ? (
              <InfiniteScroll hasMore={Boolean(search.hasNextPage)} loadMore={async () => void (await search.fetchNextPage())} threshold={50}>
                {search.hasNextPage ? t('common:loading') : t('common:noMore')}
              </InfiniteScroll>
            ) : null}
          </PullToRefreshFrame>
        )}
      >
        {() => (
          <ProviderList providers={items} onOpen={(provider) => filters.openDetail(provider.id)} />
        )}
      </QueryView>
      <ProviderDetailSheet id={filters.id} origin={origin} onClose={filters.closeDetail} />
    </div>
  );
}
