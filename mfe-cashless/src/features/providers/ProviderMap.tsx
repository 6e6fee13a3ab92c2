import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDistance } from './formatDistance';
import type { Provider } from '@sencare/shared/contracts';
import type { LeafletMap, LayerGroup, LatLngTuple } from 'leaflet';
import styles from './ProviderMap.module.css';
// The first view frames the nearest few within city reach (the 5th nearest may be 600 km away),
// as the home widget's static preview does (mapPreview.ts).
import { FRAME_NEAREST, FRAME_RADIUS_KM } from './mapPreview';

type Leaflet = typeof import('leaflet').default;

export interface LatLng {
  lat: number;
  lng: number;
}

interface ProviderMapProps {
  providers: Provider[];
  center: LatLng;
  /** Where the user is, when the device told us: the same rounded point distances are measured from. */
  me?: LatLng | null;
  onSelect?: (provider: Provider) => void;
  /** Called when Leaflet itself cannot load, so the caller can show its list alone. */
  onUnavailable?: () => void;
  height: number | string;
  /** Fewer controls for the home widget. */
  compact?: boolean;
}


const TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';

/** A marker's tooltip: the provider's name, then its distance when there is one. */
export function markerLabel(provider: Provider): string {
  const distance = formatDistance(provider.distanceKm);
  return distance ? `${provider.name} · ${distance}` : provider.name;
}

/**
 * Markers are drawn as circle markers (no image assets, nothing else to fetch), so with the tiles
 * unreachable (offline, blocked) the markers still show and stay tappable on a plain background.
 */
export function ProviderMap({ providers, center, me, onSelect, onUnavailable, height, compact }: ProviderMapProps) {
  const { t } = useTranslation();
  const element = useRef<HTMLDivElement>(null);
  const mapRef = useRef<{ L: Leaflet; map: LeafletMap; markers: LayerGroup } | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [tilesDown, setTilesDown] = useState(false);
  const { lat: centerLat, lng: centerLng } = center;
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;

  useEffect(() => {
    let cancelled = false;
    import('./leafletLoader')
      .then(({ default: L }) => {
        if (cancelled || !element.current) return;
        const map = L.map(element.current, { zoomControl: false, attributionControl: true, scrollWheelZoom: !compact });
        // Leaflet's own zoom buttons are named in English: named here in the page's language.
        if (!compact) L.control.zoom({ zoomInTitle: t('map.zoomIn'), zoomOutTitle: t('map.zoomOut') }).addTo(map);
        const tiles = L.tileLayer(TILE_URL, { maxZoom: 19, attribution: '&copy; OpenStreetMap contributors' });
        tiles.on('tileerror', () => setTilesDown(true));
        tiles.addTo(map);
        map.setView([center.lat, center.lng], 13);
        mapRef.current = { L, map, markers: L.layerGroup().addTo(map) };
        setState('ready');
      })
      .catch(() => {
        if (cancelled) return;
        setState('failed');
        onUnavailable?.();
      });
    return () => {
      cancelled = true;
      mapRef.current?.map.remove();
      mapRef.current = null;
    };
    // The map is created once; later changes go through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const current = mapRef.current;
    if (state !== 'ready' || !current) return;
    const { L, map, markers } = current;
    markers.clearLayers();
    for (const provider of providers) {
      L.circleMarker([provider.lat, provider.lng], {
        radius: 9,
        weight: 2,
        color: '#ffffff',
        fillColor: provider.cashless ? '#15803d' : '#6b7280',
        fillOpacity: 1,
      })
        // Name and the same distance the list and the sheet show (formatDistance of the API's figure).
        .bindTooltip(markerLabel(provider), { direction: 'top' })
        .on('click', () => onSelectRef.current?.(provider))
        .addTo(markers);
    }
    if (me) {
      L.circleMarker([me.lat, me.lng], { radius: 7, weight: 3, color: '#ffffff', fillColor: '#2563eb', fillOpacity: 1 })
        .bindTooltip(t('map.you'), { direction: 'top' })
        .addTo(markers);
    }
    // Frame the user (or the city centre) and the nearest few, not the whole country: the list
    // arrives nearest first, and the others are a pan or a zoom away.
    const near = providers.filter((p) => p.distanceKm !== null && p.distanceKm <= FRAME_RADIUS_KM).slice(0, FRAME_NEAREST);
    const framed = near.length ? near : providers.slice(0, 1);
    const frame: LatLngTuple[] = [me ? [me.lat, me.lng] : [centerLat, centerLng], ...framed.map((p): LatLngTuple => [p.lat, p.lng])];
    if (frame.length > 1) map.fitBounds(frame, { padding: [28, 28], maxZoom: 15, animate: false });
    else map.setView(frame[0], 13, { animate: false });
  }, [state, providers, me, centerLat, centerLng, t]);

  if (state === 'failed') return null;
  return (
    <div className={styles.wrap} style={{ height }}>
      <div ref={element} className={styles.map} data-testid="provider-map" aria-label={t('map.label')} role="region" />
      {state === 'loading' ? <div className={styles.overlay}>{t('map.loading')}</div> : null}
      {tilesDown ? (
        <div className={styles.tilesNote} data-testid="map-tiles-offline">
          {t('map.tilesUnavailable')}
        </div>
      ) : null}
    </div>
  );
}
