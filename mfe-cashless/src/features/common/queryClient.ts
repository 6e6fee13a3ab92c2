import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@sencare/shared/http';

/** One retry for transport failures only: a 4xx answer will not change by asking again. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.httpStatus >= 400 && error.httpStatus < 500),
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
    },
  });
}
