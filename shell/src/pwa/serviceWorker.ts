/**
 * The service worker, built by workbox-webpack-plugin's InjectManifest from this
 * file (shell/webpack.config.mjs) and served as /sw.js. What it does with each request is decided
 * in cachingRules.ts; what it keeps ahead of use, in workerPolicy.ts, on the page's word
 * (registerServiceWorker.ts): nothing at install, the login page's own files before sign-in, the
 * shell and the remotes of the person's role once signed in, and nothing in the background with
 * Save-Data, on 2g or offline.
 */
import { clientsClaim } from 'workbox-core';
import type { PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CACHE_NAMES, cacheNameFor, cachingRuleFor } from './cachingRules';
import { dropRemotesNotAllowed, keepRemotesOfRole, keepShellFiles } from './remoteReleaseCache';
import { isKeepMessage, mayKeepRemoteFile, remoteOpensFor, remoteRootOf, SIGNED_OUT, type KeepMessage, type WorkerState } from './workerPolicy';
import { allowRemoteRoot, readWorkerState, writeWorkerState } from './workerState';

interface ExtendableEventLike {
  waitUntil(promise: Promise<unknown>): void;
}

// The worker's global, typed by hand: the shell compiles against the DOM library, not WebWorker.
declare const self: {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  location: Location;
  addEventListener(type: 'activate', listener: (event: ExtendableEventLike) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableEventLike & { data: unknown }) => void): void;
};

/** The shell build's files (InjectManifest), kept once someone is signed in on a network worth using. */
const SHELL_FILES = self.__WB_MANIFEST.map((entry) => new URL(typeof entry === 'string' ? entry : entry.url, self.location.origin).href);

/** A slow network counts as none after this long: the front desk should not watch a spinner. */
const NETWORK_TIMEOUT_SECONDS = 4;

const sameOrigin = (url: URL) => url.origin === self.location.origin;

/**
 * A copy is stored only while it belongs to what the person can open: a remote's manifest when it
 * declares their role, a remote's entry or chunk when that remote is one of theirs (workerPolicy.ts).
 */
const onlyWhatThisPersonOpens = {
  cacheWillUpdate: async ({ request, response }: { request: Request; response: Response }) => {
    if (!response.ok) return null;
    const state = await readWorkerState(caches);
    if (new URL(request.url).pathname.endsWith('/mf-manifest.json')) {
      const manifest: unknown = await response.clone().json().catch(() => null);
      if (!manifest || !remoteOpensFor(manifest, state.role)) return null;
      const root = remoteRootOf(request.url);
      if (root) await allowRemoteRoot(caches, root);
      return response;
    }
    return mayKeepRemoteFile(request.url, state) ? response : null;
  },
};

// Navigations first: a reachable server's page wins; with no signal, the last copy of the page.
registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: CACHE_NAMES.pages,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [{ handlerDidError: async () => (await caches.match(new URL('/', self.location.origin).href)) ?? Response.error() }],
    }),
  ),
);

const ruleIs = (rule: 'network-first' | 'cache-first', remote: boolean) => ({ url }: { url: URL }) =>
  cachingRuleFor(url, sameOrigin(url)) === rule && (cacheNameFor(url, rule) !== CACHE_NAMES.shell) === remote;

registerRoute(ruleIs('network-first', false), new NetworkFirst({ cacheName: CACHE_NAMES.shell, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS }));
registerRoute(ruleIs('cache-first', false), new CacheFirst({ cacheName: CACHE_NAMES.shell }));
registerRoute(
  ruleIs('network-first', true),
  new NetworkFirst({ cacheName: CACHE_NAMES.remoteMaps, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, plugins: [onlyWhatThisPersonOpens, new ExpirationPlugin({ maxEntries: 100 })] }),
);
registerRoute(
  ruleIs('cache-first', true),
  // Older releases' chunks age out; 400 entries hold several releases of every remote.
  new CacheFirst({ cacheName: CACHE_NAMES.remoteCode, plugins: [onlyWhatThisPersonOpens, new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 24 * 3600, purgeOnQuotaError: true })] }),
);

/**
 * The page's word on who is signed in: drop what that person cannot open, then, if the network
 * allows, keep ahead what they can (the page's files before sign-in; the shell and their role's
 * remotes once signed in).
 */
async function keep(message: KeepMessage): Promise<void> {
  const previous = await readWorkerState(caches);
  const state: WorkerState = message.role === previous.role ? previous : { role: message.role, roots: [] };
  if (message.role !== null && message.fetchAhead) {
    state.roots = (await keepRemotesOfRole(fetch, caches, self.location.origin, message.role, new Set(message.hostShared))) ?? state.roots;
  }
  await writeWorkerState(caches, message.role === null ? SIGNED_OUT : state);
  await dropRemotesNotAllowed(caches, message.role === null ? SIGNED_OUT : state);
  if (!message.fetchAhead) return;
  const pageFiles = message.pageFiles.filter((url) => sameOrigin(new URL(url)));
  if (message.role === null) await keepShellFiles(fetch, caches, pageFiles);
  else await keepShellFiles(fetch, caches, [...new Set([...pageFiles, ...SHELL_FILES])], new Set([...SHELL_FILES, new URL('/', self.location.origin).href]));
}

self.addEventListener('message', (event) => {
  if (isKeepMessage(event.data)) event.waitUntil(keep(event.data).catch(() => undefined));
});

// The first worker takes over the page that installed it (a later one waits for the old tabs to
// close: registerServiceWorker.ts). A worker of an earlier build precached the whole shell and
// every remote at install: its caches go.
clientsClaim();
self.addEventListener('activate', (event) =>
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('workbox-precache')).map((name) => caches.delete(name))))
      .catch(() => undefined),
  ),
);
