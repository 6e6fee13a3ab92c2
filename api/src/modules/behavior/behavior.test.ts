import { DEMO } from '../../db/seed';
import { answerConsents } from '../../test/consents';
import { startTestApp, type TestApp } from '../../test/helpers';
import { pageWithoutQueryValues, summarizeParams, withoutQueryValues } from './summary';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.login(DEMO.demo.account, DEMO.demo.password);
  // The log keeps a customer's use only while they give `analytics` (consent/behavior-consent.test.ts).
  await answerConsents(t, token);
});
afterAll(async () => t.close());

async function latestRow() {
  return t.db.selectFrom('behavior_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
}

/** What a claim submission's body holds (mfe-claims): medical and personal values. */
const PERSONAL = {
  diagnosis: 'Viêm phổi cấp do phế cầu',
  hospital: 'Bệnh viện Bạch Mai',
  claimant: 'Nguyễn Thị Ánh Tuyết',
  telephone: '0912345678',
  email: 'tuyet.nguyen@example.vn',
  accountNumber: '0071000123456',
  idNumber: '001099012345',
};
const VALUES = Object.values(PERSONAL);

function expectNoPersonalValue(row: object): void {
  const stored = JSON.stringify(row);
  for (const value of VALUES) expect({ value, stored: stored.includes(value) }).toEqual({ value, stored: false });
}

test('stores route, page, method, source, widgetVersion, user and time; params only as their size', async () => {
  const body = { url: '/customer/getuserinfo', redirectPage: '/pages/main/main', method: 'post', params: '{"a":1}', sourceType: 'web_h5' };
  const res = await t.post('/api/user/behavior', body, { token, headers: { widgetVersion: '2.0.07' } });
  expect(res).toMatchObject({ status: 200, code: 0, data: null });
  const row = await latestRow();
  expect(row).toMatchObject({ url: '/customer/getuserinfo', redirect_page: '/pages/main/main', method: 'POST', source_type: 'web_h5', widget_version: '2.0.07' });
  expect(JSON.parse(row.params)).toEqual({ kind: 'object', entries: 1, bytes: 7 });
  const user = await t.db.selectFrom('users').select('id').where('account', '=', 'demo').executeTakeFirstOrThrow();
  expect(row.user_id).toBe(user.id);
  expect(Math.abs(Date.parse(row.created_at) - Date.now())).toBeLessThan(60_000);
});

test('a claim body with diagnosis, phone, email, claimant: none of those values is stored (JSON object, JSON text, form text, query)', async () => {
  const query = `?email=${encodeURIComponent(PERSONAL.email)}&q=${encodeURIComponent(PERSONAL.diagnosis)}#${PERSONAL.telephone}`;
  const posts = [
    { body: { url: '/claims', method: 'POST', params: PERSONAL, sourceType: 'web_h5' }, form: false },
    { body: { url: '/claims', method: 'POST', params: JSON.stringify({ claim: PERSONAL }), sourceType: 'web_h5' }, form: true },
    { body: { url: '/claims', method: 'POST', params: new URLSearchParams(PERSONAL).toString(), sourceType: 'web_pc' }, form: true },
    { body: { url: `/providers${query}`, redirectPage: `/cashless/providers${query}`, method: 'GET', params: [PERSONAL], sourceType: 'web_h5' }, form: false },
  ];
  for (const { body, form } of posts) {
    const res = await t.post('/api/user/behavior', body, { token, form });
    expect(res).toMatchObject({ status: 200, code: 0 });
    expectNoPersonalValue(await latestRow());
  }
  const last = await latestRow();
  expect(last).toMatchObject({ url: '/providers?email=&q=', redirect_page: '/cashless/providers?email=&q=', method: 'GET' });
  expect(JSON.parse(last.params)).toMatchObject({ kind: 'array', entries: 1 });
  const rows = await t.db.selectFrom('behavior_log').selectAll().orderBy('id', 'desc').limit(4).execute();
  expect(rows.map((row) => JSON.parse(row.params).kind).reverse()).toEqual(['object', 'object', 'form', 'array']);
});

test('a 200 KB params object is accepted (not 413 / 400) and stored bounded', async () => {
  const feeLines = Array.from({ length: 3200 }, (_, i) => ({ name: `${PERSONAL.diagnosis} ${i}`, amount: 150_000 + i }));
  const params = { ...PERSONAL, feeLines };
  const size = Buffer.byteLength(JSON.stringify(params));
  expect(size).toBeGreaterThan(200 * 1024);
  for (const form of [false, true]) {
    const res = await t.post('/api/user/behavior', { url: '/claims', method: 'POST', params: form ? JSON.stringify(params) : params, sourceType: 'web_h5' }, { token, form });
    expect(res).toMatchObject({ status: 200, code: 0 });
    const row = await latestRow();
    expect(JSON.parse(row.params)).toEqual({ kind: 'object', entries: Object.keys(params).length, bytes: size });
    expect(JSON.stringify(row).length).toBeLessThan(1024);
    expectNoPersonalValue(row);
  }
});

test('bodies over 1 MB are refused with the 413 envelope', async () => {
  const res = await t.post('/api/user/behavior', { url: '/claims', method: 'POST', params: 'x'.repeat(1_100_000), sourceType: 'web_h5' }, { token });
  expect(res).toMatchObject({ status: 413, code: 413, msg: 'validation.tooLong' });
});

test.each([
  ['JSON object text', '{"password":"x","b":2}', { kind: 'object', entries: 2, bytes: 22 }],
  ['JSON array text', '[1,2,3]', { kind: 'array', entries: 3, bytes: 7 }],
  ['form text', 'account=demo&password=Demo2026', { kind: 'form', entries: 2, bytes: 30 }],
  ['plain text', 'hello', { kind: 'text', entries: 0, bytes: 5 }],
  ['broken JSON', '{"password":', { kind: 'text', entries: 0, bytes: 12 }],
  ['empty', '', { kind: 'none', entries: 0, bytes: 0 }],
  ['Vietnamese text (bytes, not characters)', 'Đà Nẵng', { kind: 'text', entries: 0, bytes: 11 }],
])('summarizeParams: %s', (_name, input, expected) => {
  expect(summarizeParams(input)).toEqual(expected);
});

test.each([
  ['#/claims/detail?id=CL-2026-000103', '/claims/detail?id='],
  ['#/home', '/home'],
  ['/pages/main/main', '/pages/main/main'],
  ['#/outbox?to=demo%40sencare.vn#code=123456', '/outbox?to='],
  ['##/x', ''],
])('pageWithoutQueryValues(%s): the shell\'s hash route is the page', (input, expected) => {
  expect(pageWithoutQueryValues(input)).toBe(expected);
});

test.each([
  ['/claims/CL-2026-000103', '/claims/CL-2026-000103'],
  ['/providers?q=Bạch%20Mai&city=HN&cashless=true', '/providers?q=&city=&cashless='],
  ['/outbox?to=demo%40sencare.vn#code=123456', '/outbox?to='],
  ['/x?demo%40sencare.vn=1&0912345678', '/x'],
  ['/a\u0007b?', '/ab'],
])('withoutQueryValues(%s)', (input, expected) => {
  expect(withoutQueryValues(input)).toBe(expected);
});
