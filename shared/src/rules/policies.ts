import { z } from 'zod';

/**
 * Policies and e-cards (docs/requirements.md §2 "my policies", "policy information", "insurance e-card";
 * §3 Policy fields). Request schemas are used by the API; the response types by mfe-policies.
 */

export const POLICY_NO_MAX = 40;
/** Policy and card numbers are issued by insurers: letters, digits and a few separators. */
const POLICY_NO_PATTERN = /^[A-Za-z0-9][A-Za-z0-9./_-]*$/;

export const policyStatuses = ['effective', 'expired'] as const;
export const ecardStatuses = ['effective', 'invalid'] as const;

/** GET /api/policies */
export const policiesQuerySchema = z.strictObject({
  status: z.enum(policyStatuses, { error: 'validation.invalid' }).optional(),
});

/** GET /api/policies/:policyNo */
export const policyParamsSchema = z.strictObject({
  policyNo: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(POLICY_NO_MAX, { error: 'validation.tooLong' })
    .regex(POLICY_NO_PATTERN, { error: 'validation.invalid' }),
});

/** GET /api/ecards?status= — the spec's two tabs; effective when absent. */
export const ecardsQuerySchema = z.strictObject({
  status: z.enum(ecardStatuses, { error: 'validation.invalid' }).default('effective'),
});

export type PolicyStatus = (typeof policyStatuses)[number];
export type EcardStatus = (typeof ecardStatuses)[number];
