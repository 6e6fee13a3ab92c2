import { startTestApp, type TestApp } from '../test/helpers';

/** Every private route with a body that would otherwise be valid. */
const PRIVATE_ROUTES: Array<[path: string, body: Record<string, unknown>]> = [
  ['/api/auth/logout', {}],
  ['/api/auth/password/change', { oldPassword: 'Xk7mPq2026', newPassword: 'Mango2027', confirmPassword: 'Mango2027' }],
  ['/api/customer/getPinCode', { userCode: 'SC00000001' }],
  ['/api/customer/getuserinfo', {}],
  ['/api/user/behavior', { url: '/x', redirectPage: '', method: 'POST', params: '', sourceType: 'web_h5' }],
  ['/api/pin/set', { newPin: '258036', confirmPin: '258036' }],
  ['/api/pin/change', { oldPin: '123456', newPin: '371482', confirmPin: '371482' }],
  ['/api/pin/verify', { pin: '123456' }],
  // The portals (docs/portals.md): a bad session is -93 before the role is looked at.
  ['/api/provider/gops', { cardNumber: 'SC2600077701', dob: '1988-02-27', admissionDate: '2026-11-20', diagnosis: 'K35', estimatedAmount: 1000, benefitCode: 'INPATIENT' }],
  ['/api/provider/gops/1/actions', { action: 'withdraw' }],
  ['/api/insurer/gops/1/actions', { action: 'return', note: 'x' }],
  ['/api/insurer/claims/CL-2026-000204/actions', { action: 'requestRevision', note: 'x' }],
  ['/api/insurer/cashless/SC00000002/decision', { decision: 'approve' }],
];

let t: TestApp;
let expired: string;
let loggedOut: string;
beforeAll(async () => {
  t = await startTestApp();
  const user = await t.createUser();
  expired = await t.login(user.account, user.password);
  await t.expireSession(expired);
  loggedOut = await t.login(user.account, user.password);
  await t.post('/api/auth/logout', {}, { token: loggedOut });
});
afterAll(async () => t.close());

const cases = (): Array<[string, string | undefined]> => [
  ['no token', undefined],
  ['an empty token', ''],
  ['a garbage token', 'garbage-token-that-was-never-issued'],
  ['a 10 kB token', 'x'.repeat(10_000)],
  ['an expired token', expired],
  ['a logged-out token', loggedOut],
];

describe.each(PRIVATE_ROUTES)('%s', (path, body) => {
  test('refuses every bad session with -93 / HTTP 401', async () => {
    for (const [name, token] of cases()) {
      for (const form of [false, true]) {
        const res = await t.post(path, body, { token, form });
        expect({ name, status: res.status, code: res.code, msg: res.msg }).toEqual({ name, status: 401, code: -93, msg: 'error.sessionExpired' });
      }
    }
  });
});

test('a session is renewed (sliding) when used after a while', async () => {
  const user = await t.createUser();
  const token = await t.login(user.account, user.password);
  const old = new Date(Date.now() - 2 * 24 * 3600_000).toISOString();
  await t.db.updateTable('sessions').set({ last_seen_at: old, expires_at: new Date(Date.now() + 3600_000).toISOString() }).where('user_id', '=', user.id).execute();
  expect((await t.post('/api/customer/getuserinfo', {}, { token })).code).toBe(0);
  const row = await t.db.selectFrom('sessions').select(['expires_at', 'last_seen_at']).where('user_id', '=', user.id).executeTakeFirstOrThrow();
  expect(Date.parse(row.expires_at) - Date.now()).toBeGreaterThan(29 * 24 * 3600_000);
  expect(row.last_seen_at > old).toBe(true);
});
