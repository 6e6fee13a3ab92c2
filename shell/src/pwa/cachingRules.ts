/**
 * What the service worker (serviceWorker.ts) does with each request, as pure functions so they are
 * tested without a browser (cachingRules.test.ts).
 *
 * - The shell's own files are precached at install (the build's list), so a reload with no
 *   signal still starts the app.
 * - The remotes map and each remote's manifest and entry go to the network first and fall back
 *   to the last copy: a release or a rollback takes effect on the next load whenever there is
 *   signal, and the last one seen still starts with none.
 * - A remote's chunks carry a content hash and never change: cache first.
 * - The API is never cached here: the app keeps the few answers it shows offline per user in its
 *   query caches (shared/src/kit/offlineCache.ts), which logout wipes.
 */
export type CachingRule = 'network-first' | 'cache-first' | 'none';

/** `[name].[contenthash:8].js` and assets (shared/build/federation.mjs output naming). */
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;

export const CACHE_NAMES = { remoteCode: 'sencare-remote-code', remoteMaps: 'sencare-remote-maps', pages: 'sencare-pages' } as const;

export function cachingRuleFor(url: URL, sameOrigin: boolean): CachingRule {
  if (!sameOrigin || url.pathname.startsWith('/api/')) return 'none';
  if (url.pathname === '/remotes.json') return 'network-first';
  if (!url.pathname.startsWith('/mfe/')) return 'none';
  return HASHED.test(url.pathname) ? 'cache-first' : 'network-first';
}
