import { z } from 'zod';
import { ecardStatuses, ecardsQuerySchema, policiesQuerySchema, policyParamsSchema, policyStatuses, type Ecard, type PolicyDetail, type PolicySummary } from '../rules';
import { endpoint } from './endpoint';
import { localizedSchema, type Same } from './views';

const relationship = z.enum(['self', 'spouse', 'child', 'parent', 'other']);
const member = z.object({ id: z.number(), fullName: z.string(), relationship, dateOfBirth: z.string(), gender: z.string().nullable() });

export const policySummarySchema = z.object({
  policyNo: z.string(),
  insurer: z.string(),
  productName: localizedSchema,
  status: z.enum(policyStatuses),
  role: z.enum(['holder', 'insured']),
  effectiveDate: z.string().describe('yyyy-mm-dd'),
  expiryDate: z.string().describe('yyyy-mm-dd'),
  sumInsured: z.number().describe('whole VND'),
  remainingBalance: z.number().describe('whole VND'),
  waitingPeriodDays: z.number(),
  waitingPeriodEndsOn: z.string().describe('effectiveDate + waitingPeriodDays'),
  hotline: z.string(),
  members: z.array(member),
});

export const policyDetailSchema = policySummarySchema.extend({
  holderName: z.string(),
  benefits: z.array(z.object({ code: z.string(), name: localizedSchema, limit: z.number(), used: z.number(), remaining: z.number() })),
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

const same: [Same<z.infer<typeof policySummarySchema>, PolicySummary>, Same<z.infer<typeof policyDetailSchema>, PolicyDetail>, Same<z.infer<typeof ecardSchema>, Ecard>] = [true, true, true];
void same;

/** Policies and e-cards (mfe-policies; api/src/modules/policies): the signed-in user's own only. */
export const policies = {
  list: endpoint({ method: 'GET', path: '/policies', summary: 'Policies the user holds or is insured under (effective first)', querystring: policiesQuerySchema, response: z.array(policySummarySchema) }),
  detail: endpoint({ method: 'GET', path: '/policies/:policyNo', summary: 'One policy with benefits (limit / used / remaining) and members; 404 when not visible', params: policyParamsSchema, response: policyDetailSchema }),
  ecards: endpoint({ method: 'GET', path: '/ecards', summary: 'E-cards of the user and their dependants, by tab (effective | invalid)', querystring: ecardsQuerySchema, response: z.array(ecardSchema) }),
};
