import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DESK_MEDIA, openBlob, useMediaQuery, useObjectUrls, useRemoteServices } from '@sencare/shared/ui';
import { looksLikeImage, type GalleryDocument } from './galleryDocument';
import { DocumentViewer } from './DocumentViewer';
import { ZoomViewer } from './ZoomViewer';
import styles from './ui.module.css';

/**
 * The documents of a claim or a GOP. Files need the token header, so each is fetched through the
 * HTTP client (getBlob) and shown from a blob URL: images in antd-mobile's ImageViewer (pinch or
 * the zoom buttons), anything else (PDFs) in a new tab, where the browser's own viewer has zoom.
 * At a desk (1024 px and wider) the documents are shown in place instead, beside the decision form
 * (DocumentViewer: page-through, zoom, rotate).
 */
export function DocumentGallery({ documents, pathOf, testId = 'documents' }: { documents: readonly GalleryDocument[]; pathOf: (docId: string) => string; testId?: string }) {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  const toUrl = useObjectUrls();
  const [viewing, setViewing] = useState<{ url: string; name: string } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [opening, setOpening] = useState<string | null>(null);
  const desk = useMediaQuery(DESK_MEDIA);

  async function open(doc: GalleryDocument) {
    setFailed(null);
    setOpening(doc.id);
    try {
      const blob = await http.getBlob(pathOf(doc.id), { silent: true });
      if (blob.type.startsWith('image/') || (!blob.type && looksLikeImage(doc))) setViewing({ url: toUrl(blob), name: doc.name });
      else openBlob(blob);
    } catch {
      setFailed(doc.id);
    } finally {
      setOpening(null);
    }
  }

  if (documents.length === 0) return <p className={styles.hint} data-testid={`${testId}-empty`}>{t('documents.none')}</p>;
  if (desk) return <DocumentViewer documents={documents} pathOf={pathOf} testId={`${testId}-viewer`} />;
  return (
    <>
      <ul className={styles.docs} data-testid={testId}>
        {documents.map((doc) => (
          <li key={doc.id}>
            <button type="button" className={styles.docButton} onClick={() => void open(doc)} aria-busy={opening === doc.id} data-testid={`doc-${doc.id}`}>
              <span aria-hidden="true">{looksLikeImage(doc) ? '🖼' : 'PDF'}</span>
              <span>{doc.name}</span>
              {doc.caption ? <span className={styles.hint}>{doc.caption}</span> : null}
              <span className={styles.visuallyHidden}>{looksLikeImage(doc) ? t('documents.view') : t('documents.openNewTab')}</span>
            </button>
            {failed === doc.id ? (
              <span className={styles.fieldError} role="alert" data-testid={`doc-${doc.id}-error`}>
                {t('documents.failed')}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      <ZoomViewer image={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
