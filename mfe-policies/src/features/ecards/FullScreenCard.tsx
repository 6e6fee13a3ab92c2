import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@sencare/shared/format';
import type { Ecard } from '@sencare/shared/contracts';
import { isCardValid } from './cardValidity';
import { QrCode } from './QrCode';
import { ecardQrPayload } from './qrPayload';
import styles from './FullScreenCard.module.css';
import { useModalFocus } from '@sencare/shared/ui';

type WakeLockSentinelLike = { release(): Promise<void> };

/**
 * Shown to a hospital front desk: the QR code as large as the screen allows on white, over the
 * shell's bars (portal to body). The screen is kept awake where the browser allows it, because
 * a phone that dims while the desk scans is the classic complaint.
 */
export function FullScreenCard({ card, onClose }: { card: Ecard; onClose: () => void }) {
  const { t } = useTranslation();
  const closeRef = useRef<HTMLButtonElement>(null);

  const dialogRef = useModalFocus(closeRef, onClose);

  useEffect(() => {
    let lock: WakeLockSentinelLike | null = null;
    const wakeLock = (navigator as Navigator & { wakeLock?: { request(type: 'screen'): Promise<WakeLockSentinelLike> } }).wakeLock;
    wakeLock?.request('screen').then((l) => (lock = l), () => undefined);
    return () => {
      void lock?.release().catch(() => undefined);
    };
  }, []);

  const size = Math.min(typeof window === 'undefined' ? 320 : window.innerWidth - 64, 360);
  // An invalid card says so first, and never asks to be shown at the front desk.
  const valid = isCardValid(card);
  return createPortal(
    <div ref={dialogRef} className={styles.overlay} role="dialog" aria-modal="true" aria-label={t(valid ? 'ecards.showFullScreen' : 'ecards.viewCard')} data-testid="ecard-fullscreen" data-valid={valid}>
      <div className={styles.sheet}>
        {valid ? null : (
          <p className={styles.notValid} data-testid="ecard-fullscreen-not-valid">
            <strong>{t('ecards.invalidBadge')}</strong> {t('ecards.notValidHint')}
          </p>
        )}
        <span className={styles.insurer}>{card.insurer}</span>
        <span className={styles.name}>{card.insuredName}</span>
        <span className={styles.dob}>
          {t('field.dateOfBirth')} {formatDate(card.dateOfBirth)}
        </span>
        <div className={valid ? styles.qr : `${styles.qr} ${styles.qrNotValid}`}>
          <QrCode text={ecardQrPayload(card)} size={Math.max(size, 200)} label={t('ecards.qrLabel', { cardNumber: card.cardNumber })} testId="ecard-fullscreen-qr" />
        </div>
        <dl className={styles.ids}>
          <div>
            <dt>{t('ecards.cardNumber')}</dt>
            <dd>{card.cardNumber}</dd>
          </div>
          <div>
            <dt>{t('field.policyNo')}</dt>
            <dd>{card.policyNo}</dd>
          </div>
          <div>
            <dt>{t('ecards.validTo')}</dt>
            <dd>{formatDate(card.validTo)}</dd>
          </div>
        </dl>
        {valid ? <p className={styles.hint}>{t('ecards.fullScreenHint')}</p> : null}
      </div>
      <button ref={closeRef} type="button" className={styles.close} onClick={onClose} data-testid="ecard-fullscreen-close">
        {t('ecards.close')}
      </button>
    </div>,
    document.body,
  );
}
