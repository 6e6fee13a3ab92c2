import type { HttpClient } from '@sencare/shared/http';
import type { ClaimStatusName } from '@sencare/shared/rules';
import { itemsOf, type ClaimActionBody, type InsurerClaimDetail, type Paged, type QueueClaim } from './types';

export const QUEUE_PAGE_SIZE = 20;

export interface QueueFilters {
  /** Absent: the statuses the insurer has a move for (the API's default); 'all': every submitted claim. */
  status?: ClaimStatusName | 'all';
  minAgeDays?: number;
  minAmount?: number;
  maxAmount?: number;
}

export const claimKeys = {
  all: ['insurer', 'claims'] as const,
  queue: (filters: QueueFilters) => ['insurer', 'claims', 'queue', filters] as const,
  detail: (id: string) => ['insurer', 'claims', 'detail', id] as const,
};

export const fetchQueue = async (http: HttpClient, filters: QueueFilters, page: number): Promise<Paged<QueueClaim>> =>
  itemsOf(await http.get<Paged<QueueClaim> | QueueClaim[]>('/insurer/claims', { ...filters, page, pageSize: QUEUE_PAGE_SIZE }, { silent: true }));

export const fetchClaim = (http: HttpClient, id: string) =>
  http.get<InsurerClaimDetail>(`/insurer/claims/${encodeURIComponent(id)}`, undefined, { silent: true });

export const claimDocumentPath = (claimId: string, docId: string) =>
  `/insurer/claims/${encodeURIComponent(claimId)}/documents/${encodeURIComponent(docId)}`;

export const sendClaimAction = (http: HttpClient, id: string, body: ClaimActionBody) =>
  http.post<InsurerClaimDetail>(`/insurer/claims/${encodeURIComponent(id)}/actions`, body, { json: true, silent: true });
