import { useEffect, useRef, useState } from 'react';
import { combineLatest, filter, first } from '@sencare/shared/channel';
import type { HttpClient } from '@sencare/shared/http';
import type { SessionController } from '../session/sessionController';
import type { ClaimBanner, LiveUpdates } from './liveUpdates';

/**
 * The shell frame's live connection (one for the app: ShellApp renders once) and its banner. The
 * code, and @microsoft/fetch-event-source with it, loads at the first unlocked sign-in, like the
 * remotes map: the login page never carries it (docs/architecture.md decision 5).
 */
export function useLiveUpdates(session: SessionController, http: HttpClient): { banner: ClaimBanner | null; dismiss: () => void } {
  const [banner, setBanner] = useState<ClaimBanner | null>(null);
  const live = useRef<LiveUpdates | null>(null);
  useEffect(() => {
    let stop = () => undefined as void;
    let cancelled = false;
    const firstUse = combineLatest([session.channel.state$, session.lock.locked$])
      .pipe(
        // Every role: a policyholder's claims and hospital stays, the staff portals' queues and open
        // records (record-changed, docs/architecture.md "Live for staff").
        filter(([state, locked]) => state.status === 'authenticated' && !locked),
        first(),
      )
      .subscribe(() => {
        void import('./liveUpdates').then(({ LiveUpdates }) => {
          if (cancelled) return;
          const updates = new LiveUpdates(session, http);
          live.current = updates;
          const bannerSub = updates.banner$.subscribe(setBanner);
          const unfollow = updates.follow();
          stop = () => {
            bannerSub.unsubscribe();
            unfollow();
          };
        });
      });
    return () => {
      cancelled = true;
      firstUse.unsubscribe();
      stop();
      live.current = null;
    };
  }, [session, http]);
  return { banner, dismiss: () => live.current?.dismissBanner() };
}
