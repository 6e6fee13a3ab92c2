import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Toast } from '@sencare/shared/antd';
import { showToast } from '@sencare/shared/ui';
import { useTranslation } from 'react-i18next';
import { ApiError, apiErrorText } from '@sencare/shared/http';
import { navigate } from '@sencare/shared/routing';
import { claimRevisionSchema, claimSubmitSchema, firstCoverageProblem, missingDocumentKinds, toFieldErrors, type ClaimSubmitInput, type ClaimRevisionInput, type CoverageProblem, type FieldErrors } from '@sencare/shared/rules';
import { claimKeys } from '../../api/queryKeys';
import type { useClaimDraft } from './useClaimDraft';
import { useSubmitNewClaim } from './useSubmitNewClaim';
import { PAYEE_FIELDS, STEP_SCHEMA, stepIndex, stepOf, type ClaimDraftValues, type DraftField, type EditMode, type StepName } from './wizardModel';

type DraftState = ReturnType<typeof useClaimDraft>;

/** The wizard's checks and sends: Next per step, Submit (new or revised), Save bank details. */
export function useWizardActions(state: DraftState, editing: EditMode, claimId: string | undefined, coveredBy: (values: ClaimDraftValues) => CoverageProblem | null) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<FieldErrors>({});
  const sending = useSubmitNewClaim(state, setErrors);
  const [editSubmitting, setEditSubmitting] = useState(false);
  const { draftRef, update } = state;
  const values = () => draftRef.current!.values;

  const set = <K extends DraftField>(field: K, value: ClaimDraftValues[K]) => {
    update({ values: { ...values(), [field]: value } });
    // The field's own message goes; so do its fee lines' (feeItems.0.amount) when the lines change.
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => k !== field && !k.startsWith(`${field}.`))));
  };

  function checkStep(step: StepName): FieldErrors {
    const v = values();
    const schema = step === 'who' || step === 'event' || step === 'payee' ? STEP_SCHEMA[step] : null;
    let found: FieldErrors = {};
    if (schema) {
      const part = Object.fromEntries(Object.keys(schema.shape).map((k) => [k, v[k as DraftField]]));
      const r = schema.safeParse(part);
      if (!r.success) found = toFieldErrors(r.error);
      // Coverage is known once the event is: the same rule the API applies.
      if (step === 'event' && !found.riskDate && coveredBy(v)) found = { ...found, riskDate: 'error.requirementNotMet' };
    }
    if (step === 'documents' && missingDocumentKinds(v.claimType, v.treatment, draftRef.current!.documents.map((x) => x.kind)).length) found = { documentIds: 'validation.claims.documentsIncomplete' };
    return found;
  }

  function validateStep(step: StepName): boolean {
    const found = checkStep(step);
    setErrors(found);
    return Object.keys(found).length === 0;
  }

  async function submit(confirmDuplicate = false) {
    const d = draftRef.current!;
    const body = { ...d.values, documentIds: d.documents.map((x) => x.id), ...(confirmDuplicate ? { confirmDuplicate: true } : {}) };
    const parsed = (editing === 'revise' ? claimRevisionSchema : claimSubmitSchema).safeParse(body);
    if (!parsed.success) {
      const found = toFieldErrors(parsed.error);
      setErrors(found);
      update({ step: Math.min(...Object.keys(found).map((f) => stepIndex(stepOf(f)))) });
      return;
    }
    if (editing !== 'revise') return sending.submitNew(body as ClaimSubmitInput);
    await editCall(() => state.api.revise(claimId!, body as ClaimRevisionInput), t('wizard.revised', { id: claimId }));
  }

  async function saveBankDetails() {
    if (!validateStep('payee')) return;
    const v = values();
    await editCall(() => state.api.bankDetails(claimId!, Object.fromEntries(PAYEE_FIELDS.map((k) => [k, v[k]])) as never), t('wizard.bankSaved'));
  }

  /** A revision or a bank-details correction: sent once, then the claim's details. */
  async function editCall(send: () => Promise<unknown>, message: string) {
    setEditSubmitting(true);
    try {
      await send();
      state.finishEdit();
      void queryClient.invalidateQueries({ queryKey: claimKeys.detail(claimId!) });
      void queryClient.invalidateQueries({ queryKey: claimKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: claimKeys.summary() });
      showToast(Toast, message);
      navigate('/claims/detail', { id: claimId! }, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      else showToast(Toast, apiErrorText(t, error), 'error');
    } finally {
      setEditSubmitting(false);
    }
  }

  return { errors, setErrors, set, validateStep, submit, saveBankDetails, sending, submitting: sending.submitting || editSubmitting };
}

/** The coverage rule on the wizard's values and the chosen policies of the form options. */
export function coverageOf(values: ClaimDraftValues, policies: { policyNo: string; effectiveDate: string; expiryDate: string; waitingPeriodDays: number }[]): CoverageProblem | null {
  return firstCoverageProblem(policies, values.riskDate, values.claimType);
}
