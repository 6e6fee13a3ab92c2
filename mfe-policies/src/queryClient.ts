import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@sencare/shared/http';

/** One retry for transport hiccups; an answer from the API (4xx, -93) is final. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.httpStatus > 0 && error.httpStatus < 500),
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
    },
  });
}
