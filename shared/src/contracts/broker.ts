import { z } from 'zod';
import { BROKER_STATUSES, MAX_RENEWAL_WINDOW_DAYS, RENEWAL_WINDOW_DAYS, agencyInputSchema, agentEditSchema, agentInputSchema, hrAdminInviteSchema } from '../rules';
import { endpoint } from './endpoint';
import { localizedSchema } from './views';

/**
 * The broker portal (docs/portals.md "Brokers"), served by api/src/modules/broker to `broker` users
 * only (api/src/http/roles.ts). Every answer is limited to the user's broker company: another
 * broker's agency, agent or client is 404, as if it did not exist. A company-level user (no agency)
 * manages agencies, agents and clients' HR admins; an agent (a user of one agency) only reads, and
 * each write answers them 403. What a broker sees of claims is totals per client and policy (the
 * loss ratio), never a claim, a member's name or a diagnosis (docs/privacy.md "Employers see totals").
 */
const invalid = { error: 'validation.invalid' };
const id = z.coerce.number(invalid).int(invalid).positive(invalid).max(2_147_483_647, invalid);
const status = z.enum(BROKER_STATUSES);

export const agencySchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  status,
  agents: z.number().describe('Broker users of this agency, effective or not'),
  createdAt: z.string(),
});
export type Agency = z.infer<typeof agencySchema>;

export const brokerProfileSchema = z.object({
  broker: z.object({ code: z.string(), name: z.string(), status }),
  agency: z.object({ id: z.number(), code: z.string(), name: z.string(), status }).nullable().describe("The user's own agency; null: a company-level user"),
  canManage: z.boolean().describe('A company-level user manages agencies, agents and HR admins; an agent only reads'),
  agencies: z.array(z.object({ id: z.number(), code: z.string(), name: z.string(), status })).describe('Every agency of the broker, by code'),
});
export type BrokerProfile = z.infer<typeof brokerProfileSchema>;

export const agencyListSchema = z.object({ items: z.array(agencySchema), canManage: z.boolean() });

export const agentSchema = z.object({
  id: z.number(),
  userCode: z.string(),
  account: z.string(),
  fullName: z.string(),
  email: z.string(),
  agency: z.object({ id: z.number(), code: z.string(), name: z.string() }),
  status,
  you: z.boolean(),
});
export type Agent = z.infer<typeof agentSchema>;

export const agentListQuerySchema = z.strictObject({
  agency: id.optional().describe("One agency's agents; without it every agency's"),
});
export const agentListSchema = z.object({ items: z.array(agentSchema), canManage: z.boolean() });

/** Claims paid or approved (settled, to be paid, paid, payment failed, finished) over the premium. */
export const lossRatioSchema = z.object({
  premium: z.number().nullable().describe('VND; null: no premium recorded'),
  claimsAmount: z.number().describe('VND reimbursed on claims paid or approved (settled onwards), summed'),
  ratio: z.number().nullable().describe('claimsAmount / premium, e.g. 0.42; null without a premium'),
});
export type LossRatio = z.infer<typeof lossRatioSchema>;

export const clientPolicySchema = z.object({
  policyNo: z.string(),
  insurer: z.string(),
  productName: localizedSchema,
  status: z.string().describe("The policy's status (effective, …)"),
  effectiveDate: z.string(),
  expiryDate: z.string(),
  daysToExpiry: z.number().describe("Days from today (Vietnam's calendar) to the expiry date; negative once ended"),
  renewalDue: z.boolean().describe(`Ends within the next ${RENEWAL_WINDOW_DAYS} days, today included`),
  activeMembers: z.number(),
  plans: z.array(z.object({ code: z.string(), name: localizedSchema, budget: z.number(), activeMembers: z.number() })),
  lossRatio: lossRatioSchema,
});
export type ClientPolicy = z.infer<typeof clientPolicySchema>;

export const clientSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  status,
  hasHrAdmin: z.boolean().describe('Whether the employer has an HR admin (else the broker may invite the first one)'),
  activeMembers: z.number(),
  renewalDue: z.boolean().describe('Any of its policies is renewal due'),
  lossRatio: lossRatioSchema.describe('Over all its group policies'),
  policies: z.array(clientPolicySchema).describe('Soonest expiry first'),
});
export type Client = z.infer<typeof clientSchema>;

export const clientListSchema = z.object({ items: z.array(clientSchema).describe('By name'), renewalWindowDays: z.number() });

export const renewalsQuerySchema = z.strictObject({
  days: z.coerce.number(invalid).int(invalid).min(1, invalid).max(MAX_RENEWAL_WINDOW_DAYS, invalid).default(RENEWAL_WINDOW_DAYS).describe('The window, from today'),
});
export const renewalSchema = z.object({
  clientId: z.number(),
  clientName: z.string(),
  policyNo: z.string(),
  expiryDate: z.string(),
  daysToExpiry: z.number().describe('0: ends today'),
  activeMembers: z.number(),
  premium: z.number().nullable(),
});
export type Renewal = z.infer<typeof renewalSchema>;
export const renewalListSchema = z.object({ days: z.number(), today: z.string().describe("yyyy-mm-dd in Vietnam's calendar"), items: z.array(renewalSchema).describe('Soonest expiry first') });

export const hrAdminSchema = z.object({
  id: z.number(),
  userCode: z.string(),
  account: z.string(),
  fullName: z.string(),
  email: z.string(),
  department: z.string().nullable().describe('null: every department'),
});
export type InvitedHrAdmin = z.infer<typeof hrAdminSchema>;

const CODE_TAKEN = 'A code any broker or agency has → HTTP 409, errors.code = validation.broker.codeExists (the unique index decides, so two requests at once make one agency). An agent → 403.';
const EMAIL_TAKEN = 'An address any SenCare account uses → HTTP 409, errors.email = validation.broker.emailTaken. An agent → 403.';

export const brokerPortal = {
  profile: endpoint({ method: 'GET', path: '/broker/me', summary: "The broker user's company, agency, permission and the company's agencies", response: brokerProfileSchema }),
  agencies: endpoint({ method: 'GET', path: '/broker/agencies', summary: "The broker's agencies by code", response: agencyListSchema }),
  createAgency: endpoint({ method: 'POST', path: '/broker/agencies', summary: 'Add an agency (company-level user)', description: CODE_TAKEN, body: agencyInputSchema, response: agencySchema, statuses: [201] }),
  editAgency: endpoint({ method: 'PUT', path: '/broker/agencies/:id', summary: "Change an agency's code, name or status (company-level user)", description: CODE_TAKEN, params: z.strictObject({ id }), body: agencyInputSchema, response: agencySchema }),
  agents: endpoint({ method: 'GET', path: '/broker/agents', summary: "The broker's agents (users of its agencies) by name", querystring: agentListQuerySchema, response: agentListSchema }),
  createAgent: endpoint({ method: 'POST', path: '/broker/agents', summary: 'Add an agent to an agency (an invitation without a password goes to the address)', description: `${EMAIL_TAKEN} An agency not of this broker or invalid → 400, errors.agencyId = validation.broker.agencyNotEffective.`, body: agentInputSchema, response: agentSchema, statuses: [201] }),
  editAgent: endpoint({ method: 'PUT', path: '/broker/agents/:id', summary: "Move an agent to another agency or change their status (invalid: signed out and can no longer sign in)", description: 'The agency must be an effective agency of the broker (else 400 on agencyId). A company-level user or another broker\'s user → 404. An agent → 403.', params: z.strictObject({ id }), body: agentEditSchema, response: agentSchema }),
  clients: endpoint({ method: 'GET', path: '/broker/clients', summary: "The broker's client employers with their group policies, renewals and loss ratio (totals only)", response: clientListSchema }),
  client: endpoint({ method: 'GET', path: '/broker/clients/:id', summary: 'One client employer', params: z.strictObject({ id }), response: clientSchema }),
  renewals: endpoint({ method: 'GET', path: '/broker/renewals', summary: "Group policies of the broker's clients ending within the window, soonest first", querystring: renewalsQuerySchema, response: renewalListSchema }),
  inviteHrAdmin: endpoint({
    method: 'POST',
    path: '/broker/clients/:id/hr-admin',
    summary: "Invite a client's first HR admin (an invitation without a password goes to the address)",
    description: `The employer already has an HR admin → HTTP 409 validation.broker.hrAdminExists. ${EMAIL_TAKEN}`,
    params: z.strictObject({ id }),
    body: hrAdminInviteSchema,
    response: hrAdminSchema,
    statuses: [201],
  }),
};
