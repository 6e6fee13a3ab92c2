import { z } from 'zod';
import { LIMITS } from './limits';
import { todayIso } from './today';
import { emailSchema } from './auth';
import { CLAIM_STATUSES, type ClaimStatusName, type ClaimTab } from './claimStateMachine';
import { optionalInsurerText, requiredInsurerText } from './insurerText';
import { sniffImageType } from './cashless';

/**
 * docs/requirements.md §5's claim rules. Messages are `common` keys under validation.claims.* (the API answers
 * with them and the UI shows them next to the field, in both languages).
 */
const K = (key: string) => `validation.claims.${key}`;

export const ID_TYPES = ['citizen_id', 'id_card', 'passport', 'birth_certificate'] as const;
export const RELATIONSHIPS = ['self', 'spouse', 'child', 'parent', 'other'] as const;
export const CLAIM_TYPES = ['illness', 'accident'] as const;
export const TREATMENTS = ['inpatient', 'outpatient'] as const;
export const FEE_TYPES = ['consultation', 'medicine', 'test', 'imaging', 'room', 'surgery', 'procedure', 'dental', 'checkup', 'other'] as const;
export const DOCUMENT_KINDS = ['invoice', 'prescription', 'medical_record', 'discharge_paper', 'accident_report', 'other'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Per claim type, what the insurer needs before assessing. */
export function requiredDocumentKinds(claimType?: string | null, treatment?: string | null): DocumentKind[] {
  const kinds: DocumentKind[] = ['invoice'];
  if (treatment === 'inpatient') kinds.push('discharge_paper');
  else kinds.push('prescription');
  if (claimType === 'accident') kinds.push('accident_report');
  return kinds;
}

export function missingDocumentKinds(claimType: string | null | undefined, treatment: string | null | undefined, present: readonly string[]): DocumentKind[] {
  return requiredDocumentKinds(claimType, treatment).filter((k) => !present.includes(k));
}

/** "ID card number input error": the number must look like the chosen ID type. */
const ID_NUMBER_PATTERN: Record<(typeof ID_TYPES)[number], RegExp> = {
  citizen_id: /^\d{12}$/,
  id_card: /^(\d{9}|\d{12})$/,
  passport: /^[A-Z0-9]{6,12}$/i,
  birth_certificate: /^[A-Z0-9/-]{1,20}$/i,
};

export function isValidIdNumber(idType: string, idNumber: string): boolean {
  const pattern = ID_NUMBER_PATTERN[idType as (typeof ID_TYPES)[number]];
  return pattern ? pattern.test(idNumber.trim()) : false;
}

/** Vietnamese banks hold account names in upper case without diacritics. */
export function normalizeAccountName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trimStart();
}


/** "Date input error": a real calendar day within the picker's year range (docs/requirements.md §9) and not in the future. */
export function isValidRiskDate(value: string, now: Date = new Date()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return false;
  const today = todayIso(now);
  if (Math.abs(y - Number(today.slice(0, 4))) > LIMITS.pickerYearRange) return false;
  return value <= today;
}

const requiredText = (key: string, max: number = LIMITS.textMaxLength) =>
  z.string({ error: K(key) }).trim().min(1, { error: K(key) }).max(max, { error: 'validation.tooLong' });

/** The largest amount a claim line or request may carry (VND); the messages name it. */
export const MAX_CLAIM_AMOUNT = 100_000_000_000;

/** An amount the user must enter: 0 or less and over MAX_CLAIM_AMOUNT each say so. */
const money = (requiredKey: string) =>
  z
    .number({ error: K(requiredKey) })
    .int({ error: K('amountWhole') })
    .min(1, { error: K('amountPositive') })
    .max(MAX_CLAIM_AMOUNT, { error: K('amountTooLarge') });

/** An optional amount (unit price, deductible): may be 0, never negative. */
const optionalMoney = () =>
  z
    .number({ error: 'validation.invalid' })
    .int({ error: K('amountWhole') })
    .min(0, { error: K('amountNegative') })
    .max(MAX_CLAIM_AMOUNT, { error: K('amountTooLarge') })
    .optional();

export const feeItemSchema = z.strictObject({
  name: requiredText('feeNameRequired'),
  quantity: z.number({ error: K('feeQuantityRequired') }).int({ error: 'validation.invalid' }).min(1, { error: K('feeQuantityRequired') }).max(10_000, { error: 'validation.invalid' }),
  type: z.enum(FEE_TYPES, { error: K('feeTypeRequired') }),
  unitPrice: optionalMoney(),
  amount: money('feeAmountRequired'),
  deductible: optionalMoney(),
});
export type FeeItemInput = z.infer<typeof feeItemSchema>;

/** Step (a): who and what. */
export const claimWhoShape = {
  insuredId: z.number({ error: K('insuredRequired') }).int({ error: K('insuredRequired') }).positive({ error: K('insuredRequired') }),
  idType: z.enum(ID_TYPES, { error: K('idTypeRequired') }),
  idNumber: requiredText('idNumberRequired', 20),
  policyIds: z.array(z.number().int().positive(), { error: K('policyRequired') }).min(1, { error: K('policyRequired') }).max(20, { error: 'validation.invalid' }),
};

/** Step (b): the event and its fee lines. */
export const claimEventShape = {
  riskDate: z
    .string({ error: K('riskDateRequired') })
    .min(1, { error: K('riskDateRequired') })
    .refine((v) => isValidRiskDate(v), { error: K('dateInput') }),
  claimType: z.enum(CLAIM_TYPES, { error: K('claimTypeRequired') }),
  treatment: z.enum(TREATMENTS, { error: K('treatmentRequired') }),
  diagnosis: requiredText('diagnosisRequired', 500),
  requestAmount: money('requestAmountRequired'),
  feeItems: z.array(feeItemSchema, { error: K('feeItemsRequired') }).min(1, { error: K('feeItemsRequired') }).max(50, { error: 'validation.invalid' }),
};

/** Step (c): documents already uploaded (their ids). */
export const claimDocumentsShape = {
  documentIds: z.array(z.string().min(1).max(64), { error: 'validation.invalid' }).max(LIMITS.maxImagesPerClaim, { error: 'validation.claims.maxImages' }),
};

const telephoneSchema = z
  .string({ error: K('telephoneRequired') })
  .trim()
  .min(1, { error: K('telephoneRequired') })
  .regex(/^(\+84|0)\d{9,10}$/, { error: K('telephoneInvalid') });

/** Step (d): who gets the money. */
export const claimPayeeShape = {
  bankCode: requiredText('bankRequired', 20),
  branch: requiredText('branchRequired'),
  provinceCode: requiredText('provinceRequired', 20),
  accountName: requiredText('accountNameRequired')
    .transform(normalizeAccountName)
    .refine((v) => /^[A-Z ]+$/.test(v), { error: K('accountNameInvalid') }),
  accountNumber: z
    .string({ error: K('accountNumberRequired') })
    .trim()
    .min(1, { error: K('accountNumberRequired') })
    .regex(/^\d{6,20}$/, { error: K('accountNumberInvalid') }),
  claimant: requiredText('claimantRequired'),
  email: emailSchema,
  telephone: telephoneSchema,
  relationship: z.enum(RELATIONSHIPS, { error: K('relationshipRequired') }),
};

export const sumOfFeeItems = (items: readonly { amount?: number | null }[]): number =>
  items.reduce((sum, item) => sum + (Number.isFinite(item.amount) ? Number(item.amount) : 0), 0);

/** What is still to spread over fee lines; 0 when the lines add up to the request amount. */
export const remainingToAllocate = (requestAmount: number | null | undefined, items: readonly { amount?: number | null }[]): number =>
  (Number.isFinite(requestAmount) ? Number(requestAmount) : 0) - sumOfFeeItems(items);

function idNumberMatchesType(value: { idType?: string; idNumber?: string }, ctx: z.RefinementCtx) {
  if (value.idType && value.idNumber && !isValidIdNumber(value.idType, value.idNumber)) {
    ctx.addIssue({ code: 'custom', path: ['idNumber'], message: K('idNumberFormat') });
  }
}

function amountsAddUp(value: { requestAmount?: number; feeItems?: { amount?: number }[] }, ctx: z.RefinementCtx) {
  if (value.feeItems?.length && Number.isFinite(value.requestAmount) && remainingToAllocate(value.requestAmount, value.feeItems) !== 0) {
    ctx.addIssue({ code: 'custom', path: ['feeItems'], message: K('amountsUnmatched') });
  }
}

export const claimWhoSchema = z.strictObject(claimWhoShape).superRefine(idNumberMatchesType);
export const claimEventSchema = z.strictObject(claimEventShape).superRefine(amountsAddUp);
export const claimPayeeSchema = z.strictObject(claimPayeeShape);

/** docs/requirements.md §5 "signature cannot be empty": a PNG data URL from the signature pad, bounded. */
export const SIGNATURE_MAX_CHARS = 150_000;
const SIGNATURE_PREFIX = 'data:image/png;base64,';
/**
 * Whether the data URL's bytes start as a PNG does (magic bytes, sniffImageType in ./cashless.ts):
 * the label alone let any base64 through, and the claim then showed a broken image. Text the
 * regex below refuses anyway passes here, so the field gets one message.
 */
function holdsPng(value: string): boolean {
  if (!/^data:image\/png;base64,[A-Za-z0-9+/]{24}/.test(value)) return true;
  const head = Uint8Array.from(atob(value.slice(SIGNATURE_PREFIX.length, SIGNATURE_PREFIX.length + 24)), (ch) => ch.charCodeAt(0));
  return sniffImageType(head) === 'image/png';
}
export const signatureSchema = z
  .string({ error: K('signatureRequired') })
  .max(SIGNATURE_MAX_CHARS, { error: 'validation.tooLong' })
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]{40,}$/, { error: K('signatureRequired') })
  .refine(holdsPng, { error: K('signatureRequired') });

const claimBodyShape = {
  ...claimWhoShape,
  ...claimEventShape,
  ...claimDocumentsShape,
  ...claimPayeeShape,
  /** docs/requirements.md §5: same insured + risk date + amount as an existing claim needs an explicit yes. */
  confirmDuplicate: z.boolean({ error: 'validation.invalid' }).optional(),
};
function claimBodyRules(value: { idType?: string; idNumber?: string; requestAmount?: number; feeItems?: { amount?: number }[] }, ctx: z.RefinementCtx) {
  idNumberMatchesType(value, ctx);
  amountsAddUp(value, ctx);
}

/**
 * POST /api/claims. docs/requirements.md §5 "signature cannot be empty": the claimant signs every new claim (the
 * claim form's declaration); a missing one is `validation.claims.signatureRequired` on `signature`.
 */
export const claimSubmitSchema = z.strictObject({ ...claimBodyShape, signature: signatureSchema }).superRefine(claimBodyRules);
export type ClaimSubmitInput = z.input<typeof claimSubmitSchema>;

/**
 * POST /api/claims/:id/revision: the whole claim again. The claim keeps the signature it was
 * submitted with (the revise wizard shows no pad), so a new one is optional here.
 */
export const claimRevisionSchema = z.strictObject({ ...claimBodyShape, signature: signatureSchema.optional() }).superRefine(claimBodyRules);
export type ClaimRevisionInput = z.input<typeof claimRevisionSchema>;
/** What the service receives from either route (a submission always has the signature). */
export type ClaimSubmitData = z.output<typeof claimRevisionSchema>;

/** A draft is whatever the wizard holds; kept loose on purpose, but bounded. */
export const CLAIM_DRAFT_MAX_CHARS = 64_000 + SIGNATURE_MAX_CHARS;
export const claimDraftSchema = z.strictObject({
  step: z.number().int().min(0).max(10).optional(),
  values: z.record(z.string(), z.unknown()).refine((v) => JSON.stringify(v).length <= CLAIM_DRAFT_MAX_CHARS, { error: 'validation.tooLong' }),
  /** Client time of the last edit, so the newer of the local and the server copy wins. */
  updatedAt: z.string().max(40).optional(),
  /** The draft version the client last saw (0 for a new draft); another one → 409 claims.draftStale. */
  baseVersion: z.number({ error: 'validation.invalid' }).int({ error: 'validation.invalid' }).min(0, { error: 'validation.invalid' }).max(2_000_000_000, { error: 'validation.invalid' }),
});
export type ClaimDraftInput = z.infer<typeof claimDraftSchema>;
/** PUT /api/claims/drafts/current → the new version. */
export interface ClaimDraftSaved {
  savedAt: string;
  version: number;
}
/** GET /api/claims/submissions/:key: whether an Idempotency-Key already became a claim. */
export type ClaimSubmissionState = { state: 'done'; claimId: string; status: ClaimStatusName } | { state: 'running' };

/** A my-claims tab, or 'all': a search covers every tab (mfe-claims/README.md). */
export type ClaimListScope = ClaimTab | 'all';

export const claimListQuerySchema = z.strictObject({
  tab: z.enum(['submission', 'in_progress', 'completed', 'all'], { error: 'validation.invalid' }).default('in_progress'),
  page: z.coerce.number({ error: 'validation.invalid' }).int().min(1, { error: 'validation.invalid' }).max(10_000, { error: 'validation.invalid' }).default(1),
  pageSize: z.coerce.number({ error: 'validation.invalid' }).int().min(1, { error: 'validation.invalid' }).max(50, { error: 'validation.invalid' }).default(10),
  q: z.string().trim().max(40, { error: 'validation.tooLong' }).optional(),
});

/**
 * When the customer must answer a supplement request by: a calendar day, today or later. The
 * insurer console refuses a past day (mfe-insurer claimForms.ts); the API refuses it too, with the
 * same words. "Today" is the server's: the console's check, on the assessor's own clock, is the stricter one near midnight.
 */
export const supplementDeadlineSchema = z
  .string({ error: 'validation.invalid' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: K('dateInput') })
  .refine((day) => !/^\d{4}-\d{2}-\d{2}$/.test(day) || day >= todayIso(), { error: K('deadlinePast') });

/** Names and reasons in one or both languages (insurerText.ts); without a name the app names the kind (docKind.*). */
export const supplementItemSchema = z.strictObject({
  /** What the insurer asks for, in its words ("Original VAT invoice"); the kind files the upload. */
  name: optionalInsurerText(200),
  kind: z.enum(DOCUMENT_KINDS, { error: 'validation.invalid' }).default('other'),
  reason: requiredInsurerText(500, K('reasonRequired')),
  deadline: supplementDeadlineSchema.optional(),
});

export const feeDecisionSchema = z.strictObject({
  feeItemId: z.number().int().positive(),
  decision: z.enum(['approved', 'partial', 'rejected'], { error: 'validation.invalid' }),
  approvedAmount: z.number().int().min(0, { error: 'validation.invalid' }),
});

/** The insurer's move in the state machine's terms: what the console's actions (api/src/modules/insurer/claims.ts toTransition) and the assessor CLI both become. */
export const claimTransitionSchema = z.strictObject({
  to: z.enum(CLAIM_STATUSES, { error: 'validation.invalid' }),
  /** One text for both languages, or `{ en, vi }` (insurerText.ts); blank = none. */
  note: optionalInsurerText(1000),
  items: z.array(supplementItemSchema).min(1, { error: K('supplementItemsRequired') }).max(20).optional(),
  decisions: z.array(feeDecisionSchema).max(50).optional(),
  amount: z.number().int().min(0, { error: 'validation.invalid' }).optional(),
});
/** What the service gets: every insurer text in both languages. */
export type ClaimTransitionInput = z.infer<typeof claimTransitionSchema>;
/** What a caller sends (a plain string or `{ en, vi }` for each text). */
export type ClaimTransitionRequest = z.input<typeof claimTransitionSchema>;

/** Settlement: one decision per fee line, each within its line, adding up to the amount ("Please check unmatched amounts or claim decisions"). */
export function decisionsAddUp(
  feeItems: readonly { id: number; amount: number }[],
  decisions: readonly { feeItemId: number; decision: string; approvedAmount: number }[],
  amount: number,
): boolean {
  if (decisions.length !== feeItems.length) return false;
  let total = 0;
  for (const item of feeItems) {
    const d = decisions.find((x) => x.feeItemId === item.id);
    if (!d || d.approvedAmount > item.amount) return false;
    if (d.decision === 'rejected' && d.approvedAmount !== 0) return false;
    if (d.decision === 'approved' && d.approvedAmount !== item.amount) return false;
    total += d.approvedAmount;
  }
  return total === amount;
}

export const supplementAnswerSchema = z.strictObject({
  answers: z
    .array(z.strictObject({ itemId: z.number().int().positive(), note: z.string().trim().max(500, { error: 'validation.tooLong' }).optional(), documentIds: z.array(z.string().min(1).max(64)).max(LIMITS.maxFilesPerPick * 4) }))
    .min(1, { error: 'validation.required' }),
});
export type SupplementAnswerInput = z.infer<typeof supplementAnswerSchema>;

/** POST /api/claims/:id/bank-details: new payee after a failed payment (payment_failed → to_be_paid). */
export const claimBankDetailsSchema = claimPayeeSchema;
export type ClaimBankDetailsInput = z.input<typeof claimPayeeSchema>;
export type ClaimBankDetailsData = z.output<typeof claimPayeeSchema>;

