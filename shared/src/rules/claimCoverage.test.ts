import { canOpenAnotherClaim, coverageProblem, firstCoverageProblem, illnessCoveredFrom } from './claimCoverage';

// A policy of the seeded kind: one year from 1 January, 30 days' waiting period for illness.
const policy = { policyNo: 'SCH-2026-000451', effectiveDate: '2026-01-01', expiryDate: '2026-12-31', waitingPeriodDays: 30 };

describe('coverage of a claim by its policies (the API uses the same function)', () => {
  test('illness is covered once the waiting period is over', () => {
    expect(illnessCoveredFrom(policy)).toBe('2026-01-31');
    expect(coverageProblem(policy, '2026-01-31', 'illness')).toBeNull();
    expect(coverageProblem(policy, '2026-01-30', 'illness')).toEqual({ policyNo: 'SCH-2026-000451', reason: 'waitingPeriod', from: '2026-01-31', to: '2026-12-31', waitingPeriodDays: 30 });
  });

  test('accidents have no waiting period', () => {
    expect(coverageProblem(policy, '2026-01-01', 'accident')).toBeNull();
  });

  test('a risk date outside the policy period is not covered, whatever the claim type', () => {
    expect(coverageProblem(policy, '2025-12-31', 'accident')).toMatchObject({ reason: 'notEffective', from: '2026-01-01', to: '2026-12-31' });
    expect(coverageProblem(policy, '2027-01-01', 'illness')).toMatchObject({ reason: 'notEffective' });
  });

  test('before the claim type is chosen, a date in the waiting period is flagged (covered only as an accident)', () => {
    expect(coverageProblem(policy, '2026-01-05', undefined)).toMatchObject({ reason: 'waitingPeriod' });
  });

  test('every chosen policy must cover the event; the first that does not is named; no date, no verdict', () => {
    const later = { ...policy, policyNo: 'SCH-2026-000999', effectiveDate: '2026-06-01' };
    expect(firstCoverageProblem([policy, later], '2026-03-01', 'illness')).toMatchObject({ policyNo: 'SCH-2026-000999', reason: 'notEffective' });
    expect(firstCoverageProblem([policy, later], undefined, 'illness')).toBeNull();
    expect(firstCoverageProblem([policy], '2026-03-01', 'illness')).toBeNull();
  });

  test('the open-claims limit (docs/requirements.md §9: 10)', () => {
    expect(canOpenAnotherClaim({ inProgress: 9, maxClaimsInProgress: 10 })).toBe(true);
    expect(canOpenAnotherClaim({ inProgress: 10, maxClaimsInProgress: 10 })).toBe(false);
  });
});
