import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Provider } from '@sencare/shared/contracts';
import { previewPoints } from '../providers/mapPreview';
import mapStyles from '../providers/ProviderMap.module.css';
import styles from './widget.module.css';

interface PreviewProps {
  providers: Provider[];
  center: { lat: number; lng: number };
  me: { lat: number; lng: number } | null;
  height: number;
  /** The person touched, focused or scrolled to the preview: time for the live map. */
  onWanted: () => void;
}

/** The live map's fitBounds padding (ProviderMap.tsx), so the swap moves no marker far. */
const PADDING = 28;
/** Before the first measure: the widget's width on a 390 px phone (16 px margins). */
const PHONE_WIDTH = 358;

function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(PHONE_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth || PHONE_WIDTH);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * Calls `onWanted` once the person scrolls the page and the preview is then on screen: a page
 * opened and left alone never loads Leaflet, one the person reads down does.
 */
function useScrolledTo(ref: RefObject<HTMLElement | null>, onWanted: () => void): void {
  const wanted = useRef(onWanted);
  wanted.current = onWanted;
  useEffect(() => {
    let observer: IntersectionObserver | null = null;
    const onScroll = () => {
      window.removeEventListener('scroll', onScroll, true);
      if (!ref.current) return;
      observer = new IntersectionObserver((entries) => {
        if (entries.some((e) => e.isIntersecting)) wanted.current();
      });
      observer.observe(ref.current);
    };
    window.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll, true);
      observer?.disconnect();
    };
  }, [ref]);
}

/**
 * The home widget's map until the person touches or scrolls to it: the nearest providers and the
 * user drawn in SVG where the live map will put them, at the live map's size, with no Leaflet and
 * no tiles (the home page's first load stays light; Leaflet comes on interaction). A button: a
 * tap, a click or keyboard focus brings the live map in its place.
 */
export function ProviderMapPreview({ providers, center, me, height, onWanted }: PreviewProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLButtonElement>(null);
  const width = useWidth(ref);
  useScrolledTo(ref, onWanted);
  const points = previewPoints(providers, center, me, { width, height, padding: PADDING });
  return (
    <button
      ref={ref}
      type="button"
      className={`${mapStyles.wrap} ${styles.preview}`}
      style={{ height }}
      data-testid="provider-map-preview"
      aria-label={t('map.openLive')}
      onPointerDown={onWanted}
      onFocus={onWanted}
      onClick={onWanted}
    >
      <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false">
        {points.map(({ x, y, provider }) =>
          provider ? (
            <circle key={provider.id} cx={x} cy={y} r={9} stroke="#ffffff" strokeWidth={2} fill={provider.cashless ? '#15803d' : '#6b7280'} />
          ) : (
            <circle key="me" cx={x} cy={y} r={7} stroke="#ffffff" strokeWidth={3} fill="#2563eb" />
          ),
        )}
      </svg>
    </button>
  );
}
