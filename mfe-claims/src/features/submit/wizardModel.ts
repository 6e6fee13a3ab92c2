import { claimDocumentsShape, claimEventSchema, claimEventShape, claimPayeeSchema, claimPayeeShape, claimWhoSchema, claimWhoShape, normalizeAccountName, type ClaimSubmitInput, type FeeItemInput } from '@sencare/shared/rules';
import type { ClaimDetail } from '@sencare/shared/contracts';
import type { FormOptions } from '../../api/claims';
import type { LocalDraft } from './draftStore';

/** A fee line while it is being typed: every field may still be missing (zod checks it before it leaves). */
export type FeeLineDraft = Partial<FeeItemInput>;
/** The wizard's values: the claim body of POST /claims (shared zod schema), each field possibly unfilled yet. */
export type ClaimDraftValues = Partial<Omit<ClaimSubmitInput, 'feeItems' | 'documentIds' | 'confirmDuplicate'>> & { feeItems?: FeeLineDraft[] };
export type DraftField = keyof ClaimDraftValues;

/** The wizard's steps, in order; a draft stores the position (`step`), code names the step. */
export const STEPS = ['who', 'event', 'documents', 'payee', 'review'] as const;
export type StepName = (typeof STEPS)[number];
export const stepIndex = (name: StepName): number => STEPS.indexOf(name);
export const stepAt = (index: number): StepName => STEPS[Math.min(Math.max(index, 0), STEPS.length - 1)];

const fieldsOf = <S extends object>(shape: S, step: StepName) => Object.fromEntries(Object.keys(shape).map((k) => [k, step])) as Record<keyof S, StepName>;

/** Where each field of the claim body is asked (the one mapping; the step schemas are the same shapes). */
export const FIELD_STEP: Record<keyof ClaimSubmitInput, StepName> = {
  ...fieldsOf(claimWhoShape, 'who'),
  ...fieldsOf(claimEventShape, 'event'),
  ...fieldsOf(claimDocumentsShape, 'documents'),
  ...fieldsOf(claimPayeeShape, 'payee'),
  signature: 'review',
  confirmDuplicate: 'review',
};

/** The step holding an error's field (`feeItems.0.amount` → event), to send the user back to the first error. */
export function stepOf(path: string): StepName {
  return FIELD_STEP[path.split('.')[0] as keyof ClaimSubmitInput] ?? 'review';
}

/** The schema a step's Next button checks (documents have their own check; review submits the whole claim). */
export const STEP_SCHEMA = { who: claimWhoSchema, event: claimEventSchema, payee: claimPayeeSchema } as const;
export const fieldsOfStep = (step: StepName): DraftField[] => (Object.keys(FIELD_STEP) as (keyof ClaimSubmitInput)[]).filter((f) => FIELD_STEP[f] === step) as DraftField[];
export const PAYEE_FIELDS = fieldsOfStep('payee');

export type EditMode = 'revise' | 'bank' | null;
/** Which status each edit mode needs (the state machine's customer moves revise and retryPayment). */
export const EDIT_STATUS = { revise: 'to_be_revised', bank: 'payment_failed' } as const;

/** A number input's value: empty or not a number → unfilled. */
export const num = (v: string) => (v.trim() === '' || Number.isNaN(Number(v)) ? undefined : Number(v));

/** The payee fields from the last claim or the profile, and one empty fee line. */
export function prefill(options: FormOptions): ClaimDraftValues {
  const p = options.payee;
  return {
    bankCode: p.bankCode ?? undefined, branch: p.branch ?? '', provinceCode: p.provinceCode ?? undefined, accountName: p.accountName ?? normalizeAccountName(p.claimant ?? ''),
    accountNumber: p.accountNumber ?? '', claimant: p.claimant, email: p.email, telephone: p.telephone, feeItems: [{ name: '', quantity: 1 }],
  };
}

export function emptyDraft(options: FormOptions): LocalDraft {
  return { step: stepIndex('who'), values: prefill(options), documents: [], updatedAt: new Date().toISOString(), baseVersion: 0, dirty: [] };
}

/** The wizard's values from a submitted claim: revising or correcting it starts from what was sent. */
export function fromClaim(c: ClaimDetail, editing: EditMode): LocalDraft {
  // Only the payee fields the claim body has: the detail also carries `bankName` (for showing), and
  // the strict revision schema refused the whole claim for it, naming no field.
  const payee = Object.fromEntries(PAYEE_FIELDS.map((k) => [k, c.payee[k as keyof ClaimDetail['payee']] ?? undefined])) as ClaimDraftValues;
  const values: ClaimDraftValues = {
    insuredId: c.insuredId, idType: c.idType as ClaimDraftValues['idType'], idNumber: c.idNumber, policyIds: c.policies.map((p) => p.id),
    riskDate: c.riskDate ?? undefined, claimType: (c.claimType ?? undefined) as ClaimDraftValues['claimType'], treatment: (c.treatment ?? undefined) as ClaimDraftValues['treatment'],
    diagnosis: c.diagnosis ?? undefined, requestAmount: c.requestAmount ?? undefined,
    feeItems: c.feeItems.map((f) => ({ name: f.name, quantity: f.quantity, type: f.type as FeeLineDraft['type'], unitPrice: f.unitPrice, amount: f.amount, ...(f.deductible ? { deductible: f.deductible } : {}) })),
    ...payee,
  };
  return { step: stepIndex(editing === 'bank' ? 'payee' : 'who'), values, documents: c.documents, updatedAt: new Date().toISOString() };
}
