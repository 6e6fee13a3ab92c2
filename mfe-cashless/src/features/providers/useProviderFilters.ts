import { useCallback, useEffect, useRef } from 'react';
import { navigate, useHashLocation } from '@sencare/shared/routing';

export interface ProviderFilters {
  q: string;
  city: string;
  cashlessOnly: boolean;
  /** A provider opened in the detail sheet. */
  id: number | null;
}

/** Filters live in the hash query, so a search can be shared, reloaded and handed between list and map. */
export function useProviderFilters(): ProviderFilters & {
  path: string;
  update(change: Partial<ProviderFilters>): void;
  openDetail(id: number): void;
  closeDetail(): void;
} {
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
  // The details sheet is a history entry of its own, so the phone's back button closes it.
  const pushedDetail = useRef(false);
  useEffect(() => {
    // Closed some other way (the back button): nothing of ours left to pop.
    if (filters.id === null) pushedDetail.current = false;
  }, [filters.id]);
  const openDetail = useCallback(
    (id: number) => {
      pushedDetail.current = true;
      navigate(path, toQuery({ ...filters, id }));
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [path, query.q, query.city, query.cashless],
  );
  const closeDetail = useCallback(() => {
    if (pushedDetail.current) {
      pushedDetail.current = false;
      window.history.back();
    } else update({ id: null });
  }, [update]);
  return { ...filters, path, update, openDetail, closeDetail };
}

export function toQuery(filters: ProviderFilters): Record<string, string | undefined> {
  return {
    q: filters.q || undefined,
    city: filters.city || undefined,
    cashless: filters.cashlessOnly ? 'true' : undefined,
    id: filters.id ? String(filters.id) : undefined,
  };
}
