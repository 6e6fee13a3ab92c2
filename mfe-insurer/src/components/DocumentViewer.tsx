import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { openBlob, useRemoteServices } from '@sencare/shared/ui';
import { looksLikeImage, type GalleryDocument } from './galleryDocument';
import styles from './DocumentViewer.module.css';

const ZOOM_STEPS = [0.5, 0.75, 1, 1.5, 2, 3];
const FIT = ZOOM_STEPS.indexOf(1);

/** What a key does in the viewer (also listed in the shortcuts dialog, components/deskShortcuts.ts). */
const KEY_ACTIONS: Record<string, 'previous' | 'next' | 'zoomIn' | 'zoomOut' | 'rotateRight' | 'rotateLeft' | 'reset'> = {
  ArrowLeft: 'previous',
  PageUp: 'previous',
  ArrowRight: 'next',
  PageDown: 'next',
  '+': 'zoomIn',
  '=': 'zoomIn',
  '-': 'zoomOut',
  r: 'rotateRight',
  R: 'rotateLeft',
  '0': 'reset',
};

/**
 * The documents beside the decision form at a desk (DocumentGallery shows this from 1024 px): one
 * document at a time, paged through, zoomed and turned (a photo of a bill is often taken sideways),
 * all with buttons and with keys while the viewer has focus. Each file is fetched with the token
 * (the HTTP client) and cached per document; a PDF opens in a new tab, where the browser's viewer
 * has its own zoom and pages (a blob: frame is outside the pages' Content-Security-Policy).
 */
export function DocumentViewer({ documents, pathOf, testId }: { documents: readonly GalleryDocument[]; pathOf: (docId: string) => string; testId: string }) {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  const labelId = useId();
  const [index, setIndex] = useState(0);
  const [rotation, setRotation] = useState(0);
  const [zoom, setZoom] = useState(FIT);
  const doc = documents[Math.min(index, documents.length - 1)];
  const file = useQuery({ queryKey: ['insurer', 'document', pathOf(doc.id)], queryFn: () => http.getBlob(pathOf(doc.id), { silent: true }), staleTime: Infinity, gcTime: 5 * 60_000 });
  const url = useBlobUrl(file.data);
  const image = file.data ? file.data.type.startsWith('image/') || (!file.data.type && looksLikeImage(doc)) : looksLikeImage(doc);

  const go = (to: number) => {
    setIndex((to + documents.length) % documents.length);
    setRotation(0);
    setZoom(FIT);
  };
  const act = {
    previous: () => go(index - 1),
    next: () => go(index + 1),
    zoomIn: () => setZoom((z) => Math.min(ZOOM_STEPS.length - 1, z + 1)),
    zoomOut: () => setZoom((z) => Math.max(0, z - 1)),
    rotateRight: () => setRotation((r) => (r + 90) % 360),
    rotateLeft: () => setRotation((r) => (r + 270) % 360),
    reset: () => {
      setRotation(0);
      setZoom(FIT);
    },
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const action = KEY_ACTIONS[event.key];
    if (!action || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    act[action]();
  };

  return (
    <div className={styles.viewer} data-testid={testId}>
      <div className={styles.toolbar} role="toolbar" aria-label={t('documents.viewer')}>
        <button type="button" className={styles.tool} onClick={act.previous} disabled={documents.length < 2} data-testid={`${testId}-previous`}>
          {t('documents.previous')}
        </button>
        <span className={styles.position} aria-live="polite" data-testid={`${testId}-position`}>
          {t('documents.position', { current: index + 1, total: documents.length })}
        </span>
        <button type="button" className={styles.tool} onClick={act.next} disabled={documents.length < 2} data-testid={`${testId}-next`}>
          {t('documents.next')}
        </button>
        <button type="button" className={styles.tool} onClick={act.zoomOut} disabled={!image || zoom === 0} data-testid={`${testId}-zoom-out`}>
          {t('documents.zoomOut')}
        </button>
        <span className={styles.position} aria-live="polite">{Math.round(ZOOM_STEPS[zoom] * 100)}%</span>
        <button type="button" className={styles.tool} onClick={act.zoomIn} disabled={!image || zoom === ZOOM_STEPS.length - 1} data-testid={`${testId}-zoom-in`}>
          {t('documents.zoomIn')}
        </button>
        <button type="button" className={styles.tool} onClick={act.rotateLeft} disabled={!image} data-testid={`${testId}-rotate-left`}>
          {t('documents.rotateLeft')}
        </button>
        <button type="button" className={styles.tool} onClick={act.rotateRight} disabled={!image} data-testid={`${testId}-rotate`}>
          {t('documents.rotateRight')}
        </button>
        <span className={styles.visuallyHidden} aria-live="polite">{rotation ? t('documents.rotated', { degrees: rotation }) : ''}</span>
      </div>
      <p id={labelId} className={styles.caption}>
        <strong>{doc.name}</strong>
        {doc.caption ? ` · ${doc.caption}` : ''}
      </p>
      {/* Focusable so the keys above work here; named by the document it shows. */}
      <div className={styles.stage} tabIndex={0} role="group" aria-labelledby={labelId} aria-roledescription={t('documents.viewer')} aria-keyshortcuts="ArrowLeft ArrowRight + - r R 0" onKeyDown={onKeyDown} data-testid={`${testId}-stage`}>
        {file.isError ? (
          <p className={styles.error} role="alert">
            {t('documents.failed')}
          </p>
        ) : !file.data ? (
          <p className={styles.hint}>{t('documents.loading')}</p>
        ) : image && url ? (
          <img src={url} alt={doc.name} className={styles.image} style={{ transform: `rotate(${rotation}deg) scale(${ZOOM_STEPS[zoom]})` }} data-rotation={rotation} data-testid={`${testId}-image`} draggable={false} />
        ) : (
          <button type="button" className={styles.tool} onClick={() => file.data && openBlob(file.data)} data-testid={`${testId}-open`}>
            {t('documents.openPdf', { name: doc.name })}
          </button>
        )}
      </div>
    </div>
  );
}

/** An object URL for the blob shown, revoked when another document (or none) is shown. */
function useBlobUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return setUrl(null);
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url;
}
