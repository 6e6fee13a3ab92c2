/**
 * The service worker, built by workbox-webpack-plugin's InjectManifest from this
 * file (shell/webpack.config.mjs) and served as /sw.js. What it does with each request is decided
 * in cachingRules.ts.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CACHE_NAMES, cachingRuleFor } from './cachingRules';
import { keepAllRemotes, keepRemoteRelease } from './remoteReleaseCache';

// The worker's global, typed by hand: the shell compiles against the DOM library, not WebWorker.
declare const self: {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  location: Location;
  addEventListener(type: 'activate', listener: (event: { waitUntil(promise: Promise<unknown>): void }) => void): void;
};

/**
 * A remote manifest fresh from the network: keep that release's files too, so a later start
 * with no signal finds every chunk (remoteReleaseCache.ts).
 */
const keepReleaseOfManifest = {
  cacheDidUpdate: async ({ request, newResponse, event }: { request: Request; newResponse: Response; event: { waitUntil(promise: Promise<unknown>): void } }) => {
    if (!new URL(request.url).pathname.endsWith('/mf-manifest.json')) return;
    // In the background: the page gets its manifest now, not after the release's files.
    const keep = async () => {
      const manifest = await newResponse.clone().json().catch(() => null);
      if (manifest) await keepRemoteRelease(fetch, caches, request.url, manifest);
    };
    event.waitUntil(keep().catch(() => undefined));
  },
};

/** A slow network counts as none after this long: the front desk should not watch a spinner. */
const NETWORK_TIMEOUT_SECONDS = 4;

// Navigations first, so a reachable server's page wins over the precached copy (the precache
// route below would otherwise answer "/" from the cache); with no signal, the precached page.
registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: CACHE_NAMES.pages,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [{ handlerDidError: async () => (await matchPrecache('index.html')) ?? Response.error() }],
    }),
  ),
);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  ({ url }) => cachingRuleFor(url, url.origin === self.location.origin) === 'network-first',
  new NetworkFirst({ cacheName: CACHE_NAMES.remoteMaps, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, plugins: [new ExpirationPlugin({ maxEntries: 100 }), keepReleaseOfManifest] }),
);

registerRoute(
  ({ url }) => cachingRuleFor(url, url.origin === self.location.origin) === 'cache-first',
  // Older releases' chunks age out; 400 entries hold several releases of every remote.
  new CacheFirst({ cacheName: CACHE_NAMES.remoteCode, plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 24 * 3600, purgeOnQuotaError: true })] }),
);

// The first worker takes over the page that installed it (a later one waits for the old tabs to
// close: registerServiceWorker.ts), and keeps the remotes that page already read.
clientsClaim();
self.addEventListener('activate', (event) => event.waitUntil(keepAllRemotes(fetch, caches, self.location.origin).catch(() => undefined)));
