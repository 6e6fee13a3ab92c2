/**
 * When the shell may fetch remotes nobody asked for yet: only
 * once the screen is idle, and never against the user's wish or network. Kept apart from
 * ./prefetchRemotes.ts so home can ask without loading the catalog.
 */

/** The Network Information API (Chromium, Android WebViews); Safari and Firefox have none. */
interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

type NavigatorLike = Pick<Navigator, 'onLine'> & { connection?: NetworkInformationLike };

/** No prefetch with Save-Data on (the user pays per megabyte), on 2g or slow-2g, or with no signal. */
export function prefetchAllowed(nav: NavigatorLike = navigator as NavigatorLike): boolean {
  if (nav.onLine === false) return false;
  const connection = nav.connection;
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

export const IDLE = {
  /** requestIdleCallback runs it by then even on a page that is never idle. */
  timeoutMs: 3000,
  /** Without requestIdleCallback (Safari): a moment after home settles. */
  fallbackDelayMs: 1500,
} as const;

type IdleWindow = Pick<Window, 'setTimeout' | 'clearTimeout'> & Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>>;

/** Runs `task` when the main thread is idle; returns what cancels it. */
export function whenIdle(task: () => void, win: IdleWindow = window): () => void {
  if (typeof win.requestIdleCallback === 'function' && typeof win.cancelIdleCallback === 'function') {
    const id = win.requestIdleCallback(() => task(), { timeout: IDLE.timeoutMs });
    return () => win.cancelIdleCallback?.(id);
  }
  const id = win.setTimeout(task, IDLE.fallbackDelayMs);
  return () => win.clearTimeout(id);
}
