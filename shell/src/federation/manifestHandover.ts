/**
 * The manifests the catalog read and admitted (remoteCatalog.ts), handed to the federation
 * runtime's first fetch of the same URL (runtimePlugins.ts). Without it the runtime asks for the
 * manifest again on the remote's first load, and with `no-cache` that is one more round trip
 * before the remote entry can start: about 165 ms on slow 4G, on every remote's cold entry
 * (docs/architecture.md, "A first visit costs what it shows"). The runtime then also loads
 * exactly the release the compatibility gate judged, even if /remotes.json moved on since.
 * Each is handed over once: a later load (a retry after a failure) reads the network again.
 */
const kept = new Map<string, string>();

export function keepManifest(url: string, manifest: unknown): void {
  kept.set(url, JSON.stringify(manifest));
}

/** The kept manifest of `url` as the response the runtime expects, once; undefined if none. */
export function takeManifest(url: string): Response | undefined {
  const text = kept.get(url);
  if (text === undefined) return undefined;
  kept.delete(url);
  return new Response(text, { status: 200, headers: { 'content-type': 'application/json' } });
}
