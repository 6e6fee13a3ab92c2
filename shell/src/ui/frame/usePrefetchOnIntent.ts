import { useEffect } from 'react';
import { intentPrefetchAllowed, type Intent } from '../../federation/prefetchPolicy';

/**
 * A pointer or focus resting this long on a link means the person may open it; sweeping across
 * the home grid or tabbing past an entry does not start a download.
 */
export const POINT_DWELL_MS = 80;

/** The in-app link (`#/…`) an event happened on, if any. */
export function inAppHrefOf(target: EventTarget | null): string | null {
  const link = target instanceof Element ? target.closest('a[href^="#/"]') : null;
  return link?.getAttribute('href') ?? null;
}

export type Warm = (href: string) => void;

/** Loads the remotes' prefetcher (and with it the catalog) only when someone reaches for a link. */
const warmThroughCatalog: Warm = (href) => {
  import('../../federation/prefetchRemotes')
    .then(({ prefetchRemotesLinkedFrom }) => prefetchRemotesLinkedFrom([href]))
    .catch(() => undefined);
};

/**
 * Fetches a remote's code when a person reaches for a link into it, never before: a finger or
 * button pressed on the link (its click follows within a tap's length), or the pointer or keyboard
 * focus resting on it for POINT_DWELL_MS. Nothing is fetched while the person only looks at a
 * screen, so a page costs only what it shows (docs/architecture.md, "A first visit costs what it
 * shows"). One listener set on the document serves every link of the shell and of the remotes.
 */
export function usePrefetchOnIntent(warm: Warm = warmThroughCatalog, doc: Document = document): void {
  useEffect(() => {
    let dwell: ReturnType<typeof setTimeout> | undefined;
    const reach = (intent: Intent, href: string | null) => {
      if (href && intentPrefetchAllowed(intent)) warm(href);
    };
    const onPress = (event: Event) => reach('press', inAppHrefOf(event.target));
    const onPoint = (event: Event) => {
      clearTimeout(dwell);
      const href = inAppHrefOf(event.target);
      if (href) dwell = setTimeout(() => reach('point', href), POINT_DWELL_MS);
    };
    const onLeave = () => clearTimeout(dwell);
    const listeners: [string, (event: Event) => void][] = [
      ['pointerdown', onPress],
      ['mouseover', onPoint],
      ['focusin', onPoint],
      ['mouseout', onLeave],
      ['focusout', onLeave],
    ];
    for (const [type, listener] of listeners) doc.addEventListener(type, listener, { capture: true, passive: true });
    return () => {
      clearTimeout(dwell);
      for (const [type, listener] of listeners) doc.removeEventListener(type, listener, { capture: true });
    };
  }, [warm, doc]);
}
