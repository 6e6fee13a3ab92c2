/**
 * Where a screen reader and a keyboard land after the view changes (WCAG 2.4.3, 2.4.2). One way
 * for the whole app: each page names itself with usePageTitle (remoteServices.tsx), the shell
 * writes document.title with documentTitle and, after every route change, moves focus to the
 * page's heading with focusHeadingWhenShown (shell/src/ui/useRouteFocus.ts); a view that
 * changes inside one route (a wizard's step) moves focus with focusHeading itself.
 */

/** "My claims – SenCare"; the app's name alone while the page has not named itself. */
export function documentTitle(pageTitle: string | null | undefined, appName: string): string {
  return pageTitle && pageTitle !== appName ? `${pageTitle} – ${appName}` : appName;
}

/** Focuses a heading (made focusable by script only: tabindex -1) without scrolling the page. */
export function focusHeading(heading: HTMLElement | null | undefined): boolean {
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return document.activeElement === heading;
}

/** A field the new page focused itself (autoFocus) keeps the focus: moving it would undo that. */
function pageFocusedAField(root: ParentNode): boolean {
  const active = document.activeElement;
  return active instanceof HTMLElement && active.matches('input, textarea, select') && root.contains(active);
}

/**
 * Focuses the heading `find` returns as soon as it is in the page (a remote draws its page after
 * its code and data arrive); gives up after `timeoutMs`. Returns the cancel, for the next route.
 */
export function focusHeadingWhenShown(find: () => HTMLElement | null, root: HTMLElement = document.body, timeoutMs = 10_000): () => void {
  const attempt = () => {
    if (pageFocusedAField(root)) return true;
    return focusHeading(find());
  };
  if (attempt()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (attempt()) stop();
  });
  const timer = window.setTimeout(() => stop(), timeoutMs);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  return stop;
}
