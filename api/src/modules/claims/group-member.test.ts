import { startTestApp, type TestApp } from '../../test/helpers';

/**
 * An employee on an employer's group policy (the policy's holder is the employer, not him) claims
 * like any policyholder: the wizard offers the group policy for him and his dependant, and a claim
 * on it passes the coverage check (api/src/db/seed-group.ts: quang.vo and his son on GP-2026-000101).
 * Another customer's insured person is still refused.
 */
let t: TestApp;
let quang: string;
beforeAll(async () => {
  t = await startTestApp();
  quang = await t.signIn('quang.vo@minhan.vn', 'Quang2026pw');
});
afterAll(async () => t.close());

test('the claim form offers the group policy for the employee and his son', async () => {
  const options = await t.get('/api/claims/form-options', { token: quang });
  expect(options.status).toBe(200);
  const byName = Object.fromEntries(options.data.insured.map((p: { fullName: string; policies: Array<{ policyNo: string; status: string }> }) => [p.fullName, p.policies.map((x) => `${x.policyNo} ${x.status}`)]));
  expect(byName).toEqual({ 'Võ Minh Quang': ['GP-2026-000101 effective'], 'Võ Gia Bảo': ['GP-2026-000101 effective'] });
});

test("the coverage check takes the group policy, and never another customer's person", async () => {
  const { ClaimFormOptionsRepository } = await import('./repository-form-options');
  const repo = new ClaimFormOptionsRepository(t.db);
  const user = await t.db.selectFrom('users').select('id').where('email', '=', 'quang.vo@minhan.vn').executeTakeFirstOrThrow();
  const insured = await repo.insuredOf(user.id);
  const policy = await t.db.selectFrom('policies').select('id').where('policy_no', '=', 'GP-2026-000101').executeTakeFirstOrThrow();
  expect((await repo.policiesCovering(user.id, insured[0].id, [policy.id])).map((p) => p.policy_no)).toEqual(['GP-2026-000101']);
  const lan = await t.db.selectFrom('users').select('id').where('account', '=', 'lan.tran').executeTakeFirstOrThrow();
  expect(await repo.policiesCovering(lan.id, insured[0].id, [policy.id])).toEqual([]);
});

test('once HR ends his cover, the form shows his last covered day and a claim dated after it is refused; one before it is not', async () => {
  const { vietnamToday } = await import('../policies');
  const { addCalendarDays } = await import('../../lib/time');
  const { accidentClaim } = await import('./submit-testkit');
  const hr = await t.signIn('hr.admin', 'Hr2026pw');
  const member = (await t.get('/api/hr/members?q=079219001122', { token: hr })).data.items[0];
  // His son's cover ends from today: yesterday was his last covered day (cover_to is the first day without).
  const today = vietnamToday();
  expect((await t.post(`/api/hr/members/${member.id}/end-cover`, { effectiveDate: today }, { token: hr })).status).toBe(200);

  const options = (await t.get('/api/claims/form-options', { token: quang })).data;
  const son = options.insured.find((p: { fullName: string }) => p.fullName === 'Võ Gia Bảo');
  expect(son.policies.map((p: { policyNo: string; expiryDate: string }) => [p.policyNo, p.expiryDate])).toEqual([['GP-2026-000101', addCalendarDays(today, -1)]]);

  const body = { ...accidentClaim({ ...options, insured: [son] }, [], 600_000), riskDate: today };
  const after = await t.post('/api/claims', body, { token: quang });
  expect([after.status, after.msg, after.data?.to]).toEqual([422, 'error.requirementNotMet', addCalendarDays(today, -1)]);
  // The day before is still covered: the check moves on to the documents, which this body lacks.
  const before = await t.post('/api/claims', { ...body, riskDate: addCalendarDays(today, -1) }, { token: quang });
  expect(before.errors).toEqual({ documentIds: 'validation.claims.documentsIncomplete' });
});
