import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO } from '../../db/seed';
import { answerConsents } from '../../test/consents';
import { startTestApp, type TestApp } from '../../test/helpers';
import { BEHAVIOR_BATCH_MAX } from '@sencare/shared/contracts';

/**
 * POST /api/user/behavior with a batch: the HTTP client queues its records and sends
 * them as one JSON array (shared/src/http/behaviorLog.ts) with the session token in its header.
 */
let t: TestApp;
let token: string;
let userId: number;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.login(DEMO.demo.account, DEMO.demo.password);
  // The log keeps a customer's use only while they give `analytics` (consent/behavior-consent.test.ts).
  await answerConsents(t, token);
  userId = (await t.db.selectFrom('users').select('id').where('account', '=', 'demo').executeTakeFirstOrThrow()).id;
});
afterAll(async () => t.close());

const record = (url: string, extra: Record<string, unknown> = {}) => ({ url, redirectPage: '#/home', method: 'GET', params: '', sourceType: 'web_h5', ...extra });

async function rowCount(): Promise<number> {
  return (await t.db.selectFrom('behavior_log').select('id').execute()).length;
}

async function latestRows(n: number) {
  const rows = await t.db.selectFrom('behavior_log').selectAll().orderBy('id', 'desc').limit(n).execute();
  return rows.reverse();
}

/** Keys of the `common` namespace in both languages: every message the route answers must be one. */
const COMMON = ['en', 'vi'].map((lang) => JSON.parse(readFileSync(path.join(__dirname, '../../../../shared/src/i18n', `common.${lang}.json`), 'utf8')) as Record<string, unknown>);
function expectTranslated(key: string): void {
  for (const texts of COMMON) {
    const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
    expect({ key, translated: typeof text === 'string' && text.length > 0 }).toEqual({ key, translated: true });
  }
}

test("a batch stores every record in one request, each as the user's, with the allow-list of a single record", async () => {
  const before = await rowCount();
  const batch = [
    record('/customer/getPinCode', { method: 'post', params: '{"userCode":"SC1"}' }),
    record('/claims/summary'),
    record('/providers?q=B%E1%BA%A1ch%20Mai&city=HN', { redirectPage: '#/home?tel=0912345678', params: { q: 'Bạch Mai' } }),
  ];
  const res = await t.post('/api/user/behavior', batch, { token, headers: { widgetVersion: '2.0.07' } });
  expect(res).toMatchObject({ status: 200, code: 0, data: null });
  expect(await rowCount()).toBe(before + 3);
  const rows = await latestRows(3);
  // The page is the shell's hash route, stored without its `#` and query values.
  expect(rows.map((row) => [row.url, row.redirect_page, row.method, JSON.parse(row.params)])).toEqual([
    ['/customer/getPinCode', '/home', 'POST', { kind: 'object', entries: 1, bytes: 18 }],
    ['/claims/summary', '/home', 'GET', { kind: 'none', entries: 0, bytes: 0 }],
    ['/providers?q=&city=', '/home?tel=', 'GET', { kind: 'object', entries: 1, bytes: Buffer.byteLength('{"q":"Bạch Mai"}') }],
  ]);
  for (const row of rows) expect(row).toMatchObject({ user_id: userId, source_type: 'web_h5', widget_version: '2.0.07' });
  expect(JSON.stringify(rows)).not.toMatch(/Bạch Mai|0912345678|SC1/);
});

test('the single record of clients before batches is still stored', async () => {
  const before = await rowCount();
  const res = await t.post('/api/user/behavior', record('/ecards'), { token });
  expect(res).toMatchObject({ status: 200, code: 0 });
  expect(await rowCount()).toBe(before + 1);
  expect((await latestRows(1))[0].url).toBe('/ecards');
});

test(`bounds: ${BEHAVIOR_BATCH_MAX} records are stored, ${BEHAVIOR_BATCH_MAX + 1} or none are refused with 400 and nothing of them is stored`, async () => {
  const full = Array.from({ length: BEHAVIOR_BATCH_MAX }, (_, i) => record(`/claims/${i}`));
  let before = await rowCount();
  expect(await t.post('/api/user/behavior', full, { token })).toMatchObject({ status: 200, code: 0 });
  expect(await rowCount()).toBe(before + BEHAVIOR_BATCH_MAX);

  before = await rowCount();
  const over = await t.post('/api/user/behavior', [...full, record('/one-more')], { token });
  expect(over).toMatchObject({ status: 400, code: 400, msg: 'validation.invalid', errors: { _: 'validation.tooLong' } });
  const empty = await t.post('/api/user/behavior', [], { token });
  expect(empty).toMatchObject({ status: 400, code: 400, errors: { _: 'validation.required' } });
  expect(await rowCount()).toBe(before);
  for (const key of ['validation.invalid', 'validation.tooLong', 'validation.required']) expectTranslated(key);
});

test('a bad record is 400 naming the record and its field, with translated keys; the good ones of that batch are not stored', async () => {
  const before = await rowCount();
  const res = await t.post('/api/user/behavior', [record('/claims'), record(''), record('/x', { method: 'DROP TABLE' }), record('/y', { isAdmin: true })], { token });
  expect(res).toMatchObject({ status: 400, code: 400, msg: 'validation.invalid' });
  expect(res.errors).toEqual({ '1.url': 'validation.required', '2.method': 'validation.invalid', '3.isAdmin': 'validation.invalid' });
  for (const key of Object.values(res.errors ?? {})) expectTranslated(key);
  expect(await rowCount()).toBe(before);
});

test('hostile batches are 4xx envelopes, never a 5xx', async () => {
  const hostile: unknown[] = [[1, 2], [null], ['text'], [[record('/nested')]], [record('/a\u0000b')], [{ ...record('/x'), url: 'x'.repeat(3000) }]];
  for (const body of hostile) {
    const res = await t.post('/api/user/behavior', body, { token });
    expect({ body: JSON.stringify(body).slice(0, 60), status: res.status, code: res.code }).toEqual({ body: JSON.stringify(body).slice(0, 60), status: 400, code: 400 });
    expectTranslated(res.msg);
  }
  const huge = Array.from({ length: 5 }, () => record('/claims', { params: 'x'.repeat(250_000) }));
  expect(await t.post('/api/user/behavior', huge, { token })).toMatchObject({ status: 413, code: 413, msg: 'validation.tooLong' });
});

test('the session token in the header is required: none, unknown, expired or logged out → -93, nothing stored', async () => {
  const user = await t.createUser();
  const expired = await t.login(user.account, user.password);
  await t.expireSession(expired);
  const loggedOut = await t.login(user.account, user.password);
  expect(await t.post('/api/auth/logout', {}, { token: loggedOut })).toMatchObject({ status: 200, code: 0 });
  const before = await rowCount();
  for (const sent of [undefined, 'not-a-token', expired, loggedOut]) {
    const res = await t.post('/api/user/behavior', [record('/claims')], { token: sent });
    expect({ sent: sent?.slice(0, 6), status: res.status, code: res.code, msg: res.msg }).toEqual({ sent: sent?.slice(0, 6), status: 401, code: -93, msg: 'error.sessionExpired' });
  }
  expect(await rowCount()).toBe(before);
});
