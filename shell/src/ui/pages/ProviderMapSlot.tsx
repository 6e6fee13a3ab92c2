import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';
import type { HttpClient } from '@sencare/shared/http';
import { ErrorView } from '@sencare/shared/ui';
import { whenIdle } from '../../federation/prefetchPolicy';
import { loadRemoteModule } from '../../federation/remoteRegistry';
import type { SessionController } from '../../session/sessionController';
import styles from './home.module.css';

/**
 * True once the map may load: home's own figures are in (`settled`), the main thread is idle and
 * the slot is on screen (or near it). The map brings the cashless remote, Leaflet and zod, about
 * 100 KB gz and the page's longest tasks: none of it may compete with home's first figures.
 */
function useMapWanted(section: RefObject<HTMLElement | null>, settled: boolean): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!settled || wanted) return undefined;
    let observer: IntersectionObserver | null = null;
    const cancelIdle = whenIdle(() => {
      const node = section.current;
      if (!node || typeof IntersectionObserver === 'undefined') {
        setWanted(true);
        return;
      }
      observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setWanted(true), { rootMargin: '200px 0px' });
      observer.observe(node);
    });
    return () => {
      cancelIdle();
      observer?.disconnect();
    };
  }, [section, settled, wanted]);
  return wanted;
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
  const wanted = useMapWanted(section, settled);
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

  const placeholder = state === 'waiting' || state === 'loading';
  return (
    <section ref={section} className={styles.mapSection} data-testid="home-map" data-state={state}>
      <h2 className={styles.sectionTitle}>{t('home.nearbyProviders')}</h2>
      <div className={styles.mapSlot}>
        {placeholder ? <div className={styles.placeholder} aria-busy={state === 'loading'}>{t('home.mapPlaceholder')}</div> : null}
        {state === 'failed' ? <ErrorView messageKey="error.remoteUnavailable" testId="home-map-error" onRetry={() => setAttempt((a) => a + 1)} /> : null}
        <div ref={slot} />
      </div>
    </section>
  );
}
