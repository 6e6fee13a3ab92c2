import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../i18n/dateTime';
import { ErrorView } from './StatusView';
import { useOnline } from './useOnline';

export { useOnline };

/** What a page's query looks like to the offline notices (a TanStack Query result fits). */
export interface QueryFreshness {
  data: unknown;
  dataUpdatedAt: number;
  isError: boolean;
}

const notice: CSSProperties = { margin: '8px 16px', padding: '8px 12px', borderRadius: 8, background: '#fef3c7', color: '#713f12', fontSize: '0.875rem', lineHeight: 1.4 };

/**
 * "Last updated <time>" over data the page shows from the phone's copy: with no signal, or when
 * the latest refresh failed. Nothing while the data is fresh from the API.
 */
export function LastUpdatedNotice({ query, testId = 'last-updated' }: { query: QueryFreshness; testId?: string }) {
  const { t } = useTranslation('common');
  const online = useOnline();
  if (query.data === undefined || !query.dataUpdatedAt || (online && !query.isError)) return null;
  // docs/requirements.md §9's time format in both languages, like every other time the app shows.
  const time = formatDateTime(query.dataUpdatedAt);
  return (
    <p role="status" style={notice} data-testid={testId}>
      {t(online ? 'offline.refreshFailed' : 'offline.showingSaved', { time })}
    </p>
  );
}

/** A page with nothing saved on this phone and no signal: say so, and offer to try again. */
export function OfflineEmptyView({ onRetry, testId = 'offline-empty' }: { onRetry: () => void; testId?: string }) {
  return <ErrorView messageKey="offline.nothingSaved" onRetry={onRetry} testId={testId} />;
}

export type OfflineAwareView = 'loading' | 'offline-empty' | 'error' | 'data';

/**
 * Which view a page's query calls for: data whenever there is some (fresh, or the phone's copy
 * when a refresh failed), "nothing saved" when a first fetch waits for a connection (TanStack
 * Query pauses it offline), else loading or the error view.
 */
export function offlineAwareView(query: { data: unknown; isPending: boolean; isError: boolean; fetchStatus: string }, online = navigator.onLine): OfflineAwareView {
  if (query.data !== undefined) return 'data';
  if (query.isPending && query.fetchStatus === 'paused') return 'offline-empty';
  // An app started with no signal: TanStack Query takes the page for online until an `offline`
  // event, so the first fetch fails instead of pausing. Still nothing saved, not a load error.
  if (query.isError && !online) return 'offline-empty';
  if (query.isError) return 'error';
  return 'loading';
}
