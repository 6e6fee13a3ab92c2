import type { HttpClient } from '@sencare/shared/http';
import { OFFLINE_META } from '@sencare/shared/kit';
import type { EcardStatus } from '@sencare/shared/rules';
import { pathOf, type Ecard, type PolicyDetail, type policies, type PolicySummary } from '@sencare/shared/contracts';

// The list is the remote's entry screen: its paths are held to their declarations by type only, so
// entering the remote builds no zod schema and waits for no schema library (as
// mfe-account/src/api/messages.ts; docs/architecture.md "The first remote of a session").
const LIST_PATH = '/policies' satisfies (typeof policies)['list']['path'];
const DETAIL_PATH = '/policies/:policyNo' satisfies (typeof policies)['detail']['path'];
const ECARDS_PATH = '/ecards' satisfies (typeof policies)['ecards']['path'];

/** Pages show their own error view, so the shell's docs/requirements.md §8 modal stays off (silent). */
const quiet = { silent: true } as const;

export const policyKeys = {
  list: ['policies', 'list'] as const,
  detail: (policyNo: string) => ['policies', 'detail', policyNo] as const,
  ecards: (status: EcardStatus) => ['policies', 'ecards', status] as const,
};

export const fetchPolicies = (http: HttpClient) => http.get<PolicySummary[]>(LIST_PATH, undefined, quiet);

export const fetchPolicy = (http: HttpClient, policyNo: string) =>
  http.get<PolicyDetail>(pathOf({ path: DETAIL_PATH }, { policyNo }), undefined, quiet);

export const fetchEcards = (http: HttpClient, status: EcardStatus) => http.get<Ecard[]>(ECARDS_PATH, { status }, quiet);

/** Kept on the phone for the front desk with no signal, with "Last updated". */
export const offlineQuery = { meta: OFFLINE_META } as const;
