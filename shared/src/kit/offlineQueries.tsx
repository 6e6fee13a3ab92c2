import { useMemo, type ReactNode } from 'react';
import { QueryClientProvider, type Query, type QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { SessionChannel } from '../channel/sessionChannel';
import { offlineDataKey, offlineStorage } from '../http/offlineData';

/**
 * A query marked `meta: OFFLINE_META` is kept on the phone and shown with no signal (issue 10
 * §2: e-cards, policies, the claim list), with the time it was fetched (LastUpdatedNotice in
 * @sencare/shared/ui). Nothing else a remote fetches is stored.
 */
export const OFFLINE_META = { offline: true } as const;

export const isKeptOffline = (query: Query): boolean => query.meta?.offline === true && query.state.status === 'success';

/** A copy older than this is dropped rather than shown: a month-old policy list misleads more than it helps. */
export const OFFLINE_MAX_AGE_MS = 30 * 24 * 3600_000;

/** Writes are batched; half a second keeps a burst of answers to one write without losing the last one at a quick reload. */
const WRITE_THROTTLE_MS = 500;

/**
 * The remote's query cache, kept under the signed-in user's key while that user is signed in.
 * Writes check the session first: a write that was waiting when the user logged out (the shell
 * wipes offline data then) must not bring the data back.
 */
export function OfflineQueryProvider({ client, remote, channel, enabled, children }: { client: QueryClient; remote: string; channel: SessionChannel; enabled: boolean; children: ReactNode }) {
  const userCode = channel.getState().userCode;
  const persister = useMemo(() => {
    const storage = offlineStorage();
    if (!enabled || !storage || !userCode) return null;
    const stillSignedIn = () => channel.getState().userCode === userCode && channel.getState().status === 'authenticated';
    return createAsyncStoragePersister({
      key: offlineDataKey(userCode, remote),
      throttleTime: WRITE_THROTTLE_MS,
      storage: {
        getItem: (key) => storage.getItem(key),
        setItem: (key, value: string) => (stillSignedIn() ? storage.setItem(key, value) : undefined),
        removeItem: (key) => storage.removeItem(key),
      },
    });
  }, [enabled, userCode, remote, channel]);
  if (!persister) return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return (
    <PersistQueryClientProvider client={client} persistOptions={{ persister, maxAge: OFFLINE_MAX_AGE_MS, buster: remote, dehydrateOptions: { shouldDehydrateQuery: isKeptOffline } }}>
      {children}
    </PersistQueryClientProvider>
  );
}
