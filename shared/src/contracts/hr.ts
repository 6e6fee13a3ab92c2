import { z } from 'zod';
import { MEMBER_RELATIONSHIPS, MEMBER_STATUSES, endCoverSchema, memberEditSchema, memberInputSchema } from '../rules';
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
