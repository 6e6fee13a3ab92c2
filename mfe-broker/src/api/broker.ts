import { brokerPortal, pathOf, type Agency, type Agent, type BodyOf, type BrokerProfile, type Client, type InvitedHrAdmin, type ResponseOf } from '@sencare/shared/contracts';
import type { HttpClient } from '@sencare/shared/http';
import type { AgencyInput, AgentEditInput, AgentInput, HrAdminInviteInput } from '@sencare/shared/rules';

/**
 * Calls to /api/broker (docs/portals.md "Employer HR and broker") through the shell's client; paths
 * and answer types from the endpoints' declarations (shared/src/contracts/broker.ts), as mfe-hr's
 * src/api/hr.ts does with shared/src/contracts/hr.ts.
 */
export const brokerKeys = {
  profile: ['broker', 'profile'] as const,
  agencies: ['broker', 'agencies'] as const,
  allAgents: ['broker', 'agents'] as const,
  agents: (agency: number | undefined) => ['broker', 'agents', agency ?? 'all'] as const,
  clients: ['broker', 'clients'] as const,
  client: (id: string) => ['broker', 'client', id] as const,
  renewals: (days: number) => ['broker', 'renewals', days] as const,
};

export type AgencyList = ResponseOf<typeof brokerPortal.agencies>;
export type AgentList = ResponseOf<typeof brokerPortal.agents>;
export type ClientList = ResponseOf<typeof brokerPortal.clients>;
export type RenewalList = ResponseOf<typeof brokerPortal.renewals>;

// Every call is silent: each page says what failed in its own place (QueryView, under a field).
const silent = { silent: true } as const;
const json = { json: true, silent: true } as const;

export const fetchProfile = (http: HttpClient) => http.get<BrokerProfile>(pathOf(brokerPortal.profile), undefined, silent);

export const fetchAgencies = (http: HttpClient) => http.get<AgencyList>(pathOf(brokerPortal.agencies), undefined, silent);
export const createAgency = (http: HttpClient, input: AgencyInput) => http.post<Agency>(pathOf(brokerPortal.createAgency), input satisfies BodyOf<typeof brokerPortal.createAgency>, json);
export const editAgency = (http: HttpClient, id: number, input: AgencyInput) => http.put<Agency>(pathOf(brokerPortal.editAgency, { id }), input satisfies BodyOf<typeof brokerPortal.editAgency>, json);

export const fetchAgents = (http: HttpClient, agency?: number) => http.get<AgentList>(pathOf(brokerPortal.agents), agency ? { agency } : undefined, silent);
export const createAgent = (http: HttpClient, input: AgentInput) => http.post<Agent>(pathOf(brokerPortal.createAgent), input satisfies BodyOf<typeof brokerPortal.createAgent>, json);
export const editAgent = (http: HttpClient, id: number, input: AgentEditInput) => http.put<Agent>(pathOf(brokerPortal.editAgent, { id }), input satisfies BodyOf<typeof brokerPortal.editAgent>, json);

export const fetchClients = (http: HttpClient) => http.get<ClientList>(pathOf(brokerPortal.clients), undefined, silent);
export const fetchClient = (http: HttpClient, id: string) => http.get<Client>(pathOf(brokerPortal.client, { id }), undefined, silent);
export const inviteHrAdmin = (http: HttpClient, id: number, input: HrAdminInviteInput) => http.post<InvitedHrAdmin>(pathOf(brokerPortal.inviteHrAdmin, { id }), input satisfies BodyOf<typeof brokerPortal.inviteHrAdmin>, json);

export const fetchRenewals = (http: HttpClient, days: number) => http.get<RenewalList>(pathOf(brokerPortal.renewals), { days }, silent);
