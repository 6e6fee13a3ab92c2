import { z } from 'zod';
import type { LocalizedText } from './api';

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
export type InsuredRelationship = 'self' | 'spouse' | 'child' | 'parent' | 'other';

export interface InsuredMember {
  id: number;
  fullName: string;
  relationship: InsuredRelationship;
  dateOfBirth: string;
  gender: string | null;
}

/** One row of "my policies". Dates are yyyy-mm-dd, money whole VND. */
export interface PolicySummary {
  policyNo: string;
  insurer: string;
  productName: LocalizedText;
  /** 'expired' also when the stored status is effective but the expiry date has passed. */
  status: PolicyStatus;
  /** How the signed-in user relates to the policy. */
  role: 'holder' | 'insured';
  effectiveDate: string;
  expiryDate: string;
  sumInsured: number;
  remainingBalance: number;
  waitingPeriodDays: number;
  /** effectiveDate + waitingPeriodDays: claims for illness before this day are not covered. */
  waitingPeriodEndsOn: string;
  hotline: string;
  /** A holder sees every member; an insured member sees only the people on their own account. */
  members: InsuredMember[];
}

export interface PolicyBenefit {
  code: string;
  name: LocalizedText;
  limit: number;
  used: number;
  /** Never below zero. */
  remaining: number;
}

export interface PolicyDetail extends PolicySummary {
  holderName: string;
  benefits: PolicyBenefit[];
}

export interface Ecard {
  cardNumber: string;
  status: EcardStatus;
  insuredName: string;
  relationship: InsuredRelationship;
  dateOfBirth: string;
  policyNo: string;
  insurer: string;
  productName: LocalizedText;
  validFrom: string;
  validTo: string;
  hotline: string;
}
