import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorView, LoadingView } from '@sencare/shared/ui';
import { ApiError } from '@sencare/shared/http';

/**
 * The three states of a page's main query: the loading view (after the spec's 200 ms), the error
 * view with a retry (a 404 says so: retrying will not bring it back), or the page.
 */
export function QueryView<T>({ query, children, testId }: { query: UseQueryResult<T>; children: (data: T) => ReactNode; testId: string }) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.httpStatus === 404;
    return notFound ? <ErrorView messageKey="error.notFound" testId={`${testId}-not-found`} /> : <ErrorView onRetry={() => void query.refetch()} testId={`${testId}-error`} />;
  }
  return <LoadingView />;
}
