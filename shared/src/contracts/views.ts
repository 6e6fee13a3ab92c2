import { z } from 'zod';
import { CLAIM_STATUSES, GOP_ACTIONS, GOP_CONCLUSIONS, GOP_DOCUMENT_KINDS, GOP_STATUSES, type ClaimAction, keysetPage } from '../rules';

/**
 * Answers shared by more than one endpoint. Their types are inferred from these schemas (below each),
 * so the API, which serializes through them, and the front ends cannot drift apart.
 */

export const localizedSchema = z.object({ en: z.string(), vi: z.string() });

const gopStatus = z.enum(GOP_STATUSES);
const gopAmounts = z.object({ estimatedAmount: z.number(), guaranteedAmount: z.number(), finalBillAmount: z.number(), payableAmount: z.number() }).partial();

export const gopEventSchema = z.object({
  at: z.string(),
  actorRole: z.enum(['provider', 'insurer']),
  actorName: z.string(),
  action: z.enum(GOP_ACTIONS),
  from: gopStatus.nullable(),
  to: gopStatus,
  note: z.string().nullable(),
  amounts: gopAmounts.nullable(),
});

export const gopDocumentSchema = z.object({ id: z.number(), name: z.string(), kind: z.enum(GOP_DOCUMENT_KINDS), size: z.number() });

/** A GOP request as provider staff and insurers see it (api/src/modules/gop/views.ts toGopView). */
export const gopViewSchema = z.object({
  id: z.number(),
  caseNo: z.string(),
  status: gopStatus,
  providerId: z.number(),
  providerName: z.string(),
  cardNumber: z.string(),
  patientName: z.string(),
  policyNo: z.string(),
  benefitCode: z.string(),
  benefitName: localizedSchema.nullable(),
  admissionDate: z.string(),
  dischargeDate: z.string().nullable(),
  diagnosis: z.string(),
  estimatedAmount: z.number(),
  guaranteedAmount: z.number().nullable(),
  finalBillAmount: z.number().nullable(),
  payableAmount: z.number().nullable(),
  customerPays: z.number(),
  conclusion: z.enum(GOP_CONCLUSIONS).nullable(),
  returnReason: z.string().nullable(),
  returnedFrom: gopStatus.nullable(),
  // Optional only in the type: the API always sends it (null: none named), and older fixtures of the
  // insurer console (mfe-insurer/src/fixtures.ts) build a GOP without it.
  doctor: z.object({ id: z.number(), code: z.string(), fullName: z.string() }).nullable().optional().describe('The treating doctor the hospital named (docs/portals.md "Doctors")'),
  createdAt: z.string(),
  updatedAt: z.string(),
  actions: z.array(z.enum(GOP_ACTIONS)),
  events: z.array(gopEventSchema),
  documents: z.array(gopDocumentSchema),
});

export type GopEventView = z.output<typeof gopEventSchema>;
export type GopDocumentView = z.output<typeof gopDocumentSchema>;
export type GopView = z.output<typeof gopViewSchema>;

export const gopPageSchema = keysetPage(gopViewSchema);

/** GET /api/gops: the insured person's view (gop/views.ts toCustomerView): no staff names, no returns. */
export const customerGopSchema = gopViewSchema
  .pick({ id: true, caseNo: true, providerName: true, patientName: true, status: true, admissionDate: true, dischargeDate: true, estimatedAmount: true, finalBillAmount: true, guaranteedAmount: true, payableAmount: true, customerPays: true, conclusion: true, createdAt: true, updatedAt: true })
  .extend({ events: z.array(gopEventSchema.omit({ actorName: true })) });

export const patientLookupSchema = z.object({
  cardNumber: z.string(),
  fullName: z.string(),
  dateOfBirth: z.string(),
  policyNo: z.string(),
  productName: localizedSchema,
  cardStatus: z.enum(['effective', 'invalid']),
  validTo: z.string(),
  cashlessStatus: z.enum(['none', 'pending', 'active']),
  benefits: z.array(z.object({ code: z.string(), name: localizedSchema, limit: z.number(), used: z.number(), remaining: z.number() })),
});

export type PatientLookup = z.output<typeof patientLookupSchema>;
export type PatientBenefit = PatientLookup['benefits'][number];

const claimStatus = z.enum(CLAIM_STATUSES);

export const claimListItemSchema = z.object({
  id: z.string(),
  status: claimStatus,
  insuredName: z.string(),
  riskDate: z.string().nullable(),
  claimType: z.string().nullable(),
  treatment: z.string().nullable(),
  requestAmount: z.number().nullable(),
  reimbursementAmount: z.number().nullable(),
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
});

export const claimListPageSchema = z.object({ items: z.array(claimListItemSchema), page: z.number(), pageSize: z.number(), total: z.number(), hasMore: z.boolean() });

export type ClaimListItem = z.output<typeof claimListItemSchema>;
export type ClaimListPage = z.output<typeof claimListPageSchema>;

export const claimDocumentSchema = z.object({ id: z.string(), kind: z.string(), name: z.string(), size: z.number(), sha256: z.string(), mime: z.string(), createdAt: z.string() });
/** A stored claim document as the API answers it (uploads, drafts, the claim's details). */
export type ClaimDocumentReceipt = z.output<typeof claimDocumentSchema>;

const nullableText = z.string().nullable();

/** GET /api/claims/:id (claims/repository.ts detail). */
export const claimDetailSchema = claimListItemSchema.extend({
  insuredId: z.number(),
  idType: z.string(),
  idNumber: z.string(),
  diagnosis: nullableText,
  policies: z.array(z.object({ id: z.number(), policyNo: z.string() })),
  payee: z.object({
    bankCode: nullableText,
    bankName: nullableText.optional(),
    branch: nullableText,
    provinceCode: nullableText,
    accountName: nullableText,
    accountNumber: nullableText,
    claimant: nullableText,
    email: nullableText,
    telephone: nullableText,
    relationship: nullableText,
  }),
  feeItems: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      quantity: z.number(),
      type: z.string(),
      unitPrice: z.number(),
      amount: z.number(),
      deductible: z.number(),
      decision: z.enum(['approved', 'partial', 'rejected']).nullable(),
      approvedAmount: z.number().nullable(),
    }),
  ),
  documents: z.array(claimDocumentSchema),
  events: z.array(z.object({ id: z.number(), from: nullableText, to: z.string(), actorRole: z.enum(['customer', 'insurer', 'system']), note: localizedSchema.nullable(), createdAt: z.string() })),
  supplementItems: z.array(z.object({ id: z.number(), name: localizedSchema.nullable(), kind: z.string(), reason: localizedSchema, deadline: nullableText, answeredAt: nullableText, note: nullableText })),
  signature: nullableText,
  version: z.number(),
});

export type ClaimDetail = z.output<typeof claimDetailSchema>;
export type ClaimFeeItem = ClaimDetail['feeItems'][number];
/** A claim's history entry; the insurer's note per language (a customer's own words are the same in both). */
export type ClaimEvent = ClaimDetail['events'][number];
/** null name: the app names the document by its kind (docKind.*). */
export type SupplementItem = ClaimDetail['supplementItems'][number];

/** Every action of the claim state machine (claimStateMachine.ts ClaimAction). */
export const CLAIM_ACTIONS = [
  'submit',
  'requestSupplement',
  'requestRevision',
  'requestOriginals',
  'settle',
  'deny',
  'cancel',
  'answerSupplement',
  'revise',
  'originalsReceived',
  'approvePayment',
  'markPaid',
  'paymentFailed',
  'retryPayment',
  'finish',
] as const satisfies readonly ClaimAction[];

/** Every ClaimAction is in CLAIM_ACTIONS: an action added to the state machine fails the type-check here until listed. */
type UnlistedAction = Exclude<ClaimAction, (typeof CLAIM_ACTIONS)[number]>;
const everyActionListed: [UnlistedAction] extends [never] ? true : UnlistedAction = true;
void everyActionListed;
