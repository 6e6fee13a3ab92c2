import { HR_CLAIMS_CSV_PATH, hrClaims, hrMembers, hrUsers, pathOf, type BodyOf, type ClaimsOverview, type HrProfile, type HrUser, type ImportResult, type Member, type ParsedQuery } from '@sencare/shared/contracts';
import type { HttpClient } from '@sencare/shared/http';
import type { HrUserEditInput, HrUserInput, MemberEditInput, MemberInput } from '@sencare/shared/rules';

/**
 * Calls to /api/hr (docs/portals.md "Employer HR and broker") through the shell's client; paths
 * and answer types from the endpoints' declarations in @sencare/shared/contracts.
 */
export const hrKeys = {
  profile: ['hr', 'profile'] as const,
  members: (filter: MemberFilter) => ['hr', 'members', filter] as const,
  allMembers: ['hr', 'members'] as const,
  member: (id: string) => ['hr', 'member', id] as const,
};

export type MemberFilter = Omit<ParsedQuery<typeof hrMembers.list>, 'pageSize' | 'page'> & { page?: number };
export type MemberPage = { items: Member[]; total: number };
export const PAGE_SIZE = 20;

export const fetchProfile = (http: HttpClient) => http.get<HrProfile>(pathOf(hrMembers.profile), undefined, { silent: true });
export const fetchMembers = (http: HttpClient, filter: MemberFilter) => http.get<MemberPage>(pathOf(hrMembers.list), { ...filter, pageSize: PAGE_SIZE }, { silent: true });
export const fetchMember = (http: HttpClient, id: string) => http.get<Member>(pathOf(hrMembers.detail, { id }), undefined, { silent: true });
export const createMember = (http: HttpClient, input: MemberInput) => http.post<Member>(pathOf(hrMembers.create), input, { json: true, silent: true });
export const editMember = (http: HttpClient, id: number, input: MemberEditInput) => http.put<Member>(pathOf(hrMembers.edit, { id }), input, { json: true, silent: true });
export const endCover = (http: HttpClient, id: number, effectiveDate: string) => http.post<Member>(pathOf(hrMembers.endCover, { id }), { effectiveDate }, { json: true, silent: true });
export const importMembers = (http: HttpClient, body: BodyOf<typeof hrMembers.import>) => http.post<ImportResult>(pathOf(hrMembers.import), body, { json: true, silent: true });

export const claimsKeys = { overview: (months: number) => ['hr', 'claims', months] as const };
export const fetchClaimsOverview = (http: HttpClient, months: number) => http.get<ClaimsOverview>(pathOf(hrClaims.overview), { months }, { silent: true });
export const fetchClaimsOverviewCsv = (http: HttpClient, months: number) => http.getBlob(`${HR_CLAIMS_CSV_PATH}?months=${months}`, { silent: true });

export const usersKeys = { all: ['hr', 'users'] as const };
export const fetchUsers = (http: HttpClient) => http.get<{ items: HrUser[] }>(pathOf(hrUsers.list), undefined, { silent: true });
export const createUser = (http: HttpClient, input: HrUserInput) => http.post<HrUser>(pathOf(hrUsers.create), input, { json: true, silent: true });
export const editUser = (http: HttpClient, id: number, input: HrUserEditInput) => http.put<HrUser>(pathOf(hrUsers.edit, { id }), input, { json: true, silent: true });
export const unlockUser = (http: HttpClient, id: number) => http.post<HrUser>(pathOf(hrUsers.unlock, { id }), {}, { json: true, silent: true });
