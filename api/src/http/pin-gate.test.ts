import { startTestApp, type TestApp } from '../test/helpers';

/**
 * The app opens nothing but the set-PIN page until a PIN is set, for every role
 * (shell/src/ui/usePinCheck.ts); the API holds the same line (src/http/roles.ts allowedBeforePin):
 * a session without a PIN gets HTTP 403, code -94, auth.pinNotSet on every other route.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { seededWithoutPin: true });
});
afterAll(async () => t.close());

const refusal = { status: 403, code: -94, msg: 'auth.pinNotSet' };
const brief = (res: { status: number; code: number; msg: string }) => ({ status: res.status, code: res.code, msg: res.msg });

test.each([
  ['an insurer', 'assessor', 'Assessor2026', ['/api/insurer/claims', '/api/insurer/gops', '/api/insurer/cashless']],
  ['a hospital desk', 'cho-ray.staff', 'Provider2026', ['/api/provider/gops', '/api/provider/patients/lookup?card=SC2600077701&dob=1988-02-27']],
  ['a customer', 'demo', 'Demo2026', ['/api/claims?tab=all', '/api/policies', '/api/messages/unread-count']],
])('%s without a PIN: its routes are refused until the PIN is set; signing out, who it is and setting the PIN work', async (_who, account, password, routes) => {
  const token = await t.login(account, password);
  const lookups = async () => (await t.db.selectFrom('patient_lookups').select('id').execute()).length;
  const before = await lookups();
  for (const url of routes) expect({ url, ...brief(await t.get(url, { token })) }).toEqual({ url, ...refusal });
  // Refused before the route ran: not even a lookup record.
  expect(await lookups()).toBe(before);

  expect((await t.post('/api/customer/getuserinfo', {}, { token })).data.hasPin).toBe(false);
  expect((await t.post('/api/user/behavior', { url: '/pin/set', method: 'GET', sourceType: 'web_h5' }, { token })).code).toBe(0);
  expect((await t.post('/api/pin/set', { newPin: '258036', confirmPin: '258036' }, { token })).code).toBe(0);
  for (const url of routes) expect({ url, status: (await t.get(url, { token })).status }).toEqual({ url, status: 200 });
  expect((await t.post('/api/auth/logout', {}, { token })).code).toBe(0);
});

test('getPinCode answers without a PIN (the app asks it to decide where to go)', async () => {
  const user = await t.createUser({ pin: null });
  const token = await t.login(user.account, user.password);
  expect((await t.post('/api/customer/getPinCode', { userCode: user.userCode }, { token })).data).toBe('false');
});
