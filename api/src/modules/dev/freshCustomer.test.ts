import { lookupUrl } from '../gop/testkit';
import { startTestApp, type TestApp } from '../../test/helpers';

/**
 * POST /api/dev/customers (ENABLE_DEV_ROUTES=1 only): a fresh policyholder, with one effective
 * policy and its own e-card when asked, so an e2e journey that sends claims for staff to work on
 * never fills a demo account's limit of open claims (e2e/support/freshPolicyholder.ts).
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ enableDevRoutes: true });
});
afterAll(() => t.close());


test('with policy: the claim form offers its effective policy, and a hospital desk finds the card by the date of birth', async () => {
  const made = await t.post('/api/dev/customers', { policy: true });
  expect(made.status).toBe(201);
  expect(made.data.card).toMatch(/^SCE[0-9A-F]{10}01$/);

  const token = await t.signIn(made.data.account, made.data.password);
  const options = await t.get('/api/claims/form-options', { token });
  expect(options.data.insured).toHaveLength(1);
  expect(options.data.insured[0].policies).toEqual([expect.objectContaining({ status: 'effective', waitingPeriodDays: 0 })]);
  expect(options.data.limits.inProgress).toBe(0);

  const desk = await t.signIn('cho-ray.staff', 'Provider2026');
  const found = await t.get(lookupUrl(made.data.card, made.data.dateOfBirth), { token: desk });
  expect(found.code).toBe(0);
});

test('two fresh policyholders never share an account, a policy or a card; without policy there is none', async () => {
  const [a, b] = await Promise.all([t.post('/api/dev/customers', { policy: true }), t.post('/api/dev/customers', { policy: true })]);
  expect(a.data.account).not.toBe(b.data.account);
  expect(a.data.card).not.toBe(b.data.card);

  const bare = await t.post('/api/dev/customers', {});
  expect(bare.status).toBe(201);
  expect(bare.data.card).toBeNull();
  const token = await t.signIn(bare.data.account, bare.data.password);
  expect((await t.get('/api/claims/form-options', { token })).data.insured).toEqual([]);
});
