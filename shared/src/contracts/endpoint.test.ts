import { insurer, pathOf, providerGops } from './index';

describe('pathOf', () => {
  test('fills each :param, URI-encoded', () => {
    expect(pathOf(insurer.claim, { id: 'CLM-2026-000001' })).toBe('/insurer/claims/CLM-2026-000001');
    expect(pathOf(insurer.cashlessDecision, { userCode: 'a/b c' })).toBe('/insurer/cashless/a%2Fb%20c/decision');
    expect(pathOf(providerGops.act, { id: 7 })).toBe('/provider/gops/7/actions');
    expect(pathOf(providerGops.list)).toBe('/provider/gops');
  });

  test('a missing value is an error, not "undefined" in the path', () => {
    expect(() => pathOf(insurer.claim, {})).toThrow('no value for :id');
  });
});

test('an answer the declaration does not describe fails its schema (what the API serializer refuses)', () => {
  const row = { id: 'C-1', claimNo: 'C-1', customerName: 'A', insuredName: 'B', status: 'processing', requestAmount: 1, submittedAt: null, waitingSince: 'x', waitingDays: 0, assignee: null };
  expect(insurer.claimQueue.response.safeParse({ items: [row], nextCursor: null, total: 1, totalCapped: false }).success).toBe(true);
  const { claimNo: _renamed, ...withoutClaimNo } = row;
  expect(insurer.claimQueue.response.safeParse({ items: [{ ...withoutClaimNo, claimNumber: 'C-1' }], nextCursor: null, total: 1, totalCapped: false }).success).toBe(false);
});
