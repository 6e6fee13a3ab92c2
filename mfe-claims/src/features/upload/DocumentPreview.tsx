import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClaimDocumentReceipt } from '@sencare/shared/rules';
import { useRemoteServices } from '@sencare/shared/ui';
import styles from './UploadList.module.css';

/**
 * A thumbnail (images) or an "open" link (PDFs) for a stored document. Files need the token
 * header, so they are fetched through the HTTP client and shown from a blob URL, revoked when
 * the preview goes away.
 */
export function DocumentPreview({ doc }: { doc: Pick<ClaimDocumentReceipt, 'id' | 'mime' | 'name'> }) {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const isImage = doc.mime.startsWith('image/') && doc.mime !== 'image/heic';

  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return;
    let live = true;
    let made: string | null = null;
    // Images load at once (thumbnails); PDFs only when asked for.
    if (!isImage) return;
    http.getBlob(`/claims/files/${encodeURIComponent(doc.id)}`, { silent: true }).then(
      (blob) => {
        if (!live) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [http, doc.id, isImage]);

  async function openPdf() {
    try {
      const blob = await http.getBlob(`/claims/files/${encodeURIComponent(doc.id)}`, { silent: true });
      const link = URL.createObjectURL(blob);
      window.open(link, '_blank', 'noopener');
      setTimeout(() => URL.revokeObjectURL(link), 60_000);
    } catch {
      setFailed(true);
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
