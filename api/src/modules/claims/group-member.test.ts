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
