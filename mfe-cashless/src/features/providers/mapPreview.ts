/**
 * The home widget's static map preview (features/parcel/ProviderMapPreview.tsx): where the nearest
 * providers and the user sit, drawn as SVG circles without Leaflet, framed as ProviderMap.tsx frames
 * its first view (the user or the city centre, and the nearest few), so swapping the preview for
 * the live map on a touch moves nothing.
 */
import type { Provider } from '@sencare/shared/contracts';

export interface PreviewPoint {
  x: number;
  y: number;
  /** The provider drawn, or null for "you are here". */
  provider: Provider | null;
}

/** Web Mercator, as the map's tiles: x and y in 0..1 of the world. */
function project(lat: number, lng: number): { x: number; y: number } {
  const sin = Math.sin((Math.max(-85, Math.min(85, lat)) * Math.PI) / 180);
  return { x: (lng + 180) / 360, y: 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI) };
}

/** The live map's first view frames the nearest few within city reach (ProviderMap.tsx). */
export const FRAME_NEAREST = 5;
export const FRAME_RADIUS_KM = 30;
/** Zoom 15 at 256 px tiles: the live map's closest first view. */
const MAX_PIXELS_PER_WORLD = 256 * 2 ** 15;

/**
 * Positions in a `width` × `height` box with `padding` (the live map's fitBounds padding): the frame
 * (center and the nearest few) fills the box at one scale; every provider and the user are placed
 * at that scale, and those outside the box are left out.
 */
export function previewPoints(providers: Provider[], center: { lat: number; lng: number }, me: { lat: number; lng: number } | null, box: { width: number; height: number; padding: number }): PreviewPoint[] {
  const near = providers.filter((p) => p.distanceKm !== null && p.distanceKm <= FRAME_RADIUS_KM).slice(0, FRAME_NEAREST);
  const framed = near.length ? near : providers.slice(0, 1);
  const frame = [me ?? center, ...framed].map((p) => project(p.lat, p.lng));
  const minX = Math.min(...frame.map((p) => p.x));
  const maxX = Math.max(...frame.map((p) => p.x));
  const minY = Math.min(...frame.map((p) => p.y));
  const maxY = Math.max(...frame.map((p) => p.y));
  const innerW = box.width - 2 * box.padding;
  const innerH = box.height - 2 * box.padding;
  const scale = Math.min(MAX_PIXELS_PER_WORLD, maxX > minX ? innerW / (maxX - minX) : Infinity, maxY > minY ? innerH / (maxY - minY) : Infinity);
  const midX = (minX + maxX) / 2;
  const midY = (minY + maxY) / 2;
  const place = (lat: number, lng: number) => {
    const p = project(lat, lng);
    return { x: Math.round((box.width / 2 + (p.x - midX) * scale) * 10) / 10, y: Math.round((box.height / 2 + (p.y - midY) * scale) * 10) / 10 };
  };
  const inside = (p: { x: number; y: number }) => p.x >= 0 && p.x <= box.width && p.y >= 0 && p.y <= box.height;
  const points: PreviewPoint[] = providers.map((provider) => ({ ...place(provider.lat, provider.lng), provider }));
  if (me) points.push({ ...place(me.lat, me.lng), provider: null });
  return points.filter(inside);
}
