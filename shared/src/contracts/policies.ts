import { z } from 'zod';
import { ecardStatuses, ecardsQuerySchema, policiesQuerySchema, policyParamsSchema, policyStatuses } from '../rules';
import { endpoint } from './endpoint';
import { localizedSchema } from './views';

const relationship = z.enum(['self', 'spouse', 'child', 'parent', 'other']);
const member = z.object({ id: z.number(), fullName: z.string(), relationship, dateOfBirth: z.string(), gender: z.string().nullable() });

export const policySummarySchema = z.object({
  policyNo: z.string(),
  insurer: z.string(),
  productName: localizedSchema,
  status: z.enum(policyStatuses).describe("'expired' also when the stored status is effective but the expiry date has passed"),
  role: z.enum(['holder', 'insured']).describe('How the signed-in user relates to the policy'),
  effectiveDate: z.string().describe('yyyy-mm-dd'),
  expiryDate: z.string().describe('yyyy-mm-dd'),
  sumInsured: z.number().describe('whole VND'),
  remainingBalance: z.number().describe('whole VND'),
  waitingPeriodDays: z.number(),
  waitingPeriodEndsOn: z.string().describe('effectiveDate + waitingPeriodDays: claims for illness before this day are not covered'),
  hotline: z.string(),
  members: z.array(member).describe('A holder sees every member; an insured member sees only the people on their own account'),
});

export const policyDetailSchema = policySummarySchema.extend({
  holderName: z.string(),
  benefits: z.array(z.object({ code: z.string(), name: localizedSchema, limit: z.number(), used: z.number(), remaining: z.number().describe('Never below zero') })),
});

export const ecardSchema = z.object({
  cardNumber: z.string(),
  status: z.enum(ecardStatuses),
  insuredName: z.string(),
  relationship,
  dateOfBirth: z.string(),
  policyNo: z.string(),
  insurer: z.string(),
  productName: localizedSchema,
  validFrom: z.string(),
  validTo: z.string(),
  hotline: z.string(),
});

/**
 * The answer types, inferred from the schemas the API serializes with: the API's service and
 * mfe-policies both use these, so a renamed field fails both type-checks.
 */
export type InsuredMember = z.infer<typeof member>;
export type PolicySummary = z.infer<typeof policySummarySchema>;
export type PolicyBenefit = PolicyDetail['benefits'][number];
export type PolicyDetail = z.infer<typeof policyDetailSchema>;
export type Ecard = z.infer<typeof ecardSchema>;

/** Policies and e-cards (mfe-policies; api/src/modules/policies): the signed-in user's own only. */
export const policies = {
  list: endpoint({ method: 'GET', path: '/policies', summary: 'Policies the user holds or is insured under (effective first)', querystring: policiesQuerySchema, response: z.array(policySummarySchema) }),
  detail: endpoint({ method: 'GET', path: '/policies/:policyNo', summary: 'One policy with benefits (limit / used / remaining) and members; 404 when not visible', params: policyParamsSchema, response: policyDetailSchema }),
  ecards: endpoint({ method: 'GET', path: '/ecards', summary: 'E-cards of the user and their dependants, by tab (effective | invalid)', querystring: ecardsQuerySchema, response: z.array(ecardSchema) }),
};
