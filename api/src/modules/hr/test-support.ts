import { codeFor, mailsTo } from '../auth/test-support';
import type { TestApp } from '../../test/helpers';

/**
 * What a person invited by HR does (invitation.ts): reads the mail, which holds no password (no
 * word mixing letters and digits besides the address), asks "Forgot password?" for a code, sets
 * their own password with it and signs in. Returns the session token.
 */
export async function acceptInvitation(t: TestApp, email: string, password = 'Chosen2027pw'): Promise<string> {
  const [mail] = await mailsTo(t, email);
  expect(mail.text).toContain('"Forgot password?"');
  expect(mail.text.split(/\s+/).filter((word) => /[a-z]/i.test(word) && /\d/.test(word) && !word.includes('@'))).toEqual([]);
  expect((await t.post('/api/auth/password/forgot/request', { account: email })).code).toBe(0);
  const reset = await t.post('/api/auth/password/forgot/reset', { account: email, code: await codeFor(t, email), newPassword: password, confirmPassword: password });
  expect(reset.code).toBe(0);
  return t.signIn(email, password);
}
