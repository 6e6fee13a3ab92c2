import { useCallback } from 'react';
import { navigate, useHashLocation } from '@sencare/shared/routing';

export interface ProviderFilters {
  q: string;
  city: string;
  cashlessOnly: boolean;
  /** A provider opened in the detail sheet. */
  id: number | null;
}

/** Filters live in the hash query, so a search can be shared, reloaded and handed between list and map. */
export function useProviderFilters(): ProviderFilters & { path: string; update(change: Partial<ProviderFilters>): void } {
  const { path, query } = useHashLocation();
  const filters: ProviderFilters = {
    q: query.q ?? '',
    city: query.city ?? '',
    cashlessOnly: query.cashless === 'true',
    id: query.id && /^\d+$/.test(query.id) ? Number(query.id) : null,
  };
  const update = useCallback(
    (change: Partial<ProviderFilters>) => {
      const next = { ...filters, ...change };
      navigate(path, toQuery(next), { replace: true });
    },
    // The current values are read from the hash at call time through `filters` of this render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [path, query.q, query.city, query.cashless, query.id],
  );
  return { ...filters, path, update };
}

export function toQuery(filters: ProviderFilters): Record<string, string | undefined> {
  return {
    q: filters.q || undefined,
    city: filters.city || undefined,
    cashless: filters.cashlessOnly ? 'true' : undefined,
    id: filters.id ? String(filters.id) : undefined,
  };
}
