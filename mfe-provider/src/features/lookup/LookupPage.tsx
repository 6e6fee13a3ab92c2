import { useRef, useState } from 'react';
import { Button } from '@sencare/shared/antd';
import { useTranslation } from 'react-i18next';
import { navigate } from '@sencare/shared/routing';
import { announce, usePageTitle } from '@sencare/shared/ui';
import styles from '../../components/page';
import { LookupForm, usePatientLookup } from './LookupForm';
import { useQrCamera } from './useQrCamera';
import lookup from './lookup.module.css';

type ScanError = 'cameraDenied' | 'cameraUnavailable' | 'noQr' | 'notEcard' | 'unreadable';

/**
 * #/provider — the front desk's home: find the patient by the e-card number (typed), by the e-card
 * QR through the camera, or from a photo of it, and the date of birth the patient tells the desk
 * (asked after a scan too). Looked up here, so a miss is said beside the fields; a match opens the
 * patient (its answer already cached).
 */
export function LookupPage() {
  const { t } = useTranslation();
  usePageTitle('title.lookup');
  const patient = usePatientLookup('', (card) => navigate('/provider/patient', { card }));
  const [scanError, setScanError] = useState<ScanError | null>(null);
  const [busy, setBusy] = useState(false);
  const photo = useRef<HTMLInputElement>(null);

  function scanned(cardNumber: string) {
    announce(t('lookup.scanned', { cardNumber }));
    patient.scanned(cardNumber);
  }

  const camera = useQrCamera(
    (result) => scanned(result.cardNumber),
    () => setScanError('notEcard'),
  );
  const shownScanError = scanError ?? camera.error;

  async function readPhoto(file: File | undefined) {
    if (!file) return;
    setScanError(null);
    setBusy(true);
    let result;
    try {
      const qr = await import('./qr');
      result = qr.scanPixels(await qr.pixelsOfFile(file));
    } catch {
      setBusy(false);
      setScanError('unreadable');
      return;
    }
    setBusy(false);
    if (result.kind === 'card') scanned(result.cardNumber);
    else setScanError(result.kind === 'none' ? 'noQr' : 'notEcard');
  }

  return (
    <div className={styles.page} data-testid="provider-lookup">
      <LookupForm lookup={patient} intro={t('lookup.intro')} />

      <section className={styles.section} aria-labelledby="lookup-scan-title" aria-busy={busy}>
        <h2 className={styles.sectionTitle} id="lookup-scan-title">
          {t('lookup.scanTitle')}
        </h2>
        <video ref={camera.video} className={lookup.video} hidden={camera.phase === 'off'} muted playsInline aria-label={t('lookup.videoLabel')} data-testid="lookup-video" />
        {camera.phase !== 'off' ? <p className={styles.hint}>{t('lookup.scanning')}</p> : null}
        {camera.phase === 'off' ? (
          <Button color="primary" fill="outline" block onClick={() => { setScanError(null); void camera.start(); }} data-testid="lookup-scan">
            {t('lookup.scan')}
          </Button>
        ) : (
          <Button fill="outline" block onClick={camera.stop} data-testid="lookup-stop">
            {t('lookup.stopScan')}
          </Button>
        )}
        <input ref={photo} type="file" accept="image/*" hidden data-testid="lookup-photo-input" onChange={(e) => { void readPhoto(e.target.files?.[0]); e.target.value = ''; }} />
        <Button fill="none" block onClick={() => photo.current?.click()} data-testid="lookup-photo">
          {t('lookup.photo')}
        </Button>
        <div role="alert" data-testid="lookup-scan-error">
          {shownScanError ? <div className={styles.notice}>{t(`lookup.errors.${shownScanError}`)}</div> : null}
        </div>
      </section>
    </div>
  );
}
