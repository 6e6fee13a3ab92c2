import type { HttpClient } from '@sencare/shared/http';
import { itemsOf, type CashlessApplication, type CashlessApplicationDetail, type CashlessDecisionBody, type Paged, type PhotoKind } from './types';

export const cashlessKeys = {
  all: ['insurer', 'cashless'] as const,
  pending: ['insurer', 'cashless', 'pending'] as const,
  detail: (userCode: string) => ['insurer', 'cashless', 'detail', userCode] as const,
};

export const fetchPendingApplications = async (http: HttpClient) =>
  itemsOf(await http.get<Paged<CashlessApplication> | CashlessApplication[]>('/insurer/cashless', { status: 'pending' }, { silent: true }));

export const fetchApplication = (http: HttpClient, userCode: string) =>
  http.get<CashlessApplicationDetail>(`/insurer/cashless/${encodeURIComponent(userCode)}`, undefined, { silent: true });

export const applicationPhotoPath = (userCode: string, kind: PhotoKind) =>
  `/insurer/cashless/${encodeURIComponent(userCode)}/photos/${kind}`;

export const decideApplication = (http: HttpClient, userCode: string, body: CashlessDecisionBody) =>
  http.post<CashlessApplicationDetail>(`/insurer/cashless/${encodeURIComponent(userCode)}/decision`, body, { json: true, silent: true });
