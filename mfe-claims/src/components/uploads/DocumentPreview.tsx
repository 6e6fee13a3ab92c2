import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClaimDocumentReceipt } from '@sencare/shared/contracts';
import { openBlob, useFetchedObjectUrl, useRemoteServices } from '@sencare/shared/ui';
import styles from './UploadList.module.css';

/**
 * A thumbnail (images) or an "open" link (PDFs) for a stored document. Files need the token
 * header, so they are fetched through the HTTP client and shown from a blob URL (shared/src/ui/blobUrls.ts).
 * Images load at once (thumbnails); PDFs only when asked for.
 */
export function DocumentPreview({ doc }: { doc: Pick<ClaimDocumentReceipt, 'id' | 'mime' | 'name'> }) {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  const isImage = doc.mime.startsWith('image/') && doc.mime !== 'image/heic';
  const path = `/claims/files/${encodeURIComponent(doc.id)}`;
  const thumb = useFetchedObjectUrl(isImage ? path : null, () => http.getBlob(path, { silent: true }));
  const [openFailed, setOpenFailed] = useState(false);
  const failed = thumb.failed || openFailed;
  const url = thumb.url;

  async function openPdf() {
    try {
      openBlob(await http.getBlob(path, { silent: true }));
    } catch {
      setOpenFailed(true);
    }
  }

  if (isImage) {
    if (url) return <img src={url} alt={doc.name} className={styles.thumb} data-testid="doc-thumb" />;
    return <div className={styles.thumbBox} data-testid="doc-thumb-pending">{failed ? t('upload.previewFailed') : '…'}</div>;
  }
  return (
    <button type="button" className={`${styles.thumbBox} ${styles.link}`} onClick={() => void openPdf()} data-testid="doc-open" aria-label={t('upload.openDocument', { name: doc.name })}>
      {failed ? t('upload.previewFailed') : doc.mime === 'application/pdf' ? 'PDF' : t('upload.open')}
    </button>
  );
}
