import { ApiError } from './types';

/**
 * One retry for transport hiccups (no HTTP status, or a 5xx); an answer from the API (4xx, -93)
 * will not change by asking again, and -93 is the shell's to handle.
 */
export function retryTransportFailureOnce(failures: number, error: unknown): boolean {
  const status = error instanceof ApiError ? error.httpStatus : 0;
  return failures < 1 && (status === 0 || status >= 500);
}

/**
 * Defaults for every remote's TanStack Query client (each remote bundles its own
 * @tanstack/react-query, so each makes its own client from these).
 */
export const QUERY_DEFAULTS = {
  queries: { retry: retryTransportFailureOnce, staleTime: 30_000, refetchOnWindowFocus: false },
  mutations: { retry: false },
} as const;
