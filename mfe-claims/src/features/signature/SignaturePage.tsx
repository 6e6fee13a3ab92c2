import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Toast } from '@sencare/shared/antd';
import { useTranslation } from 'react-i18next';
import { navigate } from '@sencare/shared/routing';
import { SIGNATURE_MAX_CHARS } from '@sencare/shared/rules';
import { SignatureField } from '@sencare/shared/signature';
import { ErrorView, LoadingView, showToast, usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { claimsApi } from '../../api/claims';
import { claimKeys } from '../../api/queryKeys';
import { loadLocalDraft, saveLocalDraft, type LocalDraft } from '../submit/draftStore';
import { restoreDraft, withDirty } from '../submit/draftMerge';
import { noteChangedElsewhere, saveDraftMerging } from '../submit/draftSync';
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
  const [image, setImage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  if (draft.isPending) return <LoadingView />;
  if (draft.isError) return <ErrorView onRetry={() => void draft.refetch()} />;
  const current = (draft.data?.values.signature as string | undefined) ?? null;

  async function confirm() {
    if (!image) {
      setError('validation.claims.signatureRequired');
      return;
    }
    if (image.length > SIGNATURE_MAX_CHARS) {
      setError('validation.tooLong');
      return;
    }
    setSaving(true);
    const base: LocalDraft = draft.data ?? { step: 0, values: {}, documents: [], updatedAt: '', baseVersion: 0 };
    const next: LocalDraft = { ...base, values: { ...base.values, signature: image }, dirty: withDirty(base, ['signature']), updatedAt: new Date().toISOString() };
    saveLocalDraft(next);
    // On top of the version this copy is based on: a newer draft from another phone is merged
    // (its fields kept, this signature added), never overwritten.
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
      <SignatureField
        id="signature"
        hint={draft.data ? t('signature.hint') : t('signature.noDraft')}
        error={error ? t(error, { ns: 'common' }) : null}
        onChange={(next) => {
          setImage(next);
          setError(null);
        }}
      />
      {current ? (
        <div className={styles.hint} data-testid="signature-current">
          {t('signature.current')}<br />
          <img src={current} alt={t('signature.current')} className={styles.current} />
        </div>
      ) : null}
      <div className={styles.actions}>
        <Button block color="success" loading={saving} onClick={() => void confirm()} data-testid="signature-confirm">{t('signature.confirm')}</Button>
      </div>
    </div>
  );
}
