import { useEffect } from 'react';
import { isTabRoute } from '../routing/routeTable';

const positions = new Map<string, number>();

/** docs/requirements.md §2: tab-page scroll positions are remembered. */
export function useScrollMemory(path: string): void {
  useEffect(() => {
    if (!isTabRoute(path)) return undefined;
    const saved = positions.get(path) ?? 0;
    let frames = 0;
    // Content (a remote, a lazy page) may still be growing: retry for a few frames.
    const restore = () => {
      window.scrollTo(0, saved);
      if (Math.abs(window.scrollY - saved) > 2 && frames++ < 30) requestAnimationFrame(restore);
    };
    requestAnimationFrame(restore);
    const onScroll = () => positions.set(path, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [path]);
}
