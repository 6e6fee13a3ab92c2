import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';
import type { HttpClient } from '@sencare/shared/http';
import { ErrorView } from '@sencare/shared/ui';
import { loadRemoteModule } from '../../federation/remoteRegistry';
import type { SessionController } from '../../session/sessionController';
import styles from './home.module.css';

/** The provider map widget mfe-cashless exposes, mounted as a single-spa parcel. */
export function ProviderMapSlot({ session, http }: { session: SessionController; http: HttpClient }) {
  const { t } = useTranslation();
  const slot = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'mounted' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
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
  }, [session, http, attempt]);

  return (
    <section className={styles.mapSection} data-testid="home-map">
      <h3 className={styles.sectionTitle}>{t('home.nearbyProviders')}</h3>
      <div className={styles.mapSlot}>
        {state === 'loading' ? <div className={styles.placeholder}>{t('home.mapPlaceholder')}</div> : null}
        {state === 'failed' ? <ErrorView messageKey="error.remoteUnavailable" testId="home-map-error" onRetry={() => setAttempt((a) => a + 1)} /> : null}
        <div ref={slot} />
      </div>
    </section>
  );
}
