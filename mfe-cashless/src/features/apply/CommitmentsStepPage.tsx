import { useState } from 'react';
import { Button, Checkbox, ProgressBar } from '@sencare/shared/antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, apiErrorText } from '@sencare/shared/http';
import { navigate } from '@sencare/shared/routing';
import { cashlessIdentificationSchema, type CashlessIdentification } from '@sencare/shared/rules';
import { SignatureField, signatureBlob } from '@sencare/shared/signature';
import { applyForCashless, cashlessKeys } from '../../api/cashless';
import { usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { AlreadyApplied, useAlreadyApplied } from './useAppliedGuard';
import { DOCUMENT_SLOTS, useApplyDraft } from './useApplyDraft';
import { StepMissing } from './StepMissing';
import { WizardSteps } from './WizardSteps';
import styles from './apply.module.css';

const COMMITMENTS = ['truthful', 'consent', 'card', 'uncovered'] as const;

/**
 * #/cashless/commitments — the spec's "Comittments" page: the customer accepts the commitments and
 * signs (drawn or typed, the same field as the claim's signature page); submitting sends the application.
 */
export function CommitmentsStepPage() {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  usePageTitle('apply.commitments.title');
  const { draft, setAccepted, clear } = useApplyDraft();
  const [tried, setTried] = useState(false);
  // Kept on this page only: a reload shows an empty pad, so nothing unseen is sent.
  const [signature, setSignature] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const queryClient = useQueryClient();
  const submit = useMutation({
    mutationFn: () => {
      const id = cashlessIdentificationSchema.parse(draft.identification) as CashlessIdentification;
      return applyForCashless(
        http,
        { ...id, idFront: draft.files.idFront as File, idBack: draft.files.idBack as File, portrait: draft.files.portrait as File, signature: signatureBlob(signature as string) },
        (loaded, total) => setProgress(total ? Math.round((loaded / total) * 100) : 0),
      );
    },
    onSuccess: (status) => {
      queryClient.setQueryData(cashlessKeys.status, status);
      clear();
      navigate('/cashless/success', undefined, { replace: true });
    },
  });
  const applied = useAlreadyApplied();
  if (applied && !submit.isPending && !submit.isSuccess) return <AlreadyApplied />;
  if (!DOCUMENT_SLOTS.every((slot) => draft.files[slot])) return <StepMissing step="documents" />;
  if (!cashlessIdentificationSchema.safeParse(draft.identification).success) return <StepMissing step="identification" />;

  const { signature: signatureRefused, ...otherFields } = submit.error instanceof ApiError ? (submit.error.fields ?? {}) : {};
  const fieldErrors = Object.values(otherFields);
  const signatureError = tried && !signature ? 'validation.claims.signatureRequired' : signatureRefused;
  return (
    <div className={styles.page} data-testid="apply-commitments">
      <WizardSteps current={2} />
      <h2 className={styles.heading}>{t('apply.commitments.heading')}</h2>
      <ol className={styles.commitments}>
        {COMMITMENTS.map((key) => (
          <li key={key}>{t(`apply.commitments.items.${key}`)}</li>
        ))}
      </ol>
      <div className={styles.field}>
        <Checkbox checked={draft.accepted} onChange={setAccepted} data-testid="commitments-accept">
          {t('apply.commitments.accept')}
        </Checkbox>
        {tried && !draft.accepted ? (
          <div className={styles.fieldError} role="alert" data-testid="error-commitments">
            {t('validation.commitmentsRequired', { ns: 'common' })}
          </div>
        ) : null}
      </div>
      <div className={styles.field}>
        <SignatureField
          id="cashless-signature"
          hint={t('apply.commitments.signature')}
          error={signatureError ? t(signatureError, { ns: 'common' }) : null}
          onChange={(image) => {
            setSignature(image);
            if (signatureRefused) submit.reset();
          }}
        />
      </div>
      {submit.isError ? (
        <div className={styles.submitError} role="alert" data-testid="apply-error">
          <div>{apiErrorText(t, submit.error, 'error.network')}</div>
          {[...new Set(fieldErrors)].map((key) => (
            <div key={key}>{t(key, { ns: 'common' })}</div>
          ))}
        </div>
      ) : null}
      {submit.isPending ? <ProgressBar percent={progress} style={{ margin: '12px 16px' }} /> : null}
      <div className={styles.footer}>
        <Button
          block
          color="primary"
          size="large"
          loading={submit.isPending}
          disabled={submit.isPending}
          data-testid="apply-submit"
          onClick={() => {
            setTried(true);
            if (draft.accepted && signature) submit.mutate();
          }}
        >
          {t('common:submit')}
        </Button>
      </div>
    </div>
  );
}
