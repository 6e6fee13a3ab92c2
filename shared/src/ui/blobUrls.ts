import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The one way a remote shows a file as a blob URL (docs/architecture.md "One way per concern").
 * Files from the API need the token header, so a plain <img src> or <a href> cannot load them: the
 * page fetches them with the HTTP client's getBlob and shows a blob URL, which holds the file in
 * memory until it is revoked. Every URL made here is revoked: on replace or unmount for a preview,
 * a minute after handing it to the browser for a new tab or a download (some browsers read the URL
 * after open() or click() returns).
 */

/** How long a URL handed to the browser (new tab, download) stays valid. */
export const HANDED_OVER_URL_MS = 60_000;

/** jsdom, and very old browsers, have no object URLs: previews then stay empty instead of failing. */
const canMakeObjectUrls = () => typeof URL.createObjectURL === 'function';

/** A preview URL for a blob or a picked file while it is shown; null while there is none. */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob || !canMakeObjectUrls()) {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url;
}

/**
 * A file fetched once per `key` (its path) and shown while mounted: `load` is the getBlob call,
 * or null to fetch nothing (yet). `failed` once the fetch failed, so the page can say so.
 */
export function useFetchedObjectUrl(key: string | null, load: () => Promise<Blob>): { url: string | null; failed: boolean } {
  const [blob, setBlob] = useState<Blob | null>(null);
  const [failed, setFailed] = useState(false);
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    setBlob(null);
    setFailed(false);
    if (key === null) return;
    let live = true;
    loadRef.current().then(
      (fetched) => live && setBlob(fetched),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return { url: useObjectUrl(blob), failed };
}

/** URLs made on demand (a gallery opening one file after another), all revoked when the component goes. */
export function useObjectUrls(): (blob: Blob) => string {
  const made = useRef<string[]>([]);
  useEffect(() => () => made.current.forEach((url) => URL.revokeObjectURL(url)), []);
  return (blob) => {
    const url = URL.createObjectURL(blob);
    made.current.push(url);
    return url;
  };
}

function handOver(blob: Blob, give: (url: string) => void): void {
  const url = URL.createObjectURL(blob);
  give(url);
  window.setTimeout(() => URL.revokeObjectURL(url), HANDED_OVER_URL_MS);
}

/** Opens a file in a new tab, where the browser's own viewer (PDF zoom, …) shows it. */
export function openBlob(blob: Blob): void {
  handOver(blob, (url) => window.open(url, '_blank', 'noopener'));
}

/** Hands a file to the browser as a download named `fileName` (a phone opens it in its PDF viewer). */
export function saveBlob(blob: Blob, fileName: string): void {
  handOver(blob, (url) => {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.appendChild(link);
    link.click();
    link.remove();
  });
}

export type DownloadState = 'idle' | 'busy' | 'failed';

/**
 * A "Download CSV" button's state: busy while the file is fetched (with the token, so not a plain
 * link), failed when it could not be (the page says so), idle again once the browser has the file.
 * One way for every export (the access log, HR's claims overview, the claims queue).
 */
export function useFileDownload(): { state: DownloadState; download: (fetchFile: () => Promise<Blob>, fileName: string) => Promise<void> } {
  const [state, setState] = useState<DownloadState>('idle');
  const download = useCallback(async (fetchFile: () => Promise<Blob>, fileName: string) => {
    setState('busy');
    try {
      saveBlob(await fetchFile(), fileName);
      setState('idle');
    } catch {
      setState('failed');
    }
  }, []);
  return { state, download };
}
