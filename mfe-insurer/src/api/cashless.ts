import type { HttpClient } from '@sencare/shared/http';
import { insurer, pathOf } from '@sencare/shared/contracts';
import type { CashlessApplication, CashlessApplicationDetail, CashlessDecisionBody, PhotoKind } from './types';

export const cashlessKeys = {
  all: ['insurer', 'cashless'] as const,
  pending: ['insurer', 'cashless', 'pending'] as const,
  detail: (userCode: string) => ['insurer', 'cashless', 'detail', userCode] as const,
};

export const fetchPendingApplications = (http: HttpClient) => http.get<CashlessApplication[]>(pathOf(insurer.cashlessQueue), { status: 'pending' }, { silent: true });

export const fetchApplication = (http: HttpClient, userCode: string) =>
  http.get<CashlessApplicationDetail>(pathOf(insurer.cashless, { userCode }), undefined, { silent: true });

export const applicationPhotoPath = (userCode: string, kind: PhotoKind) =>
  `/insurer/cashless/${encodeURIComponent(userCode)}/photos/${kind}`;

export const decideApplication = (http: HttpClient, userCode: string, body: CashlessDecisionBody) =>
  http.post<CashlessApplicationDetail>(pathOf(insurer.cashlessDecision, { userCode }), body, { json: true, silent: true });
