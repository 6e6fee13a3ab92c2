import { z } from 'zod';
import type { Ecard, PolicyDetail, PolicySummary } from '@sencare/shared/rules';
import { ecardStatuses, policyStatuses } from '@sencare/shared/rules';
import { envelopeOf } from '../../http/envelope';

export { ecardsQuerySchema, policiesQuerySchema, policyParamsSchema } from '@sencare/shared/rules';

/** Response schemas: the serializer sends only these fields, and OpenAPI documents them. */
const localized = z.object({ en: z.string(), vi: z.string() });
const relationship = z.enum(['self', 'spouse', 'child', 'parent', 'other']);

const member = z.object({ id: z.number(), fullName: z.string(), relationship, dateOfBirth: z.string(), gender: z.string().nullable() });

const policySummary = z.object({
  policyNo: z.string(),
  insurer: z.string(),
  productName: localized,
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

const policyDetail = policySummary.extend({
  holderName: z.string(),
  benefits: z.array(z.object({ code: z.string(), name: localized, limit: z.number(), used: z.number(), remaining: z.number() })),
});

const ecard = z.object({
  cardNumber: z.string(),
  status: z.enum(ecardStatuses),
  insuredName: z.string(),
  relationship,
  dateOfBirth: z.string(),
  policyNo: z.string(),
  insurer: z.string(),
  productName: localized,
  validFrom: z.string(),
  validTo: z.string(),
  hotline: z.string(),
});

// The shared interfaces and these schemas must describe the same JSON.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const checks: [Same<z.infer<typeof policySummary>, PolicySummary>, Same<z.infer<typeof policyDetail>, PolicyDetail>, Same<z.infer<typeof ecard>, Ecard>] = [true, true, true];
void checks;

export const policyListResponse = envelopeOf(z.array(policySummary));
export const policyDetailResponse = envelopeOf(policyDetail);
export const ecardListResponse = envelopeOf(z.array(ecard));
