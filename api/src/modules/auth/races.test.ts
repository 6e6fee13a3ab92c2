import { startTestApp, type TestApp } from '../../test/helpers';
import { codeFor, otherCode } from './test-support';

/**
 * The counters that guard secrets hold under parallel requests. Before, 19 parallel
 * wrong passwords and then the right one got a token, and 9 parallel wrong codes left attempts=1.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ codeMaxGuessesPerDay: 1000 });
});
afterAll(async () => t.close());

const parallel = <T>(n: number, call: () => Promise<T>) => Promise.all(Array.from({ length: n }, call));

async function userWithPin(pin = '135790') {
  const user = await t.createUser({ pin: null });
  const token = await t.login(user.account, user.password);
  expect((await t.post('/api/pin/set', { newPin: pin, confirmPin: pin }, { token })).code).toBe(0);
  return { ...user, token, pin };
}

const counters = (id: number) =>
  t.db.selectFrom('users').select(['failed_logins', 'locked_until', 'pin_failed', 'pin_locked_until']).where('id', '=', id).executeTakeFirstOrThrow();

test('20 parallel wrong passwords, then the right one: no token, the account is locked after exactly 5', async () => {
  const user = await t.createUser();
  const wrong = await parallel(20, () => t.post('/api/auth/login', { account: user.account, password: 'WrongPass1', privacyAccepted: true }));
  expect(wrong.every((res) => res.code === 401 && res.msg === 'auth.wrongCredentials')).toBe(true);
  const right = await t.post('/api/auth/login', { account: user.account, password: user.password, privacyAccepted: true });
  expect(right).toMatchObject({ status: 400, code: 401, msg: 'auth.wrongCredentials', data: null });
  const row = await counters(user.id);
  expect(row.failed_logins).toBe(5);
  expect(Date.parse(row.locked_until!)).toBeGreaterThan(Date.now() + 14 * 60_000);
  expect(await t.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toHaveLength(0);
});

test('wrong passwords through the account name and the email count on one account', async () => {
  const user = await t.createUser();
  await parallel(2, () => t.post('/api/auth/login', { account: user.account, password: 'WrongPass1', privacyAccepted: true }));
  await parallel(3, () => t.post('/api/auth/login', { account: user.email.toUpperCase(), password: 'WrongPass1', privacyAccepted: true }));
  expect((await counters(user.id)).failed_logins).toBe(5);
  const right = await t.post('/api/auth/login', { account: user.account, password: user.password, privacyAccepted: true });
  expect(right.msg).toBe('auth.wrongCredentials');
});

test('the right password among parallel wrong ones clears only what came before it', async () => {
  const user = await t.createUser();
  await t.post('/api/auth/login', { account: user.account, password: 'WrongPass1', privacyAccepted: true });
  const [ok] = await Promise.all([t.post('/api/auth/login', { account: user.account, password: user.password, privacyAccepted: true }), t.post('/api/auth/login', { account: user.account, password: 'WrongPass1', privacyAccepted: true })]);
  expect(ok.code).toBe(0);
  expect((await counters(user.id)).failed_logins).toBeLessThanOrEqual(1);
});

test('9 parallel wrong PINs: exactly 5 counted, the PIN locked, the right PIN refused', async () => {
  const user = await userWithPin();
  const wrong = await parallel(9, () => t.post('/api/pin/verify', { pin: '000000' }, { token: user.token }));
  expect(wrong.filter((res) => res.msg === 'auth.wrongPinLeft').map((res) => res.data.count).sort()).toEqual([1, 2, 3, 4]);
  expect(wrong.filter((res) => res.msg === 'auth.pinLocked')).toHaveLength(5);
  const row = await counters(user.id);
  expect(row.pin_failed).toBe(5);
  expect(Date.parse(row.pin_locked_until!)).toBeGreaterThan(Date.now() + 14 * 60_000);
  expect(await t.post('/api/pin/verify', { pin: user.pin }, { token: user.token })).toMatchObject({ status: 423, msg: 'auth.pinLocked' });
});

test('9 parallel PIN changes with a wrong old PIN: exactly 5 counted, then the right old PIN is refused', async () => {
  const user = await userWithPin('246802');
  const body = (oldPin: string) => ({ oldPin, newPin: '112233', confirmPin: '112233' });
  await parallel(9, () => t.post('/api/pin/change', body('999999'), { token: user.token }));
  expect((await counters(user.id)).pin_failed).toBe(5);
  expect(await t.post('/api/pin/change', body(user.pin), { token: user.token })).toMatchObject({ status: 423, msg: 'auth.pinLocked' });
  expect(await t.post('/api/pin/verify', { pin: user.pin }, { token: user.token })).toMatchObject({ status: 423 });
});

describe.each([
  { purpose: 'password_reset', request: '/api/auth/password/forgot/request', reset: '/api/auth/password/forgot/reset', extra: { newPassword: 'Papaya2027', confirmPassword: 'Papaya2027' } },
  { purpose: 'pin_reset', request: '/api/pin/reset/code/request', reset: '/api/pin/reset/code', extra: { newPin: '975310', confirmPin: '975310' } },
] as const)('$purpose codes', ({ purpose, request, reset, extra }) => {
  test('9 parallel wrong codes: attempts counted exactly (5) and the right code no longer works', async () => {
    const user = await t.createUser();
    await t.post(request, { account: user.account });
    const code = await codeFor(t, user.email);
    const wrong = await parallel(9, () => t.post(reset, { account: user.account, code: otherCode(code), ...extra }));
    expect(wrong.every((res) => res.msg === 'auth.codeInvalid')).toBe(true);
    const row = await t.db.selectFrom('verification_codes').select('attempts').where('user_id', '=', user.id).where('purpose', '=', purpose).executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
    expect(await t.post(reset, { account: user.account, code, ...extra })).toMatchObject({ status: 400, msg: 'auth.codeInvalid' });
  });

  test('guesses through the account name and the email count on one code', async () => {
    const user = await t.createUser();
    await t.post(request, { account: user.email });
    const code = await codeFor(t, user.email);
    for (const account of [user.account, user.email, user.account, user.email.toUpperCase(), user.account]) {
      await t.post(reset, { account, code: otherCode(code), ...extra });
    }
    expect(await t.post(reset, { account: user.email, code, ...extra })).toMatchObject({ msg: 'auth.codeInvalid' });
  });
});

test('two right codes sent in parallel: only one is used', async () => {
  const user = await t.createUser();
  await t.post('/api/pin/reset/code/request', { account: user.account });
  const code = await codeFor(t, user.email);
  const both = await parallel(2, () => t.post('/api/pin/reset/code', { account: user.account, code, newPin: '975310', confirmPin: '975310' }));
  expect(both.map((res) => res.code).sort()).toEqual([0, 400]);
});
