import { z } from 'zod';
import { HR_SUB_ROLES, MEMBER_RELATIONSHIPS, MEMBER_STATUSES, PORTAL_USER_STATUSES, endCoverSchema, hrUserEditSchema, hrUserInputSchema, memberEditSchema, memberInputSchema } from '../rules';
import { endpoint } from './endpoint';
import { localizedSchema } from './views';

/**
 * The employer HR portal (docs/portals.md "Employer HR and broker"): the members of the employer's
 * group policy, their import from a CSV, and the claims overview. Served by api/src/modules/hr to
 * `hr` users only (api/src/http/roles.ts); every answer is scoped to the user's employer and, for
 * an HR user with a department, to that department.
 */
const invalid = { error: 'validation.invalid' };
const id = z.coerce.number(invalid).int(invalid).positive(invalid).max(2_147_483_647, invalid);
const page = z.coerce.number(invalid).int(invalid).min(1, invalid).max(10_000, invalid).default(1);
const pageSize = z.coerce.number(invalid).int(invalid).min(1, invalid).max(100, invalid).default(20);

export const hrProfileSchema = z.object({
  employer: z.object({ code: z.string(), name: z.string() }),
  subRole: z.enum(['admin', 'viewer']),
  department: z.string().nullable().describe('null: every department'),
  departments: z.array(z.string()).describe('The departments the user may see that have members'),
  plans: z.array(z.object({ policyNo: z.string(), code: z.string(), name: localizedSchema })),
});
export type HrProfile = z.infer<typeof hrProfileSchema>;

export const memberSchema = z.object({
  id: z.number(),
  employeeNo: z.string(),
  relationship: z.enum(MEMBER_RELATIONSHIPS),
  fullName: z.string(),
  dateOfBirth: z.string(),
  gender: z.string(),
  idNumber: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  department: z.string(),
  planCode: z.string(),
  policyNo: z.string(),
  status: z.enum(MEMBER_STATUSES),
  coverFrom: z.string(),
  coverTo: z.string().nullable().describe('The last day of cover once HR ended it'),
  cardNumber: z.string().nullable(),
  cardStatus: z.enum(['effective', 'invalid']).nullable(),
});
export type Member = z.infer<typeof memberSchema>;

export const memberListQuerySchema = z.strictObject({
  q: z.string().trim().max(100, invalid).optional().describe('Name, employee number or ID number'),
  department: z.string().trim().max(60, invalid).optional(),
  status: z.enum(MEMBER_STATUSES, invalid).optional(),
  plan: z.string().trim().max(10, invalid).optional(),
  page,
  pageSize,
});

export const importRowSchema = z.object({
  line: z.number().describe('1 is the header; the first member is line 2'),
  fullName: z.string(),
  action: z.enum(['create', 'unchanged', 'update', 'error']),
  errors: z.array(z.object({ field: z.string(), key: z.string() })).describe('Message keys in mfe-hr (validation.hr.*) or the common namespace (validation.*)'),
});
export const importResultSchema = z.object({
  applied: z.boolean().describe('false: a dry run, or a file with errors (nothing stored)'),
  rows: z.array(importRowSchema),
  counts: z.object({ create: z.number(), update: z.number(), unchanged: z.number(), error: z.number() }),
});
export type ImportResult = z.infer<typeof importResultSchema>;

export const hrMembers = {
  profile: endpoint({ method: 'GET', path: '/hr/me', summary: "The HR user's employer, scope and the group policy's plans", response: hrProfileSchema }),
  list: endpoint({ method: 'GET', path: '/hr/members', summary: 'Members of the group policy, searched and filtered', querystring: memberListQuerySchema, response: z.object({ items: z.array(memberSchema), total: z.number() }) }),
  detail: endpoint({ method: 'GET', path: '/hr/members/:id', summary: 'One member of the group policy', params: z.strictObject({ id }), response: memberSchema }),
  create: endpoint({ method: 'POST', path: '/hr/members', summary: 'Enrol one member (an employee gets an invitation and a customer account)', body: memberInputSchema, response: memberSchema, statuses: [201] }),
  edit: endpoint({ method: 'PUT', path: '/hr/members/:id', summary: "Correct a member's name, contact, department or plan", params: z.strictObject({ id }), body: memberEditSchema, response: memberSchema }),
  endCover: endpoint({ method: 'POST', path: '/hr/members/:id/end-cover', summary: "End a member's cover on a date (the e-card turns invalid after it)", params: z.strictObject({ id }), body: endCoverSchema, response: memberSchema }),
  import: endpoint({
    method: 'POST',
    path: '/hr/members/import',
    summary: 'Import members from the CSV template: a dry run lists every row, apply stores all or nothing',
    body: z.strictObject({ csv: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(2_000_000, { error: 'validation.tooLong' }), apply: z.boolean().default(false) }),
    response: importResultSchema,
  }),
};

/**
 * What an employer sees of its members' claims (docs/privacy.md "Employers see totals"): counts and
 * amounts per month, department and outcome, and each plan's budget used — never a person, a
 * diagnosis, a document or a claim number. A cell of fewer than HR_MINIMUM_CELL claims is shown as
 * "fewer than" with no amounts, so a small department cannot be read as one person's claims.
 */
export const HR_MINIMUM_CELL = 3;
export const CLAIM_OUTCOMES = ['open', 'paid', 'denied', 'cancelled'] as const;
export type ClaimOutcome = (typeof CLAIM_OUTCOMES)[number];

export const claimsOverviewQuerySchema = z.strictObject({
  months: z.coerce.number(invalid).int(invalid).min(1, invalid).max(24, invalid).default(12).describe('Months back from this one, this one included'),
});
export const claimsOverviewCellSchema = z.object({
  month: z.string().describe('yyyy-mm, the month the claim was sent'),
  department: z.string(),
  outcome: z.enum(CLAIM_OUTCOMES),
  claims: z.number().nullable().describe(`null: fewer than ${HR_MINIMUM_CELL} claims`),
  requested: z.number().nullable(),
  reimbursed: z.number().nullable(),
});
export const claimsOverviewSchema = z.object({
  from: z.string().describe('yyyy-mm, the first month counted'),
  minimumCell: z.number(),
  totals: z.object({ claims: z.number(), requested: z.number(), reimbursed: z.number() }),
  cells: z.array(claimsOverviewCellSchema),
  plans: z.array(z.object({ code: z.string(), name: localizedSchema, budget: z.number(), used: z.number() })),
});
export type ClaimsOverview = z.infer<typeof claimsOverviewSchema>;
export type ClaimsOverviewCell = z.infer<typeof claimsOverviewCellSchema>;

export const hrClaims = {
  overview: endpoint({ method: 'GET', path: '/hr/claims/overview', summary: "Totals of the members' claims by month, department and outcome, and budget used; no personal or medical detail", querystring: claimsOverviewQuerySchema, response: claimsOverviewSchema }),
};
/** The same totals as CSV (UTF-8 with BOM, one line per cell); not a JSON envelope, so not an `endpoint`. */
export const HR_CLAIMS_CSV_PATH = '/hr/claims/overview.csv';

export const hrUserSchema = z.object({
  id: z.number(),
  userCode: z.string(),
  account: z.string(),
  fullName: z.string(),
  email: z.string(),
  subRole: z.enum(HR_SUB_ROLES),
  department: z.string().nullable().describe('null: every department'),
  status: z.enum(PORTAL_USER_STATUSES),
  failedLogins: z.number().describe('Wrong passwords since the last good one'),
  locked: z.boolean().describe('Locked by wrong passwords until unlocked or the lock runs out'),
  you: z.boolean(),
});
export type HrUser = z.infer<typeof hrUserSchema>;

/** Only an HR admin of every department manages the portal's users (api/src/modules/hr/users.ts). */
export const hrUsers = {
  list: endpoint({ method: 'GET', path: '/hr/users', summary: "The employer's HR portal users", response: z.object({ items: z.array(hrUserSchema) }) }),
  create: endpoint({ method: 'POST', path: '/hr/users', summary: 'Add an HR portal user (an invitation goes to the address)', body: hrUserInputSchema, response: hrUserSchema, statuses: [201] }),
  edit: endpoint({ method: 'PUT', path: '/hr/users/:id', summary: "Change a user's sub-role, department or status (invalid: can no longer sign in)", params: z.strictObject({ id }), body: hrUserEditSchema, response: hrUserSchema }),
  unlock: endpoint({ method: 'POST', path: '/hr/users/:id/unlock', summary: 'Clear the wrong-password count and lock', params: z.strictObject({ id }), response: hrUserSchema }),
};
