import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from '@sencare/shared/routing';
import { ErrorView, LoadingView, OfflineEmptyView } from '@sencare/shared/ui';
import { NearestItems, useNearestCashless } from '../providers/NearestProviders';
import { ProviderMap } from '../providers/ProviderMap';
import { ProviderMapPreview } from './ProviderMapPreview';
import styles from './widget.module.css';

const WIDGET_PROVIDERS = 5;
const MAP_HEIGHT = 190;

/**
 * Mounted by the parcel (providerMapParcel.tsx) inside the kit's providers, with the same
 * { channel, http } the app gets. Plain elements, no antd-mobile: the home page loads this on
 * every visit, so it carries only React Query, the list and a static preview of the map; Leaflet
 * comes when the person touches or scrolls to it.
 */
export function ProviderMapWidget() {
  const { t } = useTranslation();
  const { location, origin, search, offline, retry, items } = useNearestCashless(WIDGET_PROVIDERS);
  const [mapFailed, setMapFailed] = useState(false);
  // Leaflet (and its CSS) loads once the person touches or scrolls to the map (ProviderMapPreview).
  const [live, setLive] = useState(false);
  const me = location.position ? origin : null;
  const open = (id: number) => navigate('/providers', { cashless: 'true', id });

  // Home remounts this parcel with a fresh cache on every visit, so with no signal nothing is saved.
  let body;
  if (offline) body = <OfflineEmptyView onRetry={retry} testId="provider-widget-offline" />;
  else if (search.isPending) body = <LoadingView />;
  else if (search.isError) body = <ErrorView onRetry={() => void search.refetch()} testId="provider-widget-error" />;
  else if (mapFailed || items.length === 0) body = <NearestItems items={items.slice(0, 3)} onOpen={open} emptyText={t('nearest.empty')} />;
  else
    body = (
      <>
        {live ? (
          <ProviderMap providers={items} center={origin} me={me} height={MAP_HEIGHT} compact onSelect={(p) => open(p.id)} onUnavailable={() => setMapFailed(true)} />
        ) : (
          <ProviderMapPreview providers={items} center={origin} me={me} height={MAP_HEIGHT} onWanted={() => setLive(true)} />
        )}
        <NearestItems items={items.slice(0, 2)} onOpen={open} emptyText={t('nearest.empty')} />
      </>
    );

  return (
    <section className={styles.widget} data-testid="provider-map-widget" aria-label={t('nearest.title')}>
      <header className={styles.head}>
        {/* The home page titles its section; this line says what the widget lists. */}
        <span className={styles.title}>{t('nearest.caption')}</span>
        <a className={styles.seeAll} href="#/providers?cashless=true" data-testid="provider-widget-see-all">
          {t('nearest.seeAll')}
        </a>
      </header>
      <div className={styles.body}>{body}</div>
    </section>
  );
}
