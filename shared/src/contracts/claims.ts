import { z } from 'zod';
import { CLAIM_STATUSES, DOCUMENT_KINDS, claimBankDetailsSchema, claimDraftSchema, claimListQuerySchema, claimRevisionSchema, claimSubmitSchema, supplementAnswerSchema } from '../rules';
import { endpoint } from './endpoint';
import { claimDetailSchema, claimDocumentSchema, claimListPageSchema, localizedSchema } from './views';

const invalid = { error: 'validation.invalid' };
/** An Idempotency-Key of POST /api/claims (api/src/modules/claims/submissions.ts). */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

export const claimIdParams = z.strictObject({ id: z.string().regex(/^[A-Z0-9-]{1,40}$/, invalid) });
export const documentIdParams = z.strictObject({ docId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, invalid) });
export const uploadQuery = z.strictObject({ kind: z.enum(DOCUMENT_KINDS, invalid).default('other') });
export const cancelBody = z.strictObject({ note: z.string().trim().max(500, { error: 'validation.tooLong' }).optional() });
export const submissionKeyParams = z.strictObject({ key: z.string().regex(IDEMPOTENCY_KEY, invalid) });
/** A draft's key (api/src/modules/claims/drafts.ts: randomUUID when the row is first saved). */
export const draftKeyParams = z.strictObject({ key: z.string().regex(/^[0-9a-f-]{36}$/, invalid) });

const claimStatus = z.enum(CLAIM_STATUSES);
const sentClaim = z.object({ claimId: z.string(), status: claimStatus });
const nullableText = z.string().nullable();

export const claimFormOptionsSchema = z.object({
  insured: z.array(
    z.object({
      id: z.number(),
      fullName: z.string(),
      relationship: z.enum(['self', 'spouse', 'child', 'parent', 'other']),
      idType: z.string(),
      idNumber: z.string(),
      policies: z.array(z.object({ id: z.number(), policyNo: z.string(), productName: localizedSchema, effectiveDate: z.string(), expiryDate: z.string(), status: z.enum(['effective', 'expired']), waitingPeriodDays: z.number() })),
    }),
  ),
  banks: z.array(z.object({ code: z.string(), shortName: z.string(), fullName: z.string() })),
  provinces: z.array(z.object({ code: z.string(), name: localizedSchema })),
  payee: z.object({ claimant: z.string(), email: z.string(), telephone: z.string(), bankCode: nullableText, branch: nullableText, provinceCode: nullableText, accountName: nullableText, accountNumber: nullableText, relationship: nullableText }),
  limits: z.object({ maxClaimsInProgress: z.number(), inProgress: z.number() }),
});

/** The unfinished claim as the wizard stored it, with the uploads made for it. */
export const claimDraftViewSchema = z.object({
  step: z.number().optional(),
  values: z.record(z.string(), z.unknown()),
  updatedAt: z.string().optional(),
  savedAt: nullableText,
  documents: z.array(claimDocumentSchema),
  version: z.number(),
  key: nullableText,
});

/** The customer's claims (mfe-claims) and the insurer's older transition route (api/src/modules/claims/routes.ts). */
export const claims = {
  list: endpoint({ method: 'GET', path: '/claims', summary: 'My claims by tab, or tab=all (a search across tabs)', querystring: claimListQuerySchema, response: claimListPageSchema }),
  summary: endpoint({ method: 'GET', path: '/claims/summary', summary: 'Counts: inProgress = the in_progress tab (home), open = toward the maximum of 10, total', response: z.object({ inProgress: z.number(), open: z.number(), total: z.number() }) }),
  formOptions: endpoint({ method: 'GET', path: '/claims/form-options', summary: 'Insured persons with their policies, banks, provinces, payee prefill', response: claimFormOptionsSchema }),
  draft: endpoint({ method: 'GET', path: '/claims/drafts/current', summary: "The user's unfinished claim (null if none)", response: claimDraftViewSchema.nullable() }),
  saveDraft: endpoint({
    method: 'PUT',
    path: '/claims/drafts/current',
    summary: 'Save the unfinished claim over baseVersion (any device picks it up) → { savedAt, version, key }',
    description: 'Another version stored than baseVersion (0 = no draft yet) → 409 claims.draftStale with data = the current draft as GET answers it.',
    body: claimDraftSchema,
    response: z.object({ savedAt: z.string(), version: z.number(), key: nullableText }),
  }),
  deleteDraft: endpoint({ method: 'DELETE', path: '/claims/drafts/current', summary: 'Discard the unfinished claim and its uploads', response: z.null() }),
  sentDraft: endpoint({
    method: 'GET',
    path: '/claims/drafts/sent/:key',
    summary: 'Was my draft with this key sent (from any device)? → { claimId, status } | null',
    description: 'A phone still holding a copy of a draft another phone sent asks with the key GET/PUT drafts/current gave it, and shows the claim instead of restoring the copy.',
    params: draftKeyParams,
    response: sentClaim.nullable(),
  }),
  submission: endpoint({
    method: 'GET',
    path: '/claims/submissions/:key',
    summary: 'Did my Idempotency-Key become a claim? → { state: done, claimId, status } | { state: running }',
    description: 'For a Submit whose answer was lost. 404 claims.submissionNotFound: nothing committed under this key (resubmitting with it is safe).',
    params: submissionKeyParams,
    response: z.discriminatedUnion('state', [sentClaim.extend({ state: z.literal('done') }), z.object({ state: z.literal('running') })]),
  }),
  uploadToDraft: endpoint({ method: 'POST', path: '/claims/drafts/current/documents', summary: 'Upload a document for the unfinished claim (multipart, field "file")', querystring: uploadQuery, response: claimDocumentSchema }),
  removeDraftUpload: endpoint({ method: 'DELETE', path: '/claims/drafts/current/documents/:docId', summary: 'Remove an upload of the unfinished claim', params: documentIdParams, response: z.null() }),
  detail: endpoint({ method: 'GET', path: '/claims/:id', summary: 'Claim details, fee items, documents, timeline', params: claimIdParams, response: claimDetailSchema }),
  submit: endpoint({
    method: 'POST',
    path: '/claims',
    summary: 'Submit a claim (Idempotency-Key header: replayed answer, 422 other body, 409 while running)',
    description: 'Errors: error.maxClaims (409), claims.duplicate (409, resend with confirmDuplicate: true), error.requirementNotMet (422), validation.* (400).',
    body: claimSubmitSchema,
    response: sentClaim,
  }),
  cancel: endpoint({ method: 'POST', path: '/claims/:id/cancel', summary: 'Cancel my claim (while processing or a supplement is requested)', params: claimIdParams, body: cancelBody, response: claimDetailSchema }),
  uploadToClaim: endpoint({ method: 'POST', path: '/claims/:id/documents', summary: 'Add a document to my open claim (multipart, field "file")', params: claimIdParams, querystring: uploadQuery, response: claimDocumentSchema }),
  removeAnswerDocument: endpoint({
    method: 'DELETE',
    path: '/claims/:id/documents/:docId',
    summary: 'Take back a file picked for the open supplement request before answering it',
    description: "Only files added since the insurer asked, only while the request is open (else 409 claims.transitionNotAllowed). Another user's claim → 404.",
    params: claimIdParams.extend(documentIdParams.shape),
    response: z.null(),
  }),
  answerSupplement: endpoint({ method: 'POST', path: '/claims/:id/supplement', summary: "Answer the insurer's supplement request item by item", params: claimIdParams, body: supplementAnswerSchema, response: claimDetailSchema }),
  revise: endpoint({
    method: 'POST',
    path: '/claims/:id/revision',
    summary: 'Resubmit my claim after the insurer asked for a revision (to_be_revised → processing)',
    description: "Body as POST /claims; documentIds may name the claim's own documents and new draft uploads. Another user's claim → 404.",
    params: claimIdParams,
    body: claimRevisionSchema,
    response: claimDetailSchema,
  }),
  bankDetails: endpoint({ method: 'POST', path: '/claims/:id/bank-details', summary: 'New bank details after a failed payment (payment_failed → to_be_paid)', params: claimIdParams, body: claimBankDetailsSchema, response: claimDetailSchema }),
  /** Resumable uploads (tus): the state of one (api/src/modules/claims/tus.ts). */
  upload: endpoint({
    method: 'GET',
    path: '/claims/uploads/:id',
    summary: 'State of my resumable upload: offset, length and, once finished, the receipt',
    response: z.object({ id: z.string(), offset: z.number(), length: z.number(), receipt: claimDocumentSchema.nullable() }),
  }),
};
