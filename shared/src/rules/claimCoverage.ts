/**
 * Whether a claim may be made (docs/requirements.md §8 "Claim requisition requirement is not met", §9 "Maximum 10
 * claims"). One function for the wizard (checked as soon as the insured person, policies, risk date
 * and claim type are chosen) and the API (api/src/modules/claims/service.ts checkClaimBody).
 */

/** The policy facts the rule needs: GET /api/claims/form-options carries them for every policy. */
export interface CoveredPolicy {
  policyNo: string;
  effectiveDate: string;
  expiryDate: string;
  waitingPeriodDays: number;
}

/**
 * Why a policy does not cover the event:
 * - `notEffective`: the risk date is outside the policy's period (`from`–`to`);
 * - `waitingPeriod`: an illness within the waiting period; illness is covered from `from`.
 */
export interface CoverageProblem {
  policyNo: string;
  reason: 'notEffective' | 'waitingPeriod';
  from: string;
  to: string;
  waitingPeriodDays: number;
}

/** The first day an illness is covered: the effective date plus the waiting period (yyyy-mm-dd). */
export function illnessCoveredFrom(policy: Pick<CoveredPolicy, 'effectiveDate' | 'waitingPeriodDays'>): string {
  const start = Date.parse(`${policy.effectiveDate}T00:00:00Z`);
  return new Date(start + Number(policy.waitingPeriodDays || 0) * 86_400_000).toISOString().slice(0, 10);
}

/** Accidents have no waiting period: they are covered from the policy's first day. */
export function coverageProblem(policy: CoveredPolicy, riskDate: string, claimType?: string | null): CoverageProblem | null {
  const base = { policyNo: policy.policyNo, to: policy.expiryDate, waitingPeriodDays: Number(policy.waitingPeriodDays || 0) };
  if (riskDate < policy.effectiveDate || riskDate > policy.expiryDate) return { ...base, reason: 'notEffective', from: policy.effectiveDate };
  if (claimType === 'accident') return null;
  const from = illnessCoveredFrom(policy);
  // The claim type may not be chosen yet: an event inside the waiting period is covered only as an accident.
  return riskDate < from ? { ...base, reason: 'waitingPeriod', from } : null;
}

/** Every chosen policy must cover the event; the first that does not is named. */
export function firstCoverageProblem(policies: readonly CoveredPolicy[], riskDate: string | null | undefined, claimType?: string | null): CoverageProblem | null {
  // A date still being typed ("20-11-2", shared/ui DateInput) is no date yet: nothing to compare.
  if (!riskDate || !/^\d{4}-\d{2}-\d{2}$/.test(riskDate)) return null;
  for (const policy of policies) {
    const problem = coverageProblem(policy, riskDate, claimType);
    if (problem) return problem;
  }
  return null;
}

/** docs/requirements.md §9: at most LIMITS.maxClaimsInProgress open claims (submission + in progress tabs). */
export function canOpenAnotherClaim(limits: { inProgress: number; maxClaimsInProgress: number }): boolean {
  return limits.inProgress < limits.maxClaimsInProgress;
}
