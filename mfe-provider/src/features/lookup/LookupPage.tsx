import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@sencare/shared/antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { navigate } from '@sencare/shared/routing';
import { announce, usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { normalizeCard, providerApi, providerKeys } from '../../api/provider';
import { errorText, isNotFound } from '../../components/errorText';
import { Field } from '../../components/Field';
import styles from '../../components/page.module.css';
import { useQrCamera } from './useQrCamera';
import lookup from './lookup.module.css';

type ScanError = 'cameraDenied' | 'cameraUnavailable' | 'noQr' | 'notEcard' | 'unreadable';

/**
 * #/provider — the front desk's home: find the patient by the e-card number (typed), by the e-card
 * QR through the camera, or from a photo of it. The card is looked up here, so an unknown one is
 * said beside the field; a known one opens the patient (its answer already cached).
 */
export function LookupPage() {
  const { t } = useTranslation();
  usePageTitle('title.lookup');
  const { http } = useRemoteServices();
  const queryClient = useQueryClient();
  const [card, setCard] = useState('');
  const [cardError, setCardError] = useState<string | null>(null);
  const [scanError, setScanError] = useState<ScanError | null>(null);
  const [busy, setBusy] = useState(false);
  const photo = useRef<HTMLInputElement>(null);
  const input = useRef<HTMLInputElement>(null);

  async function lookUp(raw: string) {
    const number = normalizeCard(raw);
    setCard(number);
    if (!number) {
      setCardError(t('lookup.cardRequired'));
      input.current?.focus();
      return;
    }
    setBusy(true);
    setCardError(null);
    try {
      await queryClient.fetchQuery({ queryKey: providerKeys.patient(number), queryFn: () => providerApi(http).patient(number) });
      navigate('/provider/patient', { card: number });
    } catch (error) {
      setCardError(isNotFound(error) ? t('lookup.errors.cardNotFound') : errorText(t, error));
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  const camera = useQrCamera(
    (result) => {
      announce(t('lookup.found', { cardNumber: result.cardNumber }));
      void lookUp(result.cardNumber);
    },
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
    if (result.kind === 'card') void lookUp(result.cardNumber);
    else setScanError(result.kind === 'none' ? 'noQr' : 'notEcard');
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void lookUp(card);
  };

  return (
    <div className={styles.page} data-testid="provider-lookup">
      <form className={styles.section} onSubmit={submit} noValidate aria-busy={busy}>
        <p className={styles.muted}>{t('lookup.intro')}</p>
        <Field label={t('lookup.cardLabel')} hint={t('lookup.cardHint')} error={cardError ?? undefined} testId="lookup-card">
          {(ids) => (
            <input {...ids} ref={input} className={styles.input} value={card} autoComplete="off" autoCapitalize="characters" spellCheck={false} enterKeyHint="search" maxLength={40} onChange={(e) => setCard(e.target.value)} data-testid="lookup-card-input" />
          )}
        </Field>
        <Button type="submit" color="primary" block loading={busy} data-testid="lookup-submit">
          {t('lookup.search')}
        </Button>
      </form>

      <section className={styles.section} aria-labelledby="lookup-scan-title">
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
