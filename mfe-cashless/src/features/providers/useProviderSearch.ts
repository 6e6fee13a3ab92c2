import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useRemoteServices } from '@sencare/shared/ui';
import type { ProviderCity } from '@sencare/shared/contracts';
import { PROVIDER_PAGE_SIZE } from '@sencare/shared/limits';
import { cashlessKeys, getProviderCities, searchProviders } from '../../api/cashless';
import type { LatLng } from './ProviderMap';

/** Hoàn Kiếm, Hà Nội: where distances start when neither the device nor a city filter says more. */
export const DEFAULT_CENTRE: LatLng = { lat: 21.0285, lng: 105.8542 };

export function useProviderCities() {
  const { http } = useRemoteServices();
  return useQuery({ queryKey: cashlessKeys.cities, queryFn: () => getProviderCities(http), staleTime: 10 * 60_000 });
}

/**
 * Where to measure from: the device, else the chosen city's centre, else the default. Rounded here,
 * once, so the list, the map (its "you are here" marker too) and the details sheet all ask the API
 * for distances from the very same point and show the same figure.
 */
export function originOf(position: LatLng | null, city: string, cities: ProviderCity[] | undefined): { origin: LatLng; fallbackCity: string | null } {
  if (position) return { origin: roundOrigin(position), fallbackCity: null };
  const chosen = cities?.find((c) => c.city === city) ?? cities?.[0];
  if (chosen) return { origin: roundOrigin({ lat: chosen.lat, lng: chosen.lng }), fallbackCity: chosen.city };
  return { origin: roundOrigin(DEFAULT_CENTRE), fallbackCity: null };
}

export function roundOrigin(origin: LatLng): LatLng {
  // ~100 m: enough for a list by distance, and a phone's jitter does not refetch the list.
  return { lat: Math.round(origin.lat * 1000) / 1000, lng: Math.round(origin.lng * 1000) / 1000 };
}

export function useProviderSearch(params: { q: string; city: string; cashlessOnly: boolean; origin: LatLng; pageSize?: number; enabled?: boolean }) {
  const { http } = useRemoteServices();
  const { origin } = params;
  const base = { q: params.q, city: params.city, cashless: params.cashlessOnly, lat: origin.lat, lng: origin.lng, pageSize: params.pageSize ?? PROVIDER_PAGE_SIZE };
  return useInfiniteQuery({
    queryKey: cashlessKeys.providers(base),
    queryFn: ({ pageParam }) => searchProviders(http, { ...base, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
    enabled: params.enabled ?? true,
  });
}
