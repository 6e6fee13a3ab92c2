import { startTestApp, type TestApp } from '../../test/helpers';
import { userWithPin as withPin } from './test-support';
import { codeFor } from '../auth/test-support';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const userWithPin = (pin?: string) => withPin(t, pin);

describe('set PIN', () => {
  test('sets a first PIN; getPinCode then says true; the hash is peppered argon2id', async () => {
    const user = await userWithPin();
    expect((await t.post('/api/customer/getPinCode', { userCode: user.userCode }, { token: user.token })).data).toBe('true');
    const row = await t.db.selectFrom('users').select('pin_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.pin_hash).toMatch(/^\$argon2id\$/);
  });

  test('refuses a second set (409) and two PINs that differ (400)', async () => {
    const user = await userWithPin();
    const again = await t.post('/api/pin/set', { newPin: '111222', confirmPin: '111222' }, { token: user.token });
    expect(again).toMatchObject({ status: 409, code: 409, msg: 'auth.pinAlreadySet' });
    const other = await t.createUser({ pin: null });
    const token = await t.login(other.account, other.password);
    const mismatch = await t.post('/api/pin/set', { newPin: '123456', confirmPin: '654321' }, { token });
    expect(mismatch).toMatchObject({ status: 400, errors: { confirmPin: 'validation.pinsDoNotMatch' } });
    const short = await t.post('/api/pin/set', { newPin: '12345', confirmPin: '12345' }, { token });
    expect(short.errors).toMatchObject({ newPin: 'validation.pinSixDigits' });
  });
});

describe('verify PIN', () => {
  test('right PIN → verified; wrong → attempts left; 5th wrong → locked 15 minutes even for the right PIN', async () => {
    const user = await userWithPin();
    expect(await t.post('/api/pin/verify', { pin: user.pin }, { token: user.token })).toMatchObject({ code: 0, data: { verified: true } });
    for (const left of [4, 3, 2, 1]) {
      const res = await t.post('/api/pin/verify', { pin: '000000' }, { token: user.token });
      expect(res).toMatchObject({ status: 400, code: 401, msg: 'auth.wrongPinLeft', data: { count: left } });
    }
    const locked = await t.post('/api/pin/verify', { pin: '000000' }, { token: user.token });
    expect(locked).toMatchObject({ status: 423, code: 423, msg: 'auth.pinLocked' });
    expect(locked.data.until).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const right = await t.post('/api/pin/verify', { pin: user.pin }, { token: user.token });
    expect(right.msg).toBe('auth.pinLocked');
  });

  test('verify or change without a PIN → 409 auth.pinNotSet', async () => {
    const user = await t.createUser({ pin: null });
    const token = await t.login(user.account, user.password);
    expect(await t.post('/api/pin/verify', { pin: '123456' }, { token })).toMatchObject({ status: 409, msg: 'auth.pinNotSet' });
    expect(await t.post('/api/pin/change', { oldPin: '123456', newPin: '371482', confirmPin: '371482' }, { token })).toMatchObject({ status: 409, msg: 'auth.pinNotSet' });
  });
});

describe('change PIN', () => {
  test('old, new, confirm', async () => {
    const user = await userWithPin('246802');
    const wrong = await t.post('/api/pin/change', { oldPin: '999999', newPin: '112233', confirmPin: '112233' }, { token: user.token });
    expect(wrong.msg).toBe('auth.wrongPinLeft');
    const ok = await t.post('/api/pin/change', { oldPin: '246802', newPin: '112233', confirmPin: '112233' }, { token: user.token, form: true });
    expect(ok.code).toBe(0);
    expect((await t.post('/api/pin/verify', { pin: '112233' }, { token: user.token })).code).toBe(0);
  });
});

describe('reset PIN (no token needed)', () => {
  test('by password, which also lifts a PIN lock', async () => {
    const user = await userWithPin();
    for (let i = 0; i < 5; i++) await t.post('/api/pin/verify', { pin: '000000' }, { token: user.token });
    const res = await t.post('/api/pin/reset/password', { account: user.account, password: user.password, newPin: '864200', confirmPin: '864200' }, { form: true });
    expect(res).toMatchObject({ status: 200, code: 0 });
    expect((await t.post('/api/pin/verify', { pin: '864200' }, { token: user.token })).code).toBe(0);
  });

  test('by password: a wrong password gets the login answer and counts toward the login lockout', async () => {
    const user = await userWithPin();
    const res = await t.post('/api/pin/reset/password', { account: user.account, password: 'NotIt123', newPin: '864200', confirmPin: '864200' });
    expect(res).toMatchObject({ status: 400, code: 401, msg: 'auth.wrongCredentials', data: null });
    const row = await t.db.selectFrom('users').select('failed_logins').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.failed_logins).toBe(1);
  });

  test('by emailed code', async () => {
    const user = await userWithPin();
    const req = await t.post('/api/pin/reset/code/request', { account: user.account });
    expect(req).toMatchObject({ code: 0, msg: 'auth.codeSent', data: { email: `${user.account[0]}***@example.vn` } });
    const code = await codeFor(t, user.email);
    const bad = await t.post('/api/pin/reset/code', { account: user.account, code: code === '000000' ? '000001' : '000000', newPin: '975310', confirmPin: '975310' });
    expect(bad).toMatchObject({ status: 400, msg: 'auth.codeInvalid' });
    const res = await t.post('/api/pin/reset/code', { account: user.account, code, newPin: '975310', confirmPin: '975310' });
    expect(res.code).toBe(0);
    expect((await t.post('/api/pin/verify', { pin: '975310' }, { token: user.token })).code).toBe(0);
  });

  test('code request for an unknown account answers the same shape', async () => {
    const res = await t.post('/api/pin/reset/code/request', { account: 'nobody.at.all' });
    expect(res).toMatchObject({ code: 0, data: { email: expect.stringMatching(/^n\*\*\*@/) } });
  });
});

describe('too-easy PINs', () => {
  // t.createUser() users are born on 1999-01-01 (src/test/helpers.ts).
  test('set and change refuse a repeated digit, a run, a pattern and the holder’s birthday, each saying why', async () => {
    const user = await t.createUser({ pin: null });
    const token = await t.login(user.account, user.password);
    for (const [pin, reason] of [['111111', 'validation.pinRepeated'], ['123456', 'validation.pinSequence'], ['121212', 'validation.pinPattern'], ['010199', 'validation.pinBirthday']]) {
      const res = await t.post('/api/pin/set', { newPin: pin, confirmPin: pin }, { token });
      expect({ pin, res: { status: res.status, errors: res.errors } }).toEqual({ pin, res: { status: 400, errors: { newPin: reason } } });
    }
    const withPin = await userWithPin('258036');
    const change = await t.post('/api/pin/change', { oldPin: '258036', newPin: '990101', confirmPin: '990101' }, { token: withPin.token });
    expect(change).toMatchObject({ status: 400, errors: { newPin: 'validation.pinBirthday' } });
    // Refused before the old PIN is checked: no attempt is spent on it.
    expect((await t.post('/api/pin/verify', { pin: '258036' }, { token: withPin.token })).code).toBe(0);
  });

  test('reset by code says nothing about the birthday until the code is proven', async () => {
    const user = await userWithPin();
    await t.post('/api/pin/reset/code/request', { account: user.account });
    const code = await codeFor(t, user.email);
    const guess = await t.post('/api/pin/reset/code', { account: user.account, code: code === '000000' ? '000001' : '000000', newPin: '010199', confirmPin: '010199' });
    expect(guess).toMatchObject({ status: 400, errors: { code: 'auth.codeInvalid' } });
    expect(guess.errors).not.toHaveProperty('newPin');
    const proven = await t.post('/api/pin/reset/code', { account: user.account, code, newPin: '010199', confirmPin: '010199' });
    expect(proven).toMatchObject({ status: 400, errors: { newPin: 'validation.pinBirthday' } });
  });
});
