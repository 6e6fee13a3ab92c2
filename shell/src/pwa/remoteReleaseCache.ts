import { CACHE_NAMES } from './cachingRules';

/** What the worker needs of the Cache Storage API (the browser's `caches`). */
export interface CacheStore {
  open(name: string): Promise<Pick<Cache, 'match' | 'put'>>;
}

interface FederationManifest {
  metaData?: { remoteEntry?: { path?: string; name?: string } };
  shared?: { assets?: AssetLists }[];
  exposes?: { assets?: AssetLists }[];
}
type AssetLists = { js?: { sync?: string[]; async?: string[] }; css?: { sync?: string[]; async?: string[] } };

/** Files fetched at a time: the worker shares the phone's connection with the page. */
const PARALLEL_FETCHES = 4;

/** Every file of a remote's release its manifest names: entry, exposed modules and shared copies, sync and async. */
export function releaseFilesOf(manifestUrl: string, manifest: FederationManifest): { entry: string | null; chunks: string[] } {
  const entry = manifest.metaData?.remoteEntry;
  // publicPath 'auto' (shared/build/federation.mjs): chunks sit beside the entry.
  const base = new URL(entry?.path ? `${entry.path.replace(/\/$/, '')}/` : './', manifestUrl);
  const lists = [...(manifest.shared ?? []), ...(manifest.exposes ?? [])].map((m) => m.assets ?? {});
  const names = new Set(lists.flatMap((a) => [...(a.js?.sync ?? []), ...(a.js?.async ?? []), ...(a.css?.sync ?? []), ...(a.css?.async ?? [])]));
  return { entry: entry?.name ? new URL(entry.name, base).href : null, chunks: [...names].map((name) => new URL(name, base).href).sort() };
}

/**
 * Keeps a remote's whole current release on the phone: its entry (network-first, with the maps)
 * and every chunk (immutable). Which chunks a later offline start needs cannot be known in
 * advance (a shared library comes from whichever remote loads first), so all of them are kept;
 * older releases' chunks age out of the code cache (serviceWorker.ts).
 */
export async function keepRemoteRelease(fetchImpl: typeof fetch, caches: CacheStore, manifestUrl: string, manifest: FederationManifest): Promise<void> {
  const { entry, chunks } = releaseFilesOf(manifestUrl, manifest);
  const maps = await caches.open(CACHE_NAMES.remoteMaps);
  if (entry) {
    const response = await fetchImpl(entry, { cache: 'no-cache' }).catch(() => null);
    if (response?.ok) await maps.put(entry, response);
  }
  const code = await caches.open(CACHE_NAMES.remoteCode);
  const queue = [...chunks];
  const worker = async () => {
    for (let url = queue.shift(); url; url = queue.shift()) {
      if (await code.match(url)) continue;
      const response = await fetchImpl(url).catch(() => null);
      if (response?.ok) await code.put(url, response);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_FETCHES }, worker));
}

/**
 * When the worker first takes over: the remotes map and every remote's release. The page that
 * installed the worker read them before there was a worker to keep a copy, and they are
 * `no-cache` at the gateway, so without this the first offline start would have no remotes.
 */
export async function keepAllRemotes(fetchImpl: typeof fetch, caches: CacheStore, origin: string): Promise<void> {
  const mapResponse = await fetchImpl('/remotes.json', { cache: 'no-cache' });
  if (!mapResponse.ok) return;
  const maps = await caches.open(CACHE_NAMES.remoteMaps);
  await maps.put(new URL('/remotes.json', origin).href, mapResponse.clone());
  const map = (await mapResponse.json()) as Record<string, unknown>;
  const manifestUrls = Object.values(map).filter((url): url is string => typeof url === 'string').map((url) => new URL(url, origin).href);
  await Promise.all(
    manifestUrls.map(async (url) => {
      const response = await fetchImpl(url, { cache: 'no-cache' }).catch(() => null);
      if (!response?.ok) return;
      await maps.put(url, response.clone());
      await keepRemoteRelease(fetchImpl, caches, url, (await response.json()) as FederationManifest);
    }),
  );
}
