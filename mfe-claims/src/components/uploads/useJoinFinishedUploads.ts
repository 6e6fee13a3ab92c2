import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClaimDocumentReceipt } from '@sencare/shared/contracts';
import { announce } from '@sencare/shared/ui';
import { useUploads } from './useUploads';

/**
 * Files that finish uploading join the draft exactly once, whichever wizard step is open when
 * they finish (so a file that completes after the user left the documents step is in the claim).
 * Until the draft is loaded (`documents` undefined) finished receipts wait in the manager.
 * Each file that joins is announced by name: the progress bar a sighted person watches says
 * nothing to a screen reader when it disappears.
 */
export function useJoinFinishedUploads(documents: ClaimDocumentReceipt[] | undefined, onJoin: (documents: ClaimDocumentReceipt[]) => void): void {
  const { t } = useTranslation();
  const uploads = useUploads();
  const tRef = useRef(t);
  tRef.current = t;
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
    if (fresh.length) {
      joinRef.current([...current, ...fresh]);
      announce(tRef.current('upload.finished', { names: fresh.map((r) => r.name).join(', ') }));
    }
    uploads.manager.takeFinished(uploads.finished.map((r) => r.id));
  }, [uploads.finished, uploads.manager, draftLoaded]);
}
