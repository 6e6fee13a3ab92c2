import { combineLatest, type Observable } from '@sencare/shared/channel';
import { prefetchAllowed } from '../federation/prefetchPolicy';
import { roleOf } from '../routing/roles';
import type { KeepMessage } from './workerPolicy';

/** What the worker is told about: who is signed in, and whether the PIN lock is on. */
export interface SignedInSource {
  channel: { state$: Observable<{ status: string; user: { role?: string } | null }> };
  lock: { locked$: Observable<boolean> };
}

/** The modules the shell hands remotes (shared/build/hostShared.mjs, through the build). */
const HOST_SHARED = Object.keys(JSON.parse(process.env.SENCARE_HOST_SHARED ?? '{}') as Record<string, unknown>);

/** The page's own same-origin files as it loaded them (not the API, not remotes): the login page's files. */
export function pageFilesOf(entries: { name: string }[], origin: string): string[] {
  const files = entries.map((entry) => new URL(entry.name, origin)).filter((url) => url.origin === origin && !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/mfe/') && url.pathname !== '/remotes.json');
  return [...new Set([new URL('/', origin).href, ...files.map((url) => url.origin + url.pathname)])];
}

/**
 * What the worker may keep now (workerPolicy.ts), or null while the PIN lock is on: a locked
 * phone says nothing, so an offline start keeps everything it had.
 */
export function keepMessageFor(state: { status: string; user: { role?: string } | null }, locked: boolean, fetchAhead: boolean, pageFiles: string[]): KeepMessage | null {
  if (state.status === 'authenticated' && locked) return null;
  const role = state.status === 'authenticated' ? roleOf(state.user) : null;
  return { type: 'sencare:keep', role, fetchAhead, pageFiles, hostShared: HOST_SHARED };
}

/**
 * Registers /sw.js (serviceWorker.ts) in production builds, after the page has loaded so the
 * worker never competes with the first screen, then tells it who is signed in each time that
 * changes. The worker fetches nothing at install; it keeps ahead only what the person can open,
 * and nothing with Save-Data, on 2g or offline (prefetchPolicy.ts, the same rule as the idle
 * prefetch of remotes). A new worker waits until every tab of the old one is closed (Workbox's
 * default): an open page keeps the shell files it started with instead of meeting a newer
 * release's chunks halfway.
 */
export function registerServiceWorker(session: SignedInSource): void {
  if (process.env.SENCARE_SERVICE_WORKER !== 'on' || !('serviceWorker' in navigator)) return;
  const tellWorker = (registration: ServiceWorkerRegistration) => {
    let last = '';
    combineLatest([session.channel.state$, session.lock.locked$]).subscribe(([state, locked]) => {
      const message = keepMessageFor(state, locked, prefetchAllowed(), pageFilesOf(performance.getEntriesByType('resource'), location.origin));
      const key = message && `${message.role}:${message.fetchAhead}`;
      if (!message || key === last) return;
      last = key ?? '';
      registration.active?.postMessage(message);
    });
  };
  const register = () =>
    void navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(() => navigator.serviceWorker.ready)
      .then(tellWorker)
      .catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
