import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Toast } from '@sencare/shared/antd';
import { useTranslation } from 'react-i18next';
import SignaturePad from 'signature_pad';
import { navigate } from '@sencare/shared/routing';
import { SIGNATURE_MAX_CHARS } from '@sencare/shared/rules';
import { ErrorView, LoadingView, showToast, usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { claimsApi } from '../../api/claims';
import { claimKeys } from '../../api/queryKeys';
import { loadLocalDraft, saveLocalDraft, type LocalDraft } from '../submit/draftStore';
import { restoreDraft, withDirty } from '../submit/draftMerge';
import { noteChangedElsewhere, saveDraftMerging } from '../submit/draftSync';
import { typedSignatureImage } from './typedSignature';
import styles from './SignaturePage.module.css';

/**
 * #/claims/signature (spec "signature"): the claimant signs on a pad; the PNG goes into the
 * unfinished claim (this device at once, the server copy too) and is sent with it on submit.
 */
export function SignaturePage() {
  const { t } = useTranslation();
  usePageTitle('title.signature');
  const { http } = useRemoteServices();
  const api = claimsApi(http);
  const queryClient = useQueryClient();
  // The draft the signature belongs to: this device's copy met with the server's (another phone's edits).
  const draft = useQuery({
    queryKey: claimKeys.signatureDraft(),
    queryFn: async () => {
      const local = loadLocalDraft();
      // Unreachable server: this device's copy if there is one, else the error view with retry.
      const server = await api.getDraft().then((s) => s ?? null, (error: unknown) => { if (!local) throw error; return undefined; });
      return restoreDraft(local, server).draft;
    },
    gcTime: 0,
  });
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [typed, setTyped] = useState('');
  const ready = draft.isSuccess;

  useEffect(() => {
    const el = canvas.current;
    if (!ready || !el) return;
    // Sharp lines on high-density screens: the bitmap follows the device pixels, the strokes the CSS size.
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    el.width = (el.offsetWidth || 360) * ratio;
    el.height = (el.offsetHeight || 220) * ratio;
    el.getContext('2d')?.scale(ratio, ratio);
    const instance = new SignaturePad(el, { penColor: '#111827', minWidth: 0.8, maxWidth: 2.4 });
    const onStroke = () => setError(null);
    instance.addEventListener('beginStroke', onStroke);
    pad.current = instance;
    return () => {
      instance.removeEventListener('beginStroke', onStroke);
      instance.off();
      pad.current = null;
    };
  }, [ready]);

  if (draft.isPending) return <LoadingView />;
  if (draft.isError) return <ErrorView onRetry={() => void draft.refetch()} />;
  const current = (draft.data?.values.signature as string | undefined) ?? null;

  /** Draws the typed name on the pad; Confirm then saves it like a drawn signature. */
  async function signWithTyped() {
    const el = canvas.current;
    if (!el || !pad.current) return;
    if (!typed.trim()) {
      setError('signature.typedEmpty');
      return;
    }
    const image = typedSignatureImage(typed, el.width, el.height);
    if (!image) return;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    pad.current.clear();
    await pad.current.fromDataURL(image, { ratio, width: el.width / ratio, height: el.height / ratio });
    setError(null);
  }

  async function confirm() {
    const p = pad.current;
    if (!p || p.isEmpty()) {
      setError('validation.claims.signatureRequired');
      return;
    }
    const image = p.toDataURL('image/png');
    if (image.length > SIGNATURE_MAX_CHARS) {
      setError('validation.tooLong');
      return;
    }
    setSaving(true);
    const base: LocalDraft = draft.data ?? { step: 0, values: {}, documents: [], updatedAt: '', baseVersion: 0 };
    const next: LocalDraft = { ...base, values: { ...base.values, signature: image }, dirty: withDirty(base, ['signature']), updatedAt: new Date().toISOString() };
    saveLocalDraft(next);
    // On top of the version this copy is based on: a newer draft from another phone is merged
    // (its fields kept, this signature added), never overwritten (issue 8 item 12).
    // Offline is fine: the wizard pushes the local copy (dirty: signature) when the connection is back.
    const saved = await saveDraftMerging(api, next).catch(() => null);
    if (saved) {
      saveLocalDraft(saved.draft);
      if (saved.changedElsewhere) noteChangedElsewhere();
    }
    void queryClient.invalidateQueries({ queryKey: claimKeys.signatureDraft() });
    setSaving(false);
    showToast(Toast, t('signature.saved'));
    navigate('/claims/new');
  }

  return (
    <div className={styles.page} data-testid="signature-page">
      <div className={styles.hint}>{draft.data ? t('signature.hint') : t('signature.noDraft')}</div>
      <canvas ref={canvas} className={`${styles.pad} ${error ? styles.padError : ''}`} data-testid="signature-pad" aria-label={t('signature.padLabel')} />
      {error ? <div className={styles.error} role="alert" data-testid="signature-error">{error.startsWith('signature.') ? t(error) : t(error, { ns: 'common' })}</div> : null}
      <div className={styles.typed}>
        <label htmlFor="signature-typed" className={styles.hint}>{t('signature.typedLabel')}</label>
        <Input id="signature-typed" value={typed} onChange={setTyped} maxLength={80} autoComplete="name" data-testid="signature-typed" className={styles.typedInput} />
        <Button fill="outline" onClick={() => void signWithTyped()} data-testid="signature-typed-use">{t('signature.typedUse')}</Button>
      </div>
      {current ? (
        <div className={styles.hint} data-testid="signature-current">
          {t('signature.current')}<br />
          <img src={current} alt={t('signature.current')} className={styles.current} />
        </div>
      ) : null}
      <div className={styles.actions}>
        <Button style={{ flex: 1 }} onClick={() => { pad.current?.clear(); setError(null); }} data-testid="signature-clear">{t('signature.clear')}</Button>
        <Button style={{ flex: 2 }} color="success" loading={saving} onClick={() => void confirm()} data-testid="signature-confirm">{t('signature.confirm')}</Button>
      </div>
    </div>
  );
}
