/**
 * When the shell may fetch code nobody asked for yet: never against the user's wish or network.
 * Kept apart from ./prefetchRemotes.ts so the frame can ask without loading the catalog.
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

/** How a person reached for a link: a finger or mouse button down on it (the tap follows), or pointing/focusing it. */
export type Intent = 'press' | 'point';

/**
 * Whether reaching for a link may fetch the code behind it ahead of the click. A press is followed
 * by the click that fetches that code anyway, so only no signal stops it; pointing at or tabbing
 * onto a link may never be followed by a tap, so it follows the prefetch rule above.
 */
export function intentPrefetchAllowed(intent: Intent, nav: NavigatorLike = navigator as NavigatorLike): boolean {
  if (intent === 'press') return nav.onLine !== false;
  return prefetchAllowed(nav);
}
