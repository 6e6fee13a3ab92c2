import { useCallback, useEffect, useRef, useState } from 'react';
import { ImageViewer } from '@sencare/shared/antd';
import { useTranslation } from 'react-i18next';
import { useModalFocus } from '@sencare/shared/ui';
import styles from './ZoomViewer.module.css';

const STEPS = [1, 1.5, 2, 3, 4];

/**
 * antd-mobile's ImageViewer (pinch and double-tap zoom on a phone) made a dialog a keyboard and a
 * screen reader can use: antd-mobile draws it inside its Mask, which is aria-hidden, so the mask
 * becomes the named dialog instead; the kit's useModalFocus moves focus in (to Close), keeps it
 * there, closes on Escape and returns it; zoom buttons scale the image for those who cannot pinch.
 */
export function ZoomViewer({ image, onClose }: { image: { url: string; name: string } | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState(0);
  const closeRef = useRef<HTMLButtonElement>(null);
  const visible = image !== null;
  const name = image?.name ?? '';
  const trapRef = useModalFocus(closeRef, onClose, visible);

  useEffect(() => {
    if (visible) setStep(0);
  }, [visible, image?.url]);

  const footerRef = useCallback(
    (footer: HTMLDivElement | null) => {
      const mask = footer?.closest<HTMLElement>('.adm-mask');
      if (mask) {
        mask.removeAttribute('aria-hidden');
        mask.setAttribute('role', 'dialog');
        mask.setAttribute('aria-label', name);
      }
      trapRef(footer);
    },
    [trapRef, name],
  );

  // Not drawn while closed: antd-mobile would render an <img src=""> (a request for the page itself).
  if (!image) return null;
  return (
    <ImageViewer
      image={image.url}
      visible={visible}
      maxZoom={5}
      onClose={onClose}
      imageRender={(url, { ref }) => <img ref={ref} src={url} alt={name} className={styles.image} style={{ transform: `scale(${STEPS[step]})` }} draggable={false} />}
      renderFooter={() => (
        <div ref={footerRef} className={styles.footer} data-testid="zoom-viewer">
          <button type="button" className={styles.button} onClick={() => setStep((s) => Math.max(0, s - 1))} disabled={step === 0}>
            {t('documents.zoomOut')}
          </button>
          <span aria-live="polite">{Math.round(STEPS[step] * 100)}%</span>
          <button type="button" className={styles.button} onClick={() => setStep((s) => Math.min(STEPS.length - 1, s + 1))} disabled={step === STEPS.length - 1}>
            {t('documents.zoomIn')}
          </button>
          <button ref={closeRef} type="button" className={styles.button} onClick={onClose} data-testid="zoom-close">
            {t('close', { ns: 'common' })}
          </button>
        </div>
      )}
    />
  );
}
