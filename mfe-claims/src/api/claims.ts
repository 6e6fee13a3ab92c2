import type { HttpClient } from '@sencare/shared/http';
import type { Bank, ClaimBankDetailsInput, ClaimDetail, ClaimDocumentReceipt, ClaimListPage, ClaimSubmitInput, ClaimTab, Province, SupplementAnswerInput } from '@sencare/shared/rules';

export interface InsuredOption {
  id: number;
  fullName: string;
  relationship: string;
  idType: string;
  idNumber: string;
  policies: { id: number; policyNo: string; productName: { en: string; vi: string }; effectiveDate: string; expiryDate: string; status: string; waitingPeriodDays: number }[];
}

export interface FormOptions {
  insured: InsuredOption[];
  banks: Bank[];
  provinces: Province[];
  payee: { claimant: string; email: string; telephone: string; bankCode: string | null; branch: string | null; provinceCode: string | null; accountName: string | null; accountNumber: string | null; relationship: string | null };
  limits: { maxClaimsInProgress: number; inProgress: number };
}

export interface ServerDraft {
  step?: number;
  values: Record<string, unknown>;
  updatedAt?: string;
  savedAt: string | null;
  documents: ClaimDocumentReceipt[];
}

/** Typed calls to /api/claims with the client the shell passed in. */
export const claimsApi = (http: HttpClient) => ({
  list: (tab: ClaimTab, page: number, q?: string) => http.get<ClaimListPage>('/claims', { tab, page, pageSize: 10, q: q || undefined }, { silent: true }),
  summary: () => http.get<{ inProgress: number; total: number }>('/claims/summary', undefined, { silent: true }),
  detail: (id: string) => http.get<ClaimDetail>(`/claims/${encodeURIComponent(id)}`, undefined, { silent: true }),
  cancel: (id: string) => http.post<ClaimDetail>(`/claims/${encodeURIComponent(id)}/cancel`, {}, { json: true }),
  formOptions: () => http.get<FormOptions>('/claims/form-options', undefined, { silent: true }),
  getDraft: () => http.get<ServerDraft | null>('/claims/drafts/current', undefined, { silent: true }),
  saveDraft: (draft: { step: number; values: Record<string, unknown>; updatedAt: string }) => http.put<{ savedAt: string }>('/claims/drafts/current', draft, { json: true, silent: true }),
  deleteDraft: () => http.del<null>('/claims/drafts/current', { silent: true }),
  removeDraftDocument: (docId: string) => http.del<null>(`/claims/drafts/current/documents/${encodeURIComponent(docId)}`, { silent: true }),
  submit: (body: ClaimSubmitInput, idempotencyKey: string) => http.post<{ claimId: string; status: string }>('/claims', body, { json: true, headers: { 'Idempotency-Key': idempotencyKey } }),
  revise: (id: string, body: ClaimSubmitInput) => http.post<ClaimDetail>(`/claims/${encodeURIComponent(id)}/revision`, body, { json: true }),
  bankDetails: (id: string, body: ClaimBankDetailsInput) => http.post<ClaimDetail>(`/claims/${encodeURIComponent(id)}/bank-details`, body, { json: true }),
  answerSupplement: (id: string, body: SupplementAnswerInput) => http.post<ClaimDetail>(`/claims/${encodeURIComponent(id)}/supplement`, body, { json: true }),
});

/** Documents are served by the API to their owner only; the token travels as a header, so previews go through a blob URL. */
export const fileUrl = (docId: string) => `/api/claims/files/${encodeURIComponent(docId)}`;
