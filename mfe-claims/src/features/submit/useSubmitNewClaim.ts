import { useState } from 'react';
import { Toast } from '@sencare/shared/antd';
import { showToast, type ToastKind } from '@sencare/shared/ui';
import { useTranslation } from 'react-i18next';
import { ApiError, apiErrorText } from '@sencare/shared/http';
import { type ClaimSubmitInput, type FieldErrors } from '@sencare/shared/rules';
import type { useClaimDraft } from './useClaimDraft';
import { outcomeUnknown, reconcileSubmission, submissionFor } from './submission';

type DraftState = ReturnType<typeof useClaimDraft>;

/**
 * POST /claims for a new claim, with the Idempotency-Key of its body (submission.ts). When the
 * outcome is unknown (lost answer, timeout, 5xx, still running, key already used) it asks the API
 * what became of that key instead of failing: a claim that was made is shown, never made twice.
 */
export function useSubmitNewClaim(state: DraftState, onFieldErrors: (errors: FieldErrors) => void) {
  const { t } = useTranslation();
  const [submitting, setSubmitting] = useState(false);
  /** The 409 claims.duplicate answer: the existing claim the user is asked about. */
  const [duplicateOf, setDuplicateOf] = useState<{ claimId?: string } | null>(null);
  const toast = (content: string, kind: ToastKind = 'error') => showToast(Toast, content, kind);

  async function afterFailure(error: unknown, key: string) {
    if (error instanceof ApiError && error.message === 'claims.duplicate') {
      const data = (error.data ?? {}) as { claimId?: unknown };
      setDuplicateOf({ claimId: typeof data.claimId === 'string' ? data.claimId : undefined });
      return;
    }
    if (error instanceof ApiError && error.fields) return onFieldErrors(error.fields);
    if (!outcomeUnknown(error)) return toast(apiErrorText(t, error));
    const outcome = await reconcileSubmission(state.api, key);
    if (outcome.state === 'done') return state.finishSubmitted(outcome.claimId, t('wizard.submittedAfterAll', { id: outcome.claimId }));
    if (outcome.state === 'running') return toast(t('claims.inProgress', { ns: 'common' }), 'info');
    // The API holds nothing under this key: one spent on another body must not block the next try.
    if (error instanceof ApiError && error.message === 'claims.idempotencyMismatch') state.keepLocal({ submission: undefined });
    toast(apiErrorText(t, error));
  }

  async function submitNew(body: ClaimSubmitInput) {
    const draft = state.draftRef.current;
    if (!draft) return;
    setSubmitting(true);
    try {
      const submission = await submissionFor(draft, body);
      // Kept before sending: after a reload the wizard can still ask what became of it.
      state.keepLocal({ submission });
      try {
        const res = await state.api.submit(body, submission.key);
        state.finishSubmitted(res.claimId, t('wizard.submitted', { id: res.claimId }));
      } catch (error) {
        await afterFailure(error, submission.key);
      }
    } finally {
      setSubmitting(false);
    }
  }

  return { submitNew, submitting, duplicateOf, closeDuplicate: () => setDuplicateOf(null) };
}
