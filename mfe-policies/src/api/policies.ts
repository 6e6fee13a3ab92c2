import type { HttpClient } from '@sencare/shared/http';
import { OFFLINE_META } from '@sencare/shared/kit';
import type { EcardStatus } from '@sencare/shared/rules';
import { pathOf, policies, type Ecard, type PolicyDetail, type PolicySummary } from '@sencare/shared/contracts';

/** Pages show their own error view, so the shell's docs/requirements.md §8 modal stays off (silent). */
const quiet = { silent: true } as const;

export const policyKeys = {
  list: ['policies', 'list'] as const,
  detail: (policyNo: string) => ['policies', 'detail', policyNo] as const,
  ecards: (status: EcardStatus) => ['policies', 'ecards', status] as const,
};

export const fetchPolicies = (http: HttpClient) => http.get<PolicySummary[]>(pathOf(policies.list), undefined, quiet);

export const fetchPolicy = (http: HttpClient, policyNo: string) =>
  http.get<PolicyDetail>(pathOf(policies.detail, { policyNo }), undefined, quiet);

export const fetchEcards = (http: HttpClient, status: EcardStatus) => http.get<Ecard[]>(pathOf(policies.ecards), { status }, quiet);

/** Kept on the phone for the front desk with no signal, with "Last updated". */
export const offlineQuery = { meta: OFFLINE_META } as const;
