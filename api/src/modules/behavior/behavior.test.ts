import { DEMO } from '../../db/seed';
import { startTestApp, type TestApp } from '../../test/helpers';
import { redactParams } from './redact';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

test('stores url, redirectPage, method, params, sourceType with the user, time and widgetVersion', async () => {
  const token = await t.login(DEMO.demo.account, DEMO.demo.password);
  const body = { url: '/customer/getuserinfo', redirectPage: '/pages/main/main', method: 'post', params: '{"a":1}', sourceType: 'web_h5' };
  const res = await t.post('/api/user/behavior', body, { token, headers: { widgetVersion: '2.0.07' } });
  expect(res).toMatchObject({ status: 200, code: 0, data: null });
  const row = await t.db.selectFrom('behavior_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
  expect(row).toMatchObject({ url: '/customer/getuserinfo', redirect_page: '/pages/main/main', method: 'POST', params: '{"a":1}', source_type: 'web_h5', widget_version: '2.0.07' });
  const user = await t.db.selectFrom('users').select('id').where('account', '=', 'demo').executeTakeFirstOrThrow();
  expect(row.user_id).toBe(user.id);
  expect(Math.abs(Date.parse(row.created_at) - Date.now())).toBeLessThan(60_000);
});

test('a form post with object params sent as JSON text; secrets are masked before storing', async () => {
  const token = await t.login(DEMO.demo.account, DEMO.demo.password);
  const params = JSON.stringify({ oldPassword: 'Demo2026', newPassword: 'Other2027', nested: { pin: '123456' }, keep: 'x' });
  const res = await t.post('/api/user/behavior', { url: '/auth/password/change', redirectPage: '', method: 'POST', params, sourceType: 'web_pc' }, { token, form: true });
  expect(res.code).toBe(0);
  const row = await t.db.selectFrom('behavior_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
  expect(JSON.parse(row.params)).toEqual({ oldPassword: '***', newPassword: '***', nested: { pin: '***' }, keep: 'x' });
});

test('JSON object params are accepted and serialized', async () => {
  const token = await t.login(DEMO.demo.account, DEMO.demo.password);
  const res = await t.post('/api/user/behavior', { url: '/pin/verify', method: 'POST', params: { pin: '123456', page: 2 }, sourceType: 'web_h5' }, { token });
  expect(res.code).toBe(0);
  const row = await t.db.selectFrom('behavior_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
  expect(JSON.parse(row.params)).toEqual({ pin: '***', page: 2 });
});

test.each([
  ['form text', 'account=demo&password=Demo2026', 'account=demo&password=***'],
  ['plain text', 'hello', 'hello'],
  ['empty', '', ''],
  ['broken JSON', '{"password":', '{"password":'],
])('redactParams: %s', (_name, input, expected) => {
  expect(redactParams(input)).toBe(expected);
});
