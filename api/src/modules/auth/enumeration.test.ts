import { DEMO } from '../../db/seed';
import { startTestApp, type TestApp } from '../../test/helpers';
import { mailsTo, visible } from './test-support';

/**
 * Nothing a caller sees tells a real account from an unknown one. Real and unknown
 * inputs below are chosen to look alike to the caller (same first letter and domain), since the
 * masked address in a code answer is derived from what was typed.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const login = (account: string) => t.post('/api/auth/login', { account, password: 'WrongPass1', privacyAccepted: true });

test('login: the 1st to 6th wrong password answer exactly as for an unknown account; the owner is emailed the lock', async () => {
  const user = await t.createUser({ email: 'lookalike.real@example.vn' });
  for (let attempt = 1; attempt <= 6; attempt++) {
    const real = visible(await login(user.email));
    const unknown = visible(await login('lookalike.ghost@example.vn'));
    expect({ attempt, ...real }).toEqual({ attempt, ...unknown });
    expect(real).toEqual({ status: 400, code: 401, msg: 'auth.wrongCredentials', data: null, errors: undefined });
  }
  const mails = await mailsTo(t, user.email);
  expect(mails.map((mail) => mail.subject)).toEqual(['SenCare account locked / Tài khoản SenCare bị khóa']);
  expect(mails[0].text).toContain('After 5 wrong passwords');
  expect(await mailsTo(t, 'lookalike.ghost@example.vn')).toEqual([]);
});

test('PIN reset by password answers a wrong password as it answers an unknown account', async () => {
  const user = await t.createUser({ email: 'pinreset.real@example.vn' });
  const body = (account: string) => ({ account, password: 'WrongPass1', newPin: '864200', confirmPin: '864200' });
  for (let attempt = 1; attempt <= 6; attempt++) {
    expect(visible(await t.post('/api/pin/reset/password', body(user.email)))).toEqual(visible(await t.post('/api/pin/reset/password', body('pinreset.ghost@example.vn'))));
  }
});

test.each([
  ['forgot password', '/api/auth/password/forgot/request', 'fp'],
  ['forgot PIN', '/api/pin/reset/code/request', 'pr'],
])('%s: the request answers a real and an unknown email alike; only the owner gets a mail', async (_name, route, prefix) => {
  const user = await t.createUser({ email: `${prefix}.real@example.vn` });
  const real = visible(await t.post(route, { account: user.email }));
  const unknown = visible(await t.post(route, { account: `${prefix}.ghost@example.vn` }));
  expect(real).toEqual(unknown);
  expect(real).toEqual({ status: 200, code: 0, msg: 'auth.codeSent', data: { email: `${prefix[0]}***@example.vn` }, errors: undefined });
  expect(await mailsTo(t, user.email)).toHaveLength(1);
});

test('forgot password by account name: an unknown name gets a stable masked address of the same shape', async () => {
  const user = await t.createUser();
  const real = await t.post('/api/auth/password/forgot/request', { account: user.account });
  const unknown = await t.post('/api/auth/password/forgot/request', { account: `u${user.account}x` });
  expect(Object.keys(unknown.data)).toEqual(Object.keys(real.data));
  expect(unknown.data.email).toMatch(/^u\*\*\*@[a-z]+\.[a-z]+$/);
  expect((await t.post('/api/auth/password/forgot/request', { account: `u${user.account}x` })).data).toEqual(unknown.data);
});

test('forgot password reset: an unknown account answers as a wrong code', async () => {
  const user = await t.createUser({ email: 'reset.real@example.vn' });
  await t.post('/api/auth/password/forgot/request', { account: user.email });
  const body = (account: string) => ({ account, code: '123456', newPassword: 'Papaya2027', confirmPassword: 'Papaya2027' });
  expect(visible(await t.post('/api/auth/password/forgot/reset', body(user.email)))).toEqual(visible(await t.post('/api/auth/password/forgot/reset', body('reset.ghost@example.vn'))));
});

test('forgot account: request and confirm answer the same whether or not card and email belong together', async () => {
  const matching = { cardNumber: DEMO.demoCard, email: DEMO.demo.email };
  const unmatched = { cardNumber: 'SC9999999999', email: DEMO.demo.email };
  expect(visible(await t.post('/api/auth/account/forgot/request', matching))).toEqual(visible(await t.post('/api/auth/account/forgot/request', unmatched)));
  const real = visible(await t.post('/api/auth/account/forgot/confirm', { ...matching, code: '000000' }));
  const unknown = visible(await t.post('/api/auth/account/forgot/confirm', { ...unmatched, code: '000000' }));
  expect(real).toEqual(unknown);
  expect(real).toEqual({ status: 400, code: 400, msg: 'auth.codeInvalid', data: null, errors: { code: 'auth.codeInvalid' } });
});

/** Median wall time of `n` calls of each, interleaved so machine load falls on both alike. */
async function medians(n: number, a: () => Promise<unknown>, b: () => Promise<unknown>): Promise<[number, number]> {
  const times: [number[], number[]] = [[], []];
  for (let i = 0; i < n; i++) {
    for (const [k, call] of [a, b].entries()) {
      const start = process.hrtime.bigint();
      await call();
      times[k].push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  }
  const median = (xs: number[]) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)];
  return [median(times[0]), median(times[1])];
}

test('forgot password costs about the same for a real and an unknown account (generous bound: within 3x)', async () => {
  const user = await t.createUser({ email: 'timing.real@example.vn' });
  const [real, unknown] = await medians(
    20,
    () => t.post('/api/auth/password/forgot/request', { account: user.email }),
    () => t.post('/api/auth/password/forgot/request', { account: 'timing.ghost@example.vn' }),
  );
  // Before: ~35 ms real vs ~7 ms unknown (a 5x gap). Both now hash one code.
  expect(unknown).toBeGreaterThan(real / 3);
  expect(real).toBeGreaterThan(unknown / 3);
});
