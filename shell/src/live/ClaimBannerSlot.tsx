import { useEffect, useRef } from 'react';
import type { Parcel } from 'single-spa';
import type { SessionChannel } from '@sencare/shared/channel';
import type { HttpClient } from '@sencare/shared/http';
import type { ClaimBanner } from './liveUpdates';
import styles from './live.module.css';

interface Props {
  banner: ClaimBanner | null;
  onDismiss: () => void;
  belowNav: boolean;
  channel: SessionChannel;
  http: HttpClient;
}

/**
 * Where the banner for a claim the insurer moved appears. The shell knows from its live stream
 * that there is news (liveUpdates.ts); what it says is mfe-claims' parcel `claimStatusBannerParcel`,
 * mounted the way home mounts mfe-cashless' providerMapParcel (ProviderMapSlot.tsx), at the first
 * banner, and then given each next one by `update`. The polite live region is the shell's and is
 * on the page from the start: a live region must exist before its text changes to be read out.
 * If the claims remote cannot load, nothing is shown (its screens say it is unavailable) and the
 * next banner tries again.
 */
export function ClaimBannerSlot({ banner, onDismiss, belowNav, channel, http }: Props) {
  const slot = useRef<HTMLDivElement>(null);
  const parcel = useRef<Parcel | null>(null);
  const loading = useRef(false);
  const element = useRef<HTMLElement | null>(null);
  const latest = useRef({ banner, onDismiss });
  latest.current = { banner, onDismiss };
  // What the parcel gets: the banner, and a dismiss that stays the same function across renders.
  // single-spa replaces a parcel's props on update, so each update carries them all, its element too.
  const parcelProps = () => ({ domElement: element.current, channel, http, banner: latest.current.banner, onDismiss: () => latest.current.onDismiss() });

  useEffect(() => {
    const mounted = parcel.current;
    if (mounted) {
      if (mounted.getStatus() === 'MOUNTED') void mounted.update?.(parcelProps());
      return;
    }
    if (!banner || loading.current) return;
    loading.current = true;
    import('./claimBannerParcel')
      .then(({ loadClaimBannerParcel, mountRootParcel }) => loadClaimBannerParcel().then((config) => ({ config, mountRootParcel })))
      .then(({ config, mountRootParcel }) => {
        if (!slot.current) return;
        const domElement = document.createElement('div');
        element.current = domElement;
        slot.current.appendChild(domElement);
        parcel.current = mountRootParcel(config, { ...parcelProps(), domElement });
        // A banner that came while the parcel mounted is passed on once it is up.
        return parcel.current.mountPromise.then(() => parcel.current?.update?.(parcelProps()));
      })
      .catch((error: unknown) => console.warn('[shell] claim status banner unavailable', error))
      .finally(() => {
        loading.current = false;
      });
    // parcelProps reads the latest banner and dismiss through the ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [banner, channel, http]);

  useEffect(
    () => () => {
      const mounted = parcel.current;
      parcel.current = null;
      if (mounted?.getStatus() === 'MOUNTED') void mounted.unmount();
    },
    [],
  );

  return (
    <div role="status" aria-live="polite" className={belowNav ? `${styles.region} ${styles.belowNav}` : styles.region} data-testid="live-claim-banner-slot">
      <div ref={slot} />
    </div>
  );
}
