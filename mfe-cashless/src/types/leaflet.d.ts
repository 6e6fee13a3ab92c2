// The few Leaflet 1.9 APIs this remote uses, typed here instead of adding @types/leaflet.
declare module 'leaflet' {
  export type LatLngTuple = [number, number];
  export interface Evented {
    on(type: string, fn: (event: unknown) => void): this;
    off(type?: string, fn?: (event: unknown) => void): this;
  }
  export interface Layer extends Evented {
    addTo(map: LeafletMap | LayerGroup): this;
    remove(): this;
    bindPopup(content: string | HTMLElement): this;
    bindTooltip(content: string, options?: { permanent?: boolean; direction?: string }): this;
    openPopup(): this;
  }
  export interface LayerGroup extends Layer {
    clearLayers(): this;
  }
  export interface CircleMarker extends Layer {
    setStyle(style: Record<string, unknown>): this;
  }
  export interface LatLngBounds {
    isValid(): boolean;
  }
  export interface LeafletMap extends Evented {
    setView(center: LatLngTuple, zoom: number, options?: { animate?: boolean }): this;
    fitBounds(bounds: LatLngTuple[] | LatLngBounds, options?: { padding?: [number, number]; maxZoom?: number; animate?: boolean }): this;
    invalidateSize(): this;
    remove(): this;
  }
  export function map(element: HTMLElement, options?: Record<string, unknown>): LeafletMap;
  export function tileLayer(url: string, options?: Record<string, unknown>): Layer;
  export function circleMarker(at: LatLngTuple, options?: Record<string, unknown>): CircleMarker;
  export function layerGroup(): LayerGroup;
  export interface Control {
    addTo(map: LeafletMap): this;
  }
  export const control: { zoom(options: { zoomInTitle: string; zoomOutTitle: string }): Control };
  const L: {
    map: typeof map;
    tileLayer: typeof tileLayer;
    circleMarker: typeof circleMarker;
    layerGroup: typeof layerGroup;
    control: typeof control;
  };
  export default L;
}
