import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';
import type { HttpClient } from '@sencare/shared/http';
import { ErrorView } from '@sencare/shared/ui';
import { loadRemoteModule } from '../../federation/remoteRegistry';
import type { SessionController } from '../../session/sessionController';
import styles from './home.module.css';

/**
 * True once the person asks for the map: a tap on the preview at once; a touch or keyboard focus in
 * the map's section, or a scroll of the page, once home's own figures are in (`settled`: a scroll
 * the page makes while it draws is not the person's). Never by itself: the map
 * brings the federation runtime and the cashless remote (about 110 KB br with what they pull in,
 * docs/architecture.md "A first visit costs what it shows"), and a home opened and left alone
 * stays within its budget. Until then the slot shows the static preview below.
 */
function useMapWanted(section: RefObject<HTMLElement | null>, settled: boolean): [boolean, () => void] {
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);
  useEffect(() => {
    const node = section.current;
    if (!settled || wanted || !node) return undefined;
    const kinds = ['pointerdown', 'focusin', 'click'] as const;
    kinds.forEach((kind) => node.addEventListener(kind, want));
    // Capture: home scrolls inside the shell's frame, not only the window.
    window.addEventListener('scroll', want, { capture: true, passive: true });
    return () => {
      kinds.forEach((kind) => node.removeEventListener(kind, want));
      window.removeEventListener('scroll', want, true);
    };
  }, [section, settled, wanted, want]);
  return [wanted, want];
}

/**
 * The provider map widget mfe-cashless exposes, mounted as a single-spa parcel into a slot whose
 * box is reserved from the start (home.module.css `.mapSlot`): the placeholder lies over it, so
 * the widget replacing it moves nothing.
 */
export function ProviderMapSlot({ session, http, settled }: { session: SessionController; http: HttpClient; settled: boolean }) {
  const { t } = useTranslation();
  const section = useRef<HTMLElement>(null);
  const slot = useRef<HTMLDivElement>(null);
  const [wanted, want] = useMapWanted(section, settled);
  const [state, setState] = useState<'waiting' | 'loading' | 'mounted' | 'failed'>('waiting');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!wanted) return undefined;
    let parcel: Parcel | null = null;
    let cancelled = false;
    setState('loading');
    loadRemoteModule<ParcelConfig>('cashless', 'providerMapParcel')
      .then((config) => {
        if (cancelled || !slot.current) return;
        const domElement = document.createElement('div');
        slot.current.appendChild(domElement);
        parcel = mountRootParcel(config, { domElement, channel: session.channel, http });
        return parcel.mountPromise.then(() => !cancelled && setState('mounted'));
      })
      .catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
      if (parcel && parcel.getStatus() === 'MOUNTED') void parcel.unmount();
    };
  }, [session, http, attempt, wanted]);

  return (
    <section ref={section} className={styles.mapSection} data-testid="home-map" data-state={state}>
      <h2 className={styles.sectionTitle}>{t('home.nearbyProviders')}</h2>
      <div className={styles.mapSlot}>
        {state === 'waiting' ? (
          <button type="button" className={`${styles.placeholder} ${styles.mapPreview}`} data-testid="home-map-show" onClick={want}>
            {t('home.mapShow')}
          </button>
        ) : null}
        {state === 'loading' ? <div className={styles.placeholder} aria-busy="true">{t('home.mapPlaceholder')}</div> : null}
        {state === 'failed' ? <ErrorView messageKey="error.remoteUnavailable" testId="home-map-error" onRetry={() => setAttempt((a) => a + 1)} /> : null}
        <div ref={slot} />
      </div>
    </section>
  );
}
