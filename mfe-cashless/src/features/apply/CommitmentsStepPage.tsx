import { useState } from 'react';
import { Button, Checkbox, ProgressBar } from '@sencare/shared/antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, apiErrorText } from '@sencare/shared/http';
import { navigate } from '@sencare/shared/routing';
import { cashlessIdentificationSchema, type CashlessIdentification } from '@sencare/shared/rules';
import { applyForCashless, cashlessKeys } from '../../api/cashless';
import { usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { AlreadyApplied, useAlreadyApplied } from './useAppliedGuard';
import { DOCUMENT_SLOTS, useApplyDraft } from './useApplyDraft';
import { StepMissing } from './StepMissing';
import { WizardSteps } from './WizardSteps';
import styles from './apply.module.css';

const COMMITMENTS = ['truthful', 'consent', 'card', 'uncovered'] as const;

/** #/cashless/commitments — the spec's "Comittments" page; accepting and submitting sends the application. */
export function CommitmentsStepPage() {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  usePageTitle('apply.commitments.title');
  const { draft, setAccepted, clear } = useApplyDraft();
  const [tried, setTried] = useState(false);
  const [progress, setProgress] = useState(0);
  const queryClient = useQueryClient();
  const submit = useMutation({
    mutationFn: () => {
      const id = cashlessIdentificationSchema.parse(draft.identification) as CashlessIdentification;
      return applyForCashless(
        http,
        { ...id, idFront: draft.files.idFront as File, idBack: draft.files.idBack as File, portrait: draft.files.portrait as File },
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

  const fieldErrors = submit.error instanceof ApiError ? Object.values(submit.error.fields ?? {}) : [];
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
            if (draft.accepted) submit.mutate();
          }}
        >
          {t('common:submit')}
        </Button>
      </div>
    </div>
  );
}
