import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { documentTitle, focusHeadingWhenShown } from '@sencare/shared/ui';

/** The nav bar's title when the page has one (the first heading), else the page's own h1. */
const findHeading = () => document.querySelector<HTMLElement>('[data-testid="nav-title"]') ?? document.querySelector<HTMLElement>('#main-content h1');

/**
 * Whether focus went somewhere of its own since the screen changed: the person tabbed on, or the
 * page opened a dialog, before the heading was there. Moving focus then would pull them back.
 */
const focusMovedSince = (atChange: Element | null): boolean => {
  const active = document.activeElement;
  return active !== null && active !== document.body && active !== atChange;
};

/**
 * Every screen's name in the tab's title, in the session's language, and, after each change of
 * screen (a route, the lock, the one-time offline PIN question), focus on its heading once the
 * screen has named itself: a remote's title arrives after its code (usePageTitle,
 * shared/src/ui/remoteServices.tsx). The first screen of a start keeps the browser's own focus.
 */
export function useRouteFocus(screenKey: string, pageTitle: string | null): void {
  const { t } = useTranslation();
  const appName = t('appName', { ns: 'common' });
  const seen = useRef<string | null>(null);
  const pending = useRef(false);
  const focusedAtChange = useRef<Element | null>(null);

  useEffect(() => {
    document.title = documentTitle(pageTitle, appName);
  }, [pageTitle, appName]);

  useEffect(() => {
    if (seen.current !== null && seen.current !== screenKey) {
      pending.current = true;
      focusedAtChange.current = document.activeElement;
    }
    seen.current = screenKey;
  }, [screenKey]);

  const ready = pageTitle !== null;
  useEffect(() => {
    if (!ready || !pending.current) return undefined;
    pending.current = false;
    const atChange = focusedAtChange.current;
    return focusHeadingWhenShown(() => (focusMovedSince(atChange) ? null : findHeading()));
  }, [screenKey, ready]);
}
