/**
 * What the service worker (serviceWorker.ts) does with each request, as pure functions so they are
 * tested without a browser (cachingRules.test.ts).
 *
 * - The shell's own files: content-hashed ones never change (cache first); the page, main.js and
 *   the web app manifest go to the network first and fall back to the last copy, so a reload
 *   with no signal still starts the app. Nothing is fetched at install: what the worker keeps
 *   ahead of use, and when, is workerPolicy.ts's business (the person's role and network).
 * - The remotes map and each remote's manifest and entry go to the network first and fall back
 *   to the last copy: a release or a rollback takes effect on the next load whenever there is
 *   signal, and the last one seen still starts with none.
 * - A remote's chunks carry a content hash and never change: cache first.
 * - The API is never cached here: the app keeps the few answers it shows offline per user in its
 *   query caches (shared/src/kit/offlineCache.ts), which logout wipes. Nor is the worker itself.
 */
export type CachingRule = 'network-first' | 'cache-first' | 'none';

/** `[name].[contenthash:8].js` and assets (shared/build/federation.mjs output naming). */
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;

export const CACHE_NAMES = {
  remoteCode: 'sencare-remote-code',
  remoteMaps: 'sencare-remote-maps',
  pages: 'sencare-pages',
  shell: 'sencare-shell',
  /** The worker's memory of who is signed in (workerPolicy.ts WorkerState). */
  state: 'sencare-worker-state',
} as const;

export function cachingRuleFor(url: URL, sameOrigin: boolean): CachingRule {
  if (!sameOrigin || url.pathname.startsWith('/api/') || url.pathname === '/sw.js') return 'none';
  if (url.pathname === '/remotes.json') return 'network-first';
  return HASHED.test(url.pathname) ? 'cache-first' : 'network-first';
}

/** Which cache a request's copy goes to: a remote's, or the shell's own. */
export function cacheNameFor(url: URL, rule: Exclude<CachingRule, 'none'>): string {
  const remote = url.pathname === '/remotes.json' || url.pathname.startsWith('/mfe/');
  if (!remote) return CACHE_NAMES.shell;
  return rule === 'cache-first' ? CACHE_NAMES.remoteCode : CACHE_NAMES.remoteMaps;
}
