import { useEffect, useRef, useState } from 'react';
import { Button, Toast } from '@sencare/shared/antd';
import { useTranslation } from 'react-i18next';
import { navigate } from '@sencare/shared/routing';
import { DOCUMENT_KINDS, LIMITS } from '@sencare/shared/rules';
import { EmptyView, RadioChips, showToast, useObjectUrl, usePageTitle } from '@sencare/shared/ui';
import { useUploads } from '../../components/uploads/useUploads';
import { compressImage } from '../../components/uploads/compressImage';
import styles from './CameraPage.module.css';

type Phase = 'idle' | 'live' | 'preview' | 'uploading';

const hasLiveCamera = () => typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

/**
 * #/claims/camera (spec "webCamera"): photograph a document and add it to the unfinished claim.
 * The file input with capture opens the phone's camera app; the live view (getUserMedia) is the
 * fallback where capture is ignored (desktop browsers).
 */
export function CameraPage({ kind: kindParam, back }: { kind?: string; back?: string }) {
  const { t } = useTranslation();
  usePageTitle('title.camera');
  const uploads = useUploads();
  const [kind, setKind] = useState<string>((DOCUMENT_KINDS as readonly string[]).includes(kindParam ?? '') ? kindParam! : 'invoice');
  const [phase, setPhase] = useState<Phase>('idle');
  const [photo, setPhoto] = useState<File | null>(null);
  const preview = useObjectUrl(photo);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);

  const stopLive = () => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  };
  useEffect(() => () => stopLive(), []);

  function take(file: File | undefined) {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      // A photo page: say "photo", not the documents' "file"/PDF wording.
      setError(t('camera.notImage'));
      return;
    }
    setError(null);
    setPhoto(file);
    setPhase('preview');
  }

  async function startLive() {
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      setPhase('live');
      setError(null);
      requestAnimationFrame(() => {
        if (video.current && stream.current) {
          video.current.srcObject = stream.current;
          void video.current.play().catch(() => undefined);
        }
      });
    } catch {
      setError(t('camera.denied'));
    }
  }

  function captureLive() {
    const v = video.current;
    if (!v || !v.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = v.videoWidth;
    canvas.height = v.videoHeight;
    canvas.getContext('2d')?.drawImage(v, 0, 0);
    canvas.toBlob((blob) => {
      stopLive();
      if (blob) take(new File([blob], `photo-${Date.now()}.jpg`, { type: 'image/jpeg' }));
    }, 'image/jpeg', 0.9);
  }

  /**
   * The photo joins the draft's resumable uploads (kept on this device until the server has it),
   * and the wizard shows its progress; a dropped connection or a reload does not lose it.
   */
  async function use() {
    if (!photo) return;
    setPhase('uploading');
    setError(null);
    const blob = await compressImage(photo);
    if (blob.size > LIMITS.maxImageBytes) {
      // Even compressed it cannot be accepted: ask for another photo rather than a retry.
      setError(t('camera.tooLarge', { max: `${LIMITS.maxImageBytes / 1024 / 1024} MB` }));
      setPhase('preview');
      return;
    }
    const name = blob === photo ? photo.name : photo.name.replace(/\.\w+$/, '') + '.jpg';
    await uploads.manager.add([{ blob, name, kind }]);
    showToast(Toast, t('camera.added'));
    // Back where the camera was opened from: the wizard's documents step or the multi-upload page.
    navigate(back === 'upload' ? '/claims/upload' : '/claims/new');
  }

  return (
    <div className={styles.page} data-testid="camera-page" data-phase={phase}>
      <div className={styles.card}>
        <div className={styles.label} aria-hidden="true">{t('camera.kind')}</div>
        <RadioChips name={t('camera.kind')} columns={2} value={kind} onChange={setKind} options={DOCUMENT_KINDS.map((k) => ({ label: t(`docKind.${k}`), value: k }))} testId="camera-kind" />
      </div>

      <div className={styles.card}>
        {phase === 'live' ? (
          <>
            <video ref={video} className={styles.preview} playsInline muted data-testid="camera-live" />
            <div className={styles.actions}>
              <Button style={{ flex: 1 }} onClick={() => { stopLive(); setPhase('idle'); }}>{t('cancel', { ns: 'common' })}</Button>
              <Button style={{ flex: 2 }} color="success" onClick={captureLive} data-testid="camera-capture">{t('camera.capture')}</Button>
            </div>
          </>
        ) : photo ? (
          <img src={preview ?? undefined} alt={photo.name} className={styles.preview} data-testid="camera-preview" />
        ) : (
          <EmptyView testId="camera-empty">{t('camera.empty')}</EmptyView>
        )}
        {error ? <div className={styles.error} role="alert" data-testid="camera-error">{error}</div> : null}
      </div>

      <input ref={input} hidden type="file" accept="image/*" capture="environment" data-testid="camera-input"
        onChange={(e) => { take(e.target.files?.[0]); e.target.value = ''; }} />
      {phase !== 'live' ? (
        <div className={styles.actions}>
          <Button style={{ flex: 1 }} disabled={phase === 'uploading'} onClick={() => input.current?.click()} data-testid="camera-take">{photo ? t('camera.retake') : t('camera.take')}</Button>
          {photo ? (
            <Button style={{ flex: 1 }} color="success" loading={phase === 'uploading'} onClick={() => void use()} data-testid="camera-use">{t('camera.use')}</Button>
          ) : hasLiveCamera() ? (
            <Button style={{ flex: 1 }} onClick={() => void startLive()} data-testid="camera-live-start">{t('camera.live')}</Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
