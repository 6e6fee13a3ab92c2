import { CACHE_NAMES } from './cachingRules';
import { releaseFilesOf, remoteFilesToDrop, rootsForRole, type FederationManifest, type WorkerState } from './workerPolicy';

/** What the worker needs of the Cache Storage API (the browser's `caches`). */
export interface CacheStore {
  open(name: string): Promise<Pick<Cache, 'match' | 'put' | 'keys' | 'delete'>>;
}

/** Files fetched at a time: the worker shares the phone's connection with the page. */
const PARALLEL_FETCHES = 4;

/** Fetches what the cache lacks, a few at a time; a file that fails is simply not kept. */
async function keepMissing(fetchImpl: typeof fetch, cache: Pick<Cache, 'match' | 'put'>, urls: string[], init?: RequestInit): Promise<void> {
  const queue = [...urls];
  const worker = async () => {
    for (let url = queue.shift(); url; url = queue.shift()) {
      if (await cache.match(url)) continue;
      const response = await fetchImpl(url, init).catch(() => null);
      if (response?.ok) await cache.put(url, response);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_FETCHES }, worker));
}

/**
 * Keeps a remote's current release on the phone: its entry (network-first, with the maps) and
 * the chunks of its own modules (immutable; workerPolicy.ts releaseFilesOf leaves out its copies
 * of what the shell provides). Older releases' chunks age out of the code cache (serviceWorker.ts).
 */
export async function keepRemoteRelease(fetchImpl: typeof fetch, caches: CacheStore, manifestUrl: string, manifest: FederationManifest, hostShared: ReadonlySet<string>): Promise<void> {
  const { entry, chunks } = releaseFilesOf(manifestUrl, manifest, hostShared);
  const maps = await caches.open(CACHE_NAMES.remoteMaps);
  if (entry) {
    const response = await fetchImpl(entry, { cache: 'no-cache' }).catch(() => null);
    if (response?.ok) await maps.put(entry, response);
  }
  await keepMissing(fetchImpl, await caches.open(CACHE_NAMES.remoteCode), chunks);
}

async function fetchJson(fetchImpl: typeof fetch, url: string): Promise<{ response: Response; json: unknown } | null> {
  const response = await fetchImpl(url, { cache: 'no-cache' }).catch(() => null);
  if (!response?.ok) return null;
  const json: unknown = await response.clone().json().catch(() => null);
  return json === null ? null : { response, json };
}

/**
 * Signed in with a network worth using: the remotes map, and the manifest and release of every
 * remote the role opens (its src/remote.json `roles`). Returns the roots of those remotes, or
 * null when the map could not be read (the worker then keeps what it had).
 */
export async function keepRemotesOfRole(fetchImpl: typeof fetch, caches: CacheStore, origin: string, role: string, hostShared: ReadonlySet<string>): Promise<string[] | null> {
  const map = await fetchJson(fetchImpl, new URL('/remotes.json', origin).href);
  if (!map || typeof map.json !== 'object') return null;
  const maps = await caches.open(CACHE_NAMES.remoteMaps);
  await maps.put(new URL('/remotes.json', origin).href, map.response);
  const manifestUrls = Object.values(map.json as Record<string, unknown>)
    .filter((url): url is string => typeof url === 'string')
    .map((url) => new URL(url, origin).href);
  const manifests = (await Promise.all(manifestUrls.map(async (url) => ({ url, read: await fetchJson(fetchImpl, url) })))).flatMap(({ url, read }) =>
    read ? [{ url, manifest: read.json as FederationManifest, response: read.response }] : [],
  );
  const roots = rootsForRole(manifests, role);
  const opened = manifests.filter(({ url }) => roots.some((root) => new URL(url).pathname.startsWith(root)));
  await Promise.all(
    opened.map(async ({ url, manifest, response }) => {
      await maps.put(url, response);
      await keepRemoteRelease(fetchImpl, caches, url, manifest, hostShared);
    }),
  );
  return roots;
}

/** Removes every cached remote file the state does not allow: another role's portal, or all of them after a sign-out. */
export async function dropRemotesNotAllowed(caches: CacheStore, state: WorkerState): Promise<void> {
  for (const name of [CACHE_NAMES.remoteCode, CACHE_NAMES.remoteMaps]) {
    const cache = await caches.open(name);
    const urls = (await cache.keys()).map((request) => request.url);
    await Promise.all(remoteFilesToDrop(urls, state).map((url) => cache.delete(url)));
  }
}

/**
 * The shell's own files: `urls` fetched as the browser's HTTP cache allows (the page has just
 * loaded most of them, so they rarely cross the network again); a file of an older build, not in
 * `current`, is dropped.
 */
export async function keepShellFiles(fetchImpl: typeof fetch, caches: CacheStore, urls: string[], current?: Set<string>): Promise<void> {
  const shell = await caches.open(CACHE_NAMES.shell);
  if (current) {
    const stale = (await shell.keys()).map((request) => request.url).filter((url) => !current.has(url));
    await Promise.all(stale.map((url) => shell.delete(url)));
  }
  await keepMissing(fetchImpl, shell, urls);
}
