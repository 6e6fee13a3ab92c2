import type { HttpClient } from '@sencare/shared/http';
import type { ClaimStatusName } from '@sencare/shared/rules';
import { CLAIM_QUEUE_CSV_PATH, insurer, pathOf } from '@sencare/shared/contracts';
import type { ClaimActionBody, InsurerClaimDetail, QueuePage } from './types';

export const QUEUE_PAGE_SIZE = 20;

export interface QueueFilters {
  /** Absent: the statuses the insurer has a move for (the API's default); 'all': every submitted claim. */
  status?: ClaimStatusName | 'all';
  minAgeDays?: number;
  minAmount?: number;
  maxAmount?: number;
  /** A claim number, card number or the start of the insured person's name (QueueSearch). */
  q?: string;
  /** `me`: the claims I have taken (AssignedFilter). */
  assigned?: 'me' | 'unassigned';
}

export const claimKeys = {
  all: ['insurer', 'claims'] as const,
  queue: (filters: QueueFilters) => ['insurer', 'claims', 'queue', filters] as const,
  detail: (id: string) => ['insurer', 'claims', 'detail', id] as const,
};

/** A page of the queue; `cursor`: the previous page's nextCursor (keyset paging, api/src/lib/keyset.ts). */
export const fetchQueue = (http: HttpClient, filters: QueueFilters, cursor: string | undefined) =>
  http.get<QueuePage>(pathOf(insurer.claimQueue), { ...filters, ...(cursor ? { cursor } : {}), pageSize: QUEUE_PAGE_SIZE }, { silent: true });

/** The queue with the same filters as CSV; fetched with the token (getBlob), so a plain link cannot. */
export const fetchQueueCsv = (http: HttpClient, filters: QueueFilters) => {
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== undefined && value !== '').map(([key, value]) => [key, String(value)])).toString();
  return http.getBlob(query ? `${CLAIM_QUEUE_CSV_PATH}?${query}` : CLAIM_QUEUE_CSV_PATH, { silent: true });
};

export const fetchClaim = (http: HttpClient, id: string) =>
  http.get<InsurerClaimDetail>(pathOf(insurer.claim, { id }), undefined, { silent: true });

export const claimDocumentPath = (claimId: string, docId: string) =>
  `/insurer/claims/${encodeURIComponent(claimId)}/documents/${encodeURIComponent(docId)}`;

export const sendClaimAction = (http: HttpClient, id: string, body: ClaimActionBody) =>
  http.post<InsurerClaimDetail>(pathOf(insurer.claimAction, { id }), body, { json: true, silent: true });
