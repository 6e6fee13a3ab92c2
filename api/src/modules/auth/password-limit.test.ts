import { startTestApp, type TestApp } from '../../test/helpers';

/**
 * The UI no longer cuts a password at 20 characters, so the API must refuse a
 * longer one with the same message the form shows (shared/src/rules/auth.ts), on every route
 * that takes a password, and never store or compare a cut one.
 */
const TWENTY_ONE = 'Abcdefghij0123456789k';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

test('every route that takes a password refuses 21 characters with validation.passwordLength', async () => {
  const user = await t.createUser();
  const token = await t.login(user.account, user.password);
  const answers = await Promise.all([
    t.post('/api/auth/login', { account: user.account, password: TWENTY_ONE, privacyAccepted: true }),
    t.post('/api/auth/password/change', { oldPassword: user.password, newPassword: TWENTY_ONE, confirmPassword: TWENTY_ONE }, { token }),
    t.post('/api/auth/password/forgot/reset', { account: user.account, code: '123456', newPassword: TWENTY_ONE, confirmPassword: TWENTY_ONE }),
    t.post('/api/pin/reset/password', { account: user.account, password: TWENTY_ONE, newPin: '258036', confirmPin: '258036' }),
  ]);
  const fields = ['password', 'newPassword', 'newPassword', 'password'];
  answers.forEach((answer, i) => {
    expect(answer.status).toBe(400);
    expect(answer.errors).toMatchObject({ [fields[i]]: 'validation.passwordLength' });
  });
  // Nothing changed: the old password still logs in, a 20-character prefix does not.
  expect((await t.post('/api/auth/login', { account: user.account, password: user.password, privacyAccepted: true })).code).toBe(0);
  expect((await t.post('/api/auth/login', { account: user.account, password: TWENTY_ONE.slice(0, 20), privacyAccepted: true })).code).not.toBe(0);
});
