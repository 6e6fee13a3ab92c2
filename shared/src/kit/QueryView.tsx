import type { ReactNode } from 'react';
import { isNotFound } from '@sencare/shared/http';
import { EmptyView, ErrorView, LoadingView, OfflineEmptyView, offlineAwareView } from '@sencare/shared/ui';

/** What QueryView reads of a page's query (a TanStack Query result fits). */
export interface QueryViewQuery<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  fetchStatus: string;
  refetch: () => unknown;
}

export interface QueryViewProps<T> {
  query: QueryViewQuery<T>;
  /** The page's name in test ids: `${testId}-error`, `${testId}-not-found`, `${testId}-empty`. */
  testId: string;
  /** The page, once there is data (fresh, or this phone's saved copy). */
  children: (data: T) => ReactNode;
  /** A list's empty state: when the data counts as empty, and what to say (else common "Nothing here yet"). */
  empty?: { when: (data: T) => boolean; text?: ReactNode };
  /** What a 404 shows (a detail page's own words and way back); else "This page does not exist". */
  notFound?: ReactNode;
  /** The error view's headline, a `common` key (e.g. the API's message); else by connection. */
  errorKey?: (error: unknown) => string | undefined;
  /** Wraps the page and its empty state alike (pull-to-refresh, the page's frame). */
  frame?: (content: ReactNode) => ReactNode;
}

/**
 * The one way a remote's list or detail page shows its main query (docs/architecture.md "One way per
 * concern"): the loading view (after 200 ms, docs/requirements.md §9), "not saved on this phone" with no signal and
 * nothing saved, the error view with a retry (a 404 says the thing does not exist: a retry would not
 * bring it back), the empty state of a list, or the page. Data wins over everything else, so a saved
 * copy stays on screen when a refresh fails.
 */
export function QueryView<T>({ query, testId, children, empty, notFound, errorKey, frame = (content) => content }: QueryViewProps<T>) {
  const retry = () => void query.refetch();
  const view = offlineAwareView(query);
  if (view === 'loading') return <LoadingView />;
  if (view === 'offline-empty') return <OfflineEmptyView onRetry={retry} />;
  if (view === 'error' || query.data === undefined) {
    if (isNotFound(query.error)) return <>{notFound ?? <ErrorView messageKey="error.notFound" testId={`${testId}-not-found`} />}</>;
    return <ErrorView messageKey={errorKey?.(query.error)} onRetry={retry} testId={`${testId}-error`} />;
  }
  const data = query.data;
  return <>{frame(empty?.when(data) ? <EmptyView testId={`${testId}-empty`}>{empty.text}</EmptyView> : children(data))}</>;
}
