import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { QueryClientProvider, type Query, type QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider, persistQueryClientSave, type Persister } from '@tanstack/react-query-persist-client';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { SessionChannel } from '../channel/sessionChannel';
import { offlineDataKey, offlineStorage } from '../http/offlineData';

/**
 * A query marked `meta: OFFLINE_META` is kept on the phone and shown with no signal (e-cards,
 * policies, the claim list), with the time it was fetched (LastUpdatedNotice in
 * @sencare/shared/ui). Nothing else a remote fetches is stored.
 */
export const OFFLINE_META = { offline: true } as const;

export const isKeptOffline = (query: Query): boolean => query.meta?.offline === true && query.state.status === 'success';

/** A copy older than this is dropped rather than shown: a month-old policy list misleads more than it helps. */
export const OFFLINE_MAX_AGE_MS = 30 * 24 * 3600_000;

/** Writes are batched; half a second keeps a burst of answers to one write without losing the last one at a quick reload. */
export const WRITE_THROTTLE_MS = 500;

/** Where one user's copy of one remote's offline queries is written, and how. */
interface OfflineStore {
  /** The library's writer, throttled to WRITE_THROTTLE_MS. */
  persister: Persister;
  /** The same write at once, for a page or a remote that is going away. */
  writeNow: Persister;
}

function offlineStoreOf(channel: SessionChannel, userCode: string, remote: string): OfflineStore | null {
  const storage = offlineStorage();
  if (!storage) return null;
  const key = offlineDataKey(userCode, remote);
  const stillSignedIn = () => channel.getState().userCode === userCode && channel.getState().status === 'authenticated';
  const guarded = {
    getItem: (name: string) => storage.getItem(name),
    setItem: (name: string, value: string) => (stillSignedIn() ? storage.setItem(name, value) : undefined),
    removeItem: (name: string) => storage.removeItem(name),
  };
  const persister = createAsyncStoragePersister({ key, throttleTime: WRITE_THROTTLE_MS, storage: guarded });
  const writeNow: Persister = {
    persistClient: (client) => guarded.setItem(key, JSON.stringify(client)),
    restoreClient: async () => undefined,
    removeClient: () => undefined,
  };
  return { persister, writeNow };
}

/**
 * The throttle may still hold the last answers of a visit when the remote unmounts or the page
 * goes away (a reload, the app closed), and a waiting write dies with the page: they are written
 * at once then. e2e offline.spec lost the policy list this way once moving on to the next remote
 * took less than WRITE_THROTTLE_MS (the prefetch). Never before the restore has finished:
 * the cache would not yet hold what is stored, and the write would replace it with less.
 */
function useWriteBeforeLeaving(save: (() => void) | null): void {
  useEffect(() => {
    if (!save) return undefined;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') save();
    };
    window.addEventListener('pagehide', save);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', save);
      document.removeEventListener('visibilitychange', onVisibility);
      save();
    };
  }, [save]);
}

const DEHYDRATE = { shouldDehydrateQuery: isKeptOffline };

/**
 * The remote's query cache, kept under the signed-in user's key while that user is signed in.
 * Writes check the session first: a write that was waiting when the user logged out (the shell
 * wipes offline data then) must not bring the data back.
 */
export function OfflineQueryProvider({ client, remote, channel, enabled, children }: { client: QueryClient; remote: string; channel: SessionChannel; enabled: boolean; children: ReactNode }) {
  const userCode = channel.getState().userCode;
  const store = useMemo(() => (enabled && userCode ? offlineStoreOf(channel, userCode, remote) : null), [enabled, userCode, remote, channel]);
  // Which store the cache was restored from: a write goes only there (another user's key never gets this cache).
  const restoredFrom = useRef<OfflineStore | null>(null);
  const save = useCallback(() => {
    if (store && restoredFrom.current === store) void persistQueryClientSave({ queryClient: client, persister: store.writeNow, buster: remote, dehydrateOptions: DEHYDRATE });
  }, [store, client, remote]);
  useWriteBeforeLeaving(store ? save : null);
  if (!store) return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return (
    <PersistQueryClientProvider
      client={client}
      persistOptions={{ persister: store.persister, maxAge: OFFLINE_MAX_AGE_MS, buster: remote, dehydrateOptions: DEHYDRATE }}
      onSuccess={() => {
        restoredFrom.current = store;
      }}
    >
      {children}
    </PersistQueryClientProvider>
  );
}
