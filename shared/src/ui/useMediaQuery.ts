import { useSyncExternalStore } from 'react';

/** From this width the staff portals lay a screen out for a desk (a table, the document beside the form). */
export const DESK_MEDIA = '(min-width: 1024px)';

/**
 * Whether a CSS media query matches now, following changes (a window resized, a phone turned).
 * For what CSS cannot switch alone: which of two structures to render (a table or cards). Where
 * matchMedia is missing (jsdom) the answer is false: the phone layout, the one every screen has.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}
