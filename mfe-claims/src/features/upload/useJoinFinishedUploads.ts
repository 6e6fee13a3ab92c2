import { useEffect, useRef } from 'react';
import type { ClaimDocumentReceipt } from '@sencare/shared/rules';
import { useUploads } from './useUploads';

/**
 * Files that finish uploading join the draft exactly once, whichever wizard step is open when
 * they finish (so a file that completes after the user left the documents step is in the claim).
 * Until the draft is loaded (`documents` undefined) finished receipts wait in the manager.
 */
export function useJoinFinishedUploads(documents: ClaimDocumentReceipt[] | undefined, onJoin: (documents: ClaimDocumentReceipt[]) => void): void {
  const uploads = useUploads();
  const docsRef = useRef(documents);
  docsRef.current = documents;
  const joinRef = useRef(onJoin);
  joinRef.current = onJoin;
  const draftLoaded = documents !== undefined;

  useEffect(() => {
    const current = docsRef.current;
    if (!uploads.finished.length || !current) return;
    const known = new Set(current.map((d) => d.id));
    const fresh = uploads.finished.filter((r) => !known.has(r.id));
    if (fresh.length) joinRef.current([...current, ...fresh]);
    uploads.manager.takeFinished(uploads.finished.map((r) => r.id));
  }, [uploads.finished, uploads.manager, draftLoaded]);
}
