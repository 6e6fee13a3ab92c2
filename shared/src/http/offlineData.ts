/**
 * What the app keeps on the phone to show with no signal: each remote's offline
 * queries (shared/src/kit/offlineQueries.tsx) and the shell's offline PIN check, all under one
 * prefix and the user's code, so one call wipes them at logout and another user never reads them.
 */
export const OFFLINE_DATA_PREFIX = 'sencare-offline:';

type KeyedStorage = Pick<Storage, 'length' | 'key' | 'removeItem'>;

/** The storage key of one part (a remote's name, or `pin`) of one user's offline data. */
export const offlineDataKey = (userCode: string, part: string): string => `${OFFLINE_DATA_PREFIX}${userCode}:${part}`;

/** The browser's localStorage, or null where there is none (a locked-down WebView, private mode errors). */
export function offlineStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** Removes every user's offline data, or everyone's but `keepUserCode`'s. */
export function wipeOfflineData(storage: KeyedStorage | null = offlineStorage(), keepUserCode?: string): void {
  if (!storage) return;
  const keep = keepUserCode ? offlineDataKey(keepUserCode, '') : null;
  const doomed: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(OFFLINE_DATA_PREFIX) && !(keep && key.startsWith(keep))) doomed.push(key);
  }
  for (const key of doomed) storage.removeItem(key);
}
