import type { ResponseOf, claims } from '@sencare/shared/contracts';
import type { HttpClient } from '@sencare/shared/http';
import type { ClaimBankDetailsInput, ClaimRevisionInput, ClaimListScope, ClaimSubmitInput, SupplementAnswerInput } from '@sencare/shared/rules';
import type { ClaimDetail, ClaimListPage } from '@sencare/shared/contracts';

/** Answers of /api/claims, inferred from the endpoints' declarations in @sencare/shared/contracts. */
export type FormOptions = ResponseOf<typeof claims.formOptions>;
export type InsuredOption = FormOptions['insured'][number];
/** The unfinished claim: `version` is bumped by every save, 0 without a draft row; `key` null for a row older than keys. */
export type ServerDraft = NonNullable<ResponseOf<typeof claims.draft>>;
/** GET /claims/drafts/sent/:key: the claim a draft became, sent from any device. */
export type SentDraft = NonNullable<ResponseOf<typeof claims.sentDraft>>;
/** GET /claims/submissions/:key: what became of a POST /claims sent with that Idempotency-Key. */
export type SubmissionState = ResponseOf<typeof claims.submission>;

/** Typed calls to /api/claims with the client the shell passed in. */
export const claimsApi = (http: HttpClient) => ({
  /** tab 'all': a search across every tab (my claims while a search is on). */
  list: (tab: ClaimListScope, page: number, q?: string) => http.get<ClaimListPage>('/claims', { tab, page, pageSize: 10, q: q || undefined }, { silent: true }),
  /** inProgress: the in_progress tab (what home shows); open: toward the maximum of 10. */
  summary: () => http.get<ResponseOf<typeof claims.summary>>('/claims/summary', undefined, { silent: true }),
  detail: (id: string) => http.get<ClaimDetail>(`/claims/${encodeURIComponent(id)}`, undefined, { silent: true }),
  /** note: the customer's reason (required by the API; shown on the timeline). */
  cancel: (id: string, note: string) => http.post<ClaimDetail>(`/claims/${encodeURIComponent(id)}/cancel`, { note }, { json: true }),
  formOptions: () => http.get<FormOptions>('/claims/form-options', undefined, { silent: true }),
  getDraft: () => http.get<ServerDraft | null>('/claims/drafts/current', undefined, { silent: true }),
  /** baseVersion: the last version this device saw; an older one is refused with 409 claims.draftStale (data: the server's draft). */
  saveDraft: (draft: { step: number; values: Record<string, unknown>; updatedAt: string; baseVersion: number }) => http.put<ResponseOf<typeof claims.saveDraft>>('/claims/drafts/current', draft, { json: true, silent: true }),
  /** Whether the draft with this key was sent (from another phone): its claim, or null. */
  sentDraft: (key: string) => http.get<SentDraft | null>(`/claims/drafts/sent/${encodeURIComponent(key)}`, undefined, { silent: true }),
  deleteDraft: () => http.del<null>('/claims/drafts/current', { silent: true }),
  removeDraftDocument: (docId: string) => http.del<null>(`/claims/drafts/current/documents/${encodeURIComponent(docId)}`, { silent: true }),
  // Silent: a lost answer is reconciled by the wizard (features/submit/submission.ts), not shown as the generic modal.
  submit: (body: ClaimSubmitInput, idempotencyKey: string) => http.post<ResponseOf<typeof claims.submit>>('/claims', body, { json: true, silent: true, headers: { 'Idempotency-Key': idempotencyKey } }),
  submission: (idempotencyKey: string) => http.get<SubmissionState>(`/claims/submissions/${encodeURIComponent(idempotencyKey)}`, undefined, { silent: true }),
  revise: (id: string, body: ClaimRevisionInput) => http.post<ClaimDetail>(`/claims/${encodeURIComponent(id)}/revision`, body, { json: true }),
  bankDetails: (id: string, body: ClaimBankDetailsInput) => http.post<ClaimDetail>(`/claims/${encodeURIComponent(id)}/bank-details`, body, { json: true }),
  /** Takes back a file picked for the open supplement request (only before the answer is sent). */
  removeAnswerDocument: (id: string, docId: string) => http.del<null>(`/claims/${encodeURIComponent(id)}/documents/${encodeURIComponent(docId)}`, { silent: true }),
  answerSupplement: (id: string, body: SupplementAnswerInput) => http.post<ClaimDetail>(`/claims/${encodeURIComponent(id)}/supplement`, body, { json: true }),
});

/** Documents are served by the API to their owner only; the token travels as a header, so previews go through a blob URL. */
export const fileUrl = (docId: string) => `/api/claims/files/${encodeURIComponent(docId)}`;
