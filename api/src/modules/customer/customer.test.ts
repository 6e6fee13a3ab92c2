import { DEMO } from '../../db/seed';
import { startTestApp, type TestApp } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { seededWithoutPin: true });
});
afterAll(async () => t.close());

describe('POST /api/customer/getPinCode (docs/requirements.md §7)', () => {
  test("answers the string 'false' without a PIN and 'true' with one", async () => {
    const demo = await t.login(DEMO.demo.account, DEMO.demo.password);
    const before = await t.post('/api/customer/getPinCode', { userCode: 'SC00000001' }, { token: demo, form: true });
    expect(before).toMatchObject({ status: 200, code: 0, msg: 'ok', data: 'false' });
    const lan = await t.login(DEMO.lan.account, DEMO.lan.password);
    const after = await t.post('/api/customer/getPinCode', { userCode: 'SC00000002' }, { token: lan });
    expect(after.data).toBe('true');
  });

  test("another user's userCode is refused", async () => {
    const demo = await t.login(DEMO.demo.account, DEMO.demo.password);
    const res = await t.post('/api/customer/getPinCode', { userCode: 'SC00000002' }, { token: demo });
    expect(res).toMatchObject({ status: 403, code: 403, msg: 'error.forbidden' });
  });
});

describe('POST /api/customer/getuserinfo (docs/requirements.md §7)', () => {
  test('answers data.userCode and the profile, with an empty form body', async () => {
    const token = await t.login(DEMO.lan.account, DEMO.lan.password);
    const res = await t.app.inject({ method: 'POST', url: '/api/customer/getuserinfo', headers: { token, 'content-type': 'application/x-www-form-urlencoded', widgetVersion: '1.0.0' }, payload: '' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(0);
    expect(body.data).toEqual({
      userCode: 'SC00000002',
      account: 'lan.tran',
      fullName: 'Trần Thị Lan',
      email: 'lan.tran@sencare.vn',
      phone: '0903456789',
      idType: 'citizen_id',
      idNumber: '079188045612',
      role: 'customer',
      dateOfBirth: '1988-02-27',
      gender: 'female',
      status: 'effective',
      cashlessStatus: 'active',
      cashlessActive: true,
      hasPin: true,
      privacyVersion: expect.any(String),
      privacyAcceptedAt: expect.any(String),
    });
  });

  test('works without any body or content type', async () => {
    const token = await t.login(DEMO.demo.account, DEMO.demo.password);
    const res = await t.app.inject({ method: 'POST', url: '/api/customer/getuserinfo', headers: { token } });
    expect(res.json()).toMatchObject({ code: 0, data: { userCode: 'SC00000001' } });
  });

  test('the insurer role gets its profile too', async () => {
    const token = await t.login(DEMO.assessor.account, DEMO.assessor.password);
    const res = await t.post('/api/customer/getuserinfo', {}, { token });
    expect(res.data).toMatchObject({ role: 'insurer', userCode: 'IN00000001' });
  });

  test('no hash, counter or lock field is ever in the profile', async () => {
    const token = await t.login(DEMO.lan.account, DEMO.lan.password);
    const res = await t.post('/api/customer/getuserinfo', {}, { token });
    for (const key of ['password_hash', 'pin_hash', 'passwordHash', 'pinHash', 'failed_logins', 'locked_until', 'token_hash']) expect(res.raw).not.toContain(key);
    const hashes = await t.db.selectFrom('sessions').select('token_hash').execute();
    for (const { token_hash } of hashes) expect(res.raw).not.toContain(token_hash);
  });
});
