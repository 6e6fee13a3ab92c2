import type { TestApp } from '../../test/helpers';

/** A fresh customer without a PIN, signed in, who then sets one through the API (tests of the PIN and of what it guards). */
export async function userWithPin(t: TestApp, pin = '135790') {
  const user = await t.createUser({ pin: null });
  const token = await t.login(user.account, user.password);
  const res = await t.post('/api/pin/set', { newPin: pin, confirmPin: pin }, { token, form: true });
  if (res.code !== 0) throw new Error(`setting PIN ${pin} failed: ${res.msg}`);
  return { ...user, token, pin };
}
