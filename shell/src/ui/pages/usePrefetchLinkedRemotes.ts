import { useEffect } from 'react';
import { prefetchAllowed, whenIdle } from '../../federation/prefetchPolicy';

/**
 * Once `settled` (the screen's first figures are in, so its own requests go first) and the
 * browser is idle, warms the remotes `hrefs` lead to (federation/prefetchRemotes.ts, loaded only
 * then). Save-Data, 2g and no signal skip it; the check runs at idle time, as the network may
 * have changed since the screen rendered.
 */
export function usePrefetchLinkedRemotes(hrefs: readonly string[], settled: boolean): void {
  useEffect(() => {
    if (!settled) return undefined;
    return whenIdle(() => {
      if (!prefetchAllowed()) return;
      import('../../federation/prefetchRemotes')
        .then(({ prefetchRemotesLinkedFrom }) => prefetchRemotesLinkedFrom(hrefs))
        .catch(() => undefined);
    });
  }, [hrefs, settled]);
}
