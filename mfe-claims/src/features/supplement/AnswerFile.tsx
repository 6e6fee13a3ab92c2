import { useLayoutEffect, useRef, useState } from 'react';
import { Button, ImageViewer, Toast, type ButtonRef } from '@sencare/shared/antd';
import { useTranslation } from 'react-i18next';
import type { ClaimDocumentReceipt } from '@sencare/shared/contracts';
import { openBlob, showToast, useObjectUrl, useRemoteServices } from '@sencare/shared/ui';

const isViewableImage = (mime: string) => mime.startsWith('image/') && mime !== 'image/heic';

/**
 * One file picked for a supplement item, before the answer is sent: Open shows it
 * (photos full screen in antd-mobile's ImageViewer, PDFs in the browser's viewer), Remove takes it
 * back. Files need the token header, so they come through the HTTP client as a blob URL
 * (shared/src/ui/blobUrls.ts), revoked when the viewer closes.
 */
export function AnswerFile({ doc, onRemove, removing }: { doc: ClaimDocumentReceipt; onRemove: () => void; removing: boolean }) {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  const [image, setImage] = useState<Blob | null>(null);
  const imageUrl = useObjectUrl(image);
  const [opening, setOpening] = useState(false);
  const closeButton = useRef<ButtonRef>(null);

  async function openFile() {
    setOpening(true);
    try {
      const blob = await http.getBlob(`/claims/files/${encodeURIComponent(doc.id)}`, { silent: true });
      if (isViewableImage(doc.mime)) setImage(blob);
      else openBlob(blob);
    } catch {
      showToast(Toast, t('upload.previewFailed'), 'error');
    } finally {
      setOpening(false);
    }
  }

  const closeImage = () => setImage(null);

  // The viewer closes on a tap; keyboard users get Escape and the footer's Close button. A layout
  // effect: Escape works from the moment the photo is on screen. A passive effect can run after a
  // paint, and an Escape pressed in between was lost (an e2e run on a busy machine).
  useLayoutEffect(() => {
    if (!imageUrl) return;
    closeButton.current?.nativeElement?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setImage(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [imageUrl]);

  return (
    <div data-testid="answer-file" data-doc-id={doc.id} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <span style={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>✓ {doc.name}</span>
      <Button size="mini" fill="outline" loading={opening} onClick={() => void openFile()} aria-label={t('supplement.openFile', { name: doc.name })} data-testid="answer-file-open">
        {t('upload.open')}
      </Button>
      <Button size="mini" fill="outline" color="danger" loading={removing} onClick={onRemove} aria-label={t('supplement.removeFile', { name: doc.name })} data-testid="answer-file-remove">
        {t('upload.remove')}
      </Button>
      {imageUrl ? (
        <ImageViewer image={imageUrl} visible onClose={closeImage}
          renderFooter={() => (
            <div style={{ display: 'flex', justifyContent: 'center', padding: 16 }}>
              <Button ref={closeButton} onClick={closeImage} data-testid="answer-file-close">{t('supplement.closePreview')}</Button>
            </div>
          )} />
      ) : null}
    </div>
  );
}
