import { startTestApp, type TestApp } from '../../test/helpers';
import { codeFor, mailsTo, otherCode } from './test-support';

/**
 * CODE_MAX_GUESSES_PER_DAY: asking for a new code does not buy new guesses. With
 * 5 guesses a code and no cap, re-issuing would allow unlimited guesses at the million codes.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ codeMaxGuessesPerDay: 6 });
});
afterAll(async () => t.close());

const reset = (account: string, code: string) => t.post('/api/auth/password/forgot/reset', { account, code, newPassword: 'Papaya2027', confirmPassword: 'Papaya2027' });
const guessesOf = async (userId: number) => (await t.db.selectFrom('code_guesses').select('id').where('user_id', '=', userId).execute()).length;

test('re-issuing codes does not reset the daily cap; the cap rolls with the day', async () => {
  const user = await t.createUser();
  await t.post('/api/auth/password/forgot/request', { account: user.account });
  const first = await codeFor(t, user.email);
  for (let i = 0; i < 5; i++) expect((await reset(user.account, otherCode(first))).msg).toBe('auth.codeInvalid');

  await t.post('/api/auth/password/forgot/request', { account: user.email });
  const second = await codeFor(t, user.email);
  expect(second).not.toBeNull();
  expect((await reset(user.account, otherCode(second))).msg).toBe('auth.codeInvalid');
  expect(await guessesOf(user.id)).toBe(6);
  // The 7th guess in 24 hours is refused even with the right, fresh code.
  expect(await reset(user.account, second)).toMatchObject({ status: 400, msg: 'auth.codeInvalid', errors: { code: 'auth.codeInvalid' } });
  expect(await guessesOf(user.id)).toBe(6);

  // A day later the oldest guesses no longer count, and the live code works.
  await t.db.updateTable('code_guesses').set({ guessed_at: new Date(Date.now() - 25 * 3600_000).toISOString() }).where('user_id', '=', user.id).execute();
  expect((await reset(user.account, second)).code).toBe(0);
  expect(await guessesOf(user.id)).toBe(0);
});

test('while the day is used up, the owner gets an explanation instead of a code; other purposes are not affected', async () => {
  const user = await t.createUser();
  for (let round = 0; round < 2; round++) {
    await t.post('/api/pin/reset/code/request', { account: user.account });
    const code = await codeFor(t, user.email);
    for (let i = 0; i < 3; i++) await t.post('/api/pin/reset/code', { account: user.account, code: otherCode(code), newPin: '975310', confirmPin: '975310' });
  }
  const answer = await t.post('/api/pin/reset/code/request', { account: user.account });
  expect(answer).toMatchObject({ code: 0, msg: 'auth.codeSent' });
  const mails = await mailsTo(t, user.email);
  expect(mails[mails.length - 1].text).toContain('Too many wrong verification codes');
  expect(mails[mails.length - 1].text).not.toMatch(/\b\d{6}\b/);

  await t.post('/api/auth/password/forgot/request', { account: user.account });
  const code = await codeFor(t, user.email);
  expect((await reset(user.account, code)).code).toBe(0);
});
