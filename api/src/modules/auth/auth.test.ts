import { DEMO } from '../../db/seed';
import { startTestApp, type TestApp } from '../../test/helpers';
import { codeFor, mailsTo } from './test-support';

let t: TestApp;
beforeAll(async () => {
  // The seed as it is: demo signs in without a PIN yet (hasPin false).
  t = await startTestApp({}, { seededWithoutPin: true });
});
afterAll(async () => t.close());

describe('login', () => {
  test('demo logs in with account name (any case) as a form post and gets token, userCode and profile', async () => {
    const res = await t.post('/api/auth/login', { account: 'DEMO', password: DEMO.demo.password, privacyAccepted: true }, { form: true });
    expect(res.status).toBe(200);
    expect(res.code).toBe(0);
    expect(res.msg).toBe('ok');
    expect(res.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.data.userCode).toBe('SC00000001');
    expect(res.data.user).toMatchObject({ account: 'demo', email: 'demo@sencare.vn', fullName: 'Nguyễn Văn An', role: 'customer', hasPin: false, cashlessActive: false });
  });

  test('login by email as JSON works too', async () => {
    const res = await t.post('/api/auth/login', { account: 'Lan.Tran@SenCare.vn', password: DEMO.lan.password, privacyAccepted: true });
    expect(res.code).toBe(0);
    expect(res.data.user.account).toBe('lan.tran');
  });

  test('sign-in is not a consent record: the old privacy tick, ticked, unticked or absent, and its version change nothing; a customer is told which purposes are due', async () => {
    const user = await t.createUser();
    for (const extra of [{}, { privacyAccepted: false }, { privacyAccepted: true, privacyVersion: '2020-01-01' }]) {
      const res = await t.post('/api/auth/login', { account: user.account, password: user.password, ...extra });
      expect(res.code).toBe(0);
      expect(res.data.consentsDue).toEqual(['contract', 'cashless-sharing', 'biometric', 'service-messages', 'product-news', 'analytics']);
      expect(res.data.user.privacyVersion).toBeNull();
    }
    expect(await t.db.selectFrom('privacy_acceptances').selectAll().where('user_id', '=', user.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('consent_records').selectAll().where('user_id', '=', user.id).execute()).toEqual([]);
  });

  test('an unknown account gets the same message as a wrong password, without attempts left', async () => {
    const res = await t.post('/api/auth/login', { account: 'nobody.here', password: 'Whatever1', privacyAccepted: true });
    expect(res.status).toBe(400);
    expect(res).toMatchObject({ code: 401, msg: 'auth.wrongCredentials', data: null });
  });

  test('the 5th wrong password locks the account for 15 minutes; every answer is the generic one and the owner is emailed', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 5; i++) {
      const res = await t.post('/api/auth/login', { account: user.account, password: 'WrongPass1', privacyAccepted: true });
      expect(res).toMatchObject({ status: 400, code: 401, msg: 'auth.wrongCredentials', data: null });
    }
    const row = await t.db.selectFrom('users').select(['locked_until', 'failed_logins']).where('id', '=', user.id).executeTakeFirstOrThrow();
    const minutes = (Date.parse(row.locked_until!) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    // Even the right password is refused while locked, with the same answer.
    const right = await t.post('/api/auth/login', { account: user.account, password: user.password, privacyAccepted: true });
    expect(right).toMatchObject({ status: 400, code: 401, msg: 'auth.wrongCredentials', data: null });
    const mails = await mailsTo(t, user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain('locked');
    expect(mails[0].text).toContain(user.account);
    expect(mails[0].text).toMatch(/locked until \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  });

  test('after the lock runs out the right password works and clears the count', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 5; i++) await t.post('/api/auth/login', { account: user.account, password: 'WrongPass1', privacyAccepted: true });
    await t.db.updateTable('users').set({ locked_until: new Date(Date.now() - 1000).toISOString() }).where('id', '=', user.id).execute();
    const res = await t.post('/api/auth/login', { account: user.account, password: user.password, privacyAccepted: true });
    expect(res.code).toBe(0);
    const row = await t.db.selectFrom('users').select(['locked_until', 'failed_logins']).where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ locked_until: null, failed_logins: 0 });
  });

  test('a correct login resets the count of wrong passwords', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 4; i++) await t.post('/api/auth/login', { account: user.account, password: 'WrongPass1', privacyAccepted: true });
    await t.login(user.account, user.password);
    const row = await t.db.selectFrom('users').select(['locked_until', 'failed_logins']).where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ locked_until: null, failed_logins: 0 });
    for (let i = 0; i < 4; i++) await t.post('/api/auth/login', { account: user.account, password: 'WrongPass1', privacyAccepted: true });
    await t.login(user.account, user.password);
  });

  test('the signed-in user changing the password is told the attempts left and the lock', async () => {
    const user = await t.createUser();
    const token = await t.login(user.account, user.password);
    const body = { oldPassword: 'NotMine1', newPassword: 'Mango2027', confirmPassword: 'Mango2027' };
    for (const left of [4, 3, 2, 1]) {
      expect(await t.post('/api/auth/password/change', body, { token })).toMatchObject({ status: 400, code: 401, msg: 'auth.wrongOldPassword', data: { count: left } });
    }
    const locked = await t.post('/api/auth/password/change', body, { token });
    expect(locked).toMatchObject({ status: 423, code: 423, msg: 'auth.locked' });
    expect(locked.data.until).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await t.post('/api/auth/password/change', { ...body, oldPassword: user.password }, { token })).toMatchObject({ status: 423, msg: 'auth.locked' });
  });

  test('sessions store only the SHA-256 of the token', async () => {
    const user = await t.createUser();
    const token = await t.login(user.account, user.password);
    const rows = await t.db.selectFrom('sessions').select('token_hash').where('user_id', '=', user.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].token_hash).not.toContain(token);
  });
});

describe('logout', () => {
  test('ends the session: the token is refused afterwards', async () => {
    const user = await t.createUser();
    const token = await t.login(user.account, user.password);
    expect((await t.post('/api/customer/getuserinfo', {}, { token })).code).toBe(0);
    const out = await t.post('/api/auth/logout', {}, { token });
    expect(out).toMatchObject({ status: 200, code: 0, msg: 'ok', data: null });
    const after = await t.post('/api/customer/getuserinfo', {}, { token });
    expect(after).toMatchObject({ status: 401, code: -93, msg: 'error.sessionExpired' });
  });
});

describe('change password', () => {
  test('changes the password and ends the other sessions, keeping this one', async () => {
    const user = await t.createUser();
    const phone = await t.login(user.account, user.password);
    const laptop = await t.login(user.account, user.password);
    const res = await t.post('/api/auth/password/change', { oldPassword: user.password, newPassword: 'Mango2027', confirmPassword: 'Mango2027' }, { token: phone, form: true });
    expect(res).toMatchObject({ status: 200, code: 0 });
    expect((await t.post('/api/customer/getuserinfo', {}, { token: phone })).code).toBe(0);
    expect((await t.post('/api/customer/getuserinfo', {}, { token: laptop })).code).toBe(-93);
    expect((await t.post('/api/auth/login', { account: user.account, password: user.password, privacyAccepted: true })).code).toBe(401);
    expect((await t.post('/api/auth/login', { account: user.account, password: 'Mango2027', privacyAccepted: true })).code).toBe(0);
  });

  test('wrong old password, common password, same password, mismatch', async () => {
    const user = await t.createUser();
    const token = await t.login(user.account, user.password);
    const wrong = await t.post('/api/auth/password/change', { oldPassword: 'NotMine1', newPassword: 'Mango2027', confirmPassword: 'Mango2027' }, { token });
    expect(wrong).toMatchObject({ status: 400, code: 401, msg: 'auth.wrongOldPassword' });
    const common = await t.post('/api/auth/password/change', { oldPassword: user.password, newPassword: 'password1', confirmPassword: 'password1' }, { token });
    expect(common).toMatchObject({ status: 400, code: 400, msg: 'validation.passwordTooCommon', errors: { newPassword: 'validation.passwordTooCommon' } });
    const same = await t.post('/api/auth/password/change', { oldPassword: user.password, newPassword: user.password, confirmPassword: user.password }, { token });
    expect(same).toMatchObject({ status: 400, msg: 'validation.passwordSameAsOld' });
    const mismatch = await t.post('/api/auth/password/change', { oldPassword: user.password, newPassword: 'Mango2027', confirmPassword: 'Mango2028' }, { token });
    expect(mismatch.errors).toEqual({ confirmPassword: 'validation.passwordsDoNotMatch' });
    const rules = await t.post('/api/auth/password/change', { oldPassword: user.password, newPassword: 'ab-c!', confirmPassword: 'ab-c!' }, { token });
    expect(rules.errors).toEqual({ newPassword: 'validation.passwordCharacters' });
  });
});

describe('forgot password', () => {
  test('a code goes to the email (outbox), then a new password works and all sessions end', async () => {
    const user = await t.createUser();
    const token = await t.login(user.account, user.password);
    const req = await t.post('/api/auth/password/forgot/request', { account: user.account }, { form: true });
    expect(req).toMatchObject({ code: 0, msg: 'auth.codeSent', data: { email: `${user.account[0]}***@example.vn` } });
    const code = await codeFor(t, user.email);
    expect(code).toMatch(/^\d{6}$/);
    const stored = await t.db.selectFrom('verification_codes').select('code_hash').where('user_id', '=', user.id).execute();
    expect(stored[0].code_hash.startsWith('$argon2id$')).toBe(true);
    const reset = await t.post('/api/auth/password/forgot/reset', { account: user.account, code, newPassword: 'Papaya2027', confirmPassword: 'Papaya2027' });
    expect(reset.code).toBe(0);
    expect((await t.post('/api/customer/getuserinfo', {}, { token })).code).toBe(-93);
    expect((await t.post('/api/auth/login', { account: user.account, password: 'Papaya2027', privacyAccepted: true })).code).toBe(0);
    // A code works once.
    const again = await t.post('/api/auth/password/forgot/reset', { account: user.account, code, newPassword: 'Guava2027', confirmPassword: 'Guava2027' });
    expect(again).toMatchObject({ status: 400, msg: 'auth.codeInvalid', errors: { code: 'auth.codeInvalid' } });
  });

  test('an unknown account gets the same masked answer and no mail', async () => {
    const res = await t.post('/api/auth/password/forgot/request', { account: 'ghost.user' });
    expect(res.code).toBe(0);
    expect(res.data.email).toMatch(/^g\*\*\*@[a-z.]+$/);
    const again = await t.post('/api/auth/password/forgot/request', { account: 'ghost.user' });
    expect(again.data.email).toBe(res.data.email);
    const reset = await t.post('/api/auth/password/forgot/reset', { account: 'ghost.user', code: '123456', newPassword: 'Papaya2027', confirmPassword: 'Papaya2027' });
    expect(reset.msg).toBe('auth.codeInvalid');
  });

  test('a code dies after 5 wrong guesses and after it expires', async () => {
    const user = await t.createUser();
    await t.post('/api/auth/password/forgot/request', { account: user.account });
    const code = await codeFor(t, user.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await t.post('/api/auth/password/forgot/reset', { account: user.account, code: wrong, newPassword: 'Papaya2027', confirmPassword: 'Papaya2027' });
      expect(res.msg).toBe('auth.codeInvalid');
    }
    const right = await t.post('/api/auth/password/forgot/reset', { account: user.account, code, newPassword: 'Papaya2027', confirmPassword: 'Papaya2027' });
    expect(right.msg).toBe('auth.codeInvalid');

    await t.post('/api/auth/password/forgot/request', { account: user.account });
    const fresh = await codeFor(t, user.email);
    await t.db.updateTable('verification_codes').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('user_id', '=', user.id).execute();
    const expired = await t.post('/api/auth/password/forgot/reset', { account: user.account, code: fresh, newPassword: 'Papaya2027', confirmPassword: 'Papaya2027' });
    expect(expired.msg).toBe('auth.codeInvalid');
  });

  test('the new password must not be a common one', async () => {
    const user = await t.createUser();
    await t.post('/api/auth/password/forgot/request', { account: user.account });
    const code = await codeFor(t, user.email);
    const res = await t.post('/api/auth/password/forgot/reset', { account: user.account, code, newPassword: 'qwerty123', confirmPassword: 'qwerty123' });
    expect(res).toMatchObject({ status: 400, msg: 'validation.passwordTooCommon' });
  });
});

describe('forgot account', () => {
  test('insurance card number + email + code → the account name', async () => {
    const req = await t.post('/api/auth/account/forgot/request', { cardNumber: DEMO.demoCard, email: 'Demo@SenCare.vn' }, { form: true });
    expect(req).toMatchObject({ code: 0, data: { email: 'd***@sencare.vn' } });
    const code = await codeFor(t, DEMO.demo.email);
    const wrong = await t.post('/api/auth/account/forgot/confirm', { cardNumber: DEMO.demoCard, email: DEMO.demo.email, code: code === '999999' ? '999998' : '999999' });
    expect(wrong.msg).toBe('auth.codeInvalid');
    const res = await t.post('/api/auth/account/forgot/confirm', { cardNumber: DEMO.demoCard, email: DEMO.demo.email, code });
    expect(res).toMatchObject({ code: 0, data: { account: 'demo' } });
  });

  test('a card and email that do not belong together: same request answer, then auth.codeInvalid like a wrong code', async () => {
    const req = await t.post('/api/auth/account/forgot/request', { cardNumber: DEMO.demoCard, email: 'someone@else.vn' });
    expect(req).toMatchObject({ code: 0, data: { email: 's***@else.vn' } });
    const res = await t.post('/api/auth/account/forgot/confirm', { cardNumber: DEMO.demoCard, email: 'someone@else.vn', code: '123456' });
    expect(res).toMatchObject({ status: 400, code: 400, msg: 'auth.codeInvalid', data: null, errors: { code: 'auth.codeInvalid' } });
  });

  test('only one email address is allowed', async () => {
    const res = await t.post('/api/auth/account/forgot/request', { cardNumber: DEMO.demoCard, email: 'a@b.vn, c@d.vn' });
    expect(res.errors).toEqual({ email: 'validation.emailOnlyOne' });
  });
});
