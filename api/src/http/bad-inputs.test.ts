import { startTestApp, type TestApp } from '../test/helpers';

interface RouteCase {
  path: string;
  private?: boolean;
  valid: Record<string, unknown>;
  /** Fields that accept objects and arrays too (skip those wrong-type cases). */
  anyShape?: string[];
  /** Fields that may be left out. */
  optional?: string[];
  /** Fields with a strict format: Vietnamese text, SQL and script fragments must be 400 there. */
  formatted: string[];
  /** Fields of any length (measured, never stored: the behaviour log's params): 10 kB is accepted. */
  unbounded?: string[];
  /** Number fields: their wrong type is a numeric string. */
  numeric?: string[];
  /** A portal route (docs/portals.md): called with that role's token. */
  role?: 'provider' | 'insurer' | 'broker';
}

const ROUTES: RouteCase[] = [
  { path: '/api/auth/login', valid: { account: 'ACCOUNT', password: 'Xk7mPq2026' }, formatted: [] },
  { path: '/api/auth/logout', private: true, valid: {}, formatted: [] },
  { path: '/api/auth/password/change', private: true, valid: { oldPassword: 'Xk7mPq2026', newPassword: 'Mango2027', confirmPassword: 'Mango2027' }, formatted: ['newPassword', 'confirmPassword'] },
  { path: '/api/auth/password/forgot/request', valid: { account: 'ACCOUNT' }, formatted: [] },
  { path: '/api/auth/password/forgot/reset', valid: { account: 'ACCOUNT', code: '123456', newPassword: 'Mango2027', confirmPassword: 'Mango2027' }, formatted: ['code', 'newPassword', 'confirmPassword'] },
  { path: '/api/auth/account/forgot/request', valid: { cardNumber: 'SC2600045101', email: 'demo@sencare.vn' }, formatted: ['email'] },
  { path: '/api/auth/account/forgot/confirm', valid: { cardNumber: 'SC2600045101', email: 'demo@sencare.vn', code: '123456' }, formatted: ['email', 'code'] },
  { path: '/api/customer/getPinCode', private: true, valid: { userCode: 'SC00000001' }, formatted: [] },
  { path: '/api/customer/getuserinfo', private: true, valid: {}, formatted: [] },
  { path: '/api/user/behavior', private: true, valid: { url: '/customer/getuserinfo', redirectPage: '/pages/main/main', method: 'POST', params: '{}', sourceType: 'web_h5' }, anyShape: ['params'], optional: ['redirectPage', 'params'], formatted: ['method', 'sourceType'], unbounded: ['params'] },
  { path: '/api/pin/set', private: true, valid: { newPin: '258036', confirmPin: '258036' }, formatted: ['newPin', 'confirmPin'] },
  { path: '/api/pin/change', private: true, valid: { oldPin: '123456', newPin: '371482', confirmPin: '371482' }, formatted: ['oldPin', 'newPin', 'confirmPin'] },
  { path: '/api/pin/verify', private: true, valid: { pin: '123456' }, formatted: ['pin'] },
  { path: '/api/pin/reset/password', valid: { account: 'ACCOUNT', password: 'Xk7mPq2026', newPin: '258036', confirmPin: '258036' }, formatted: ['newPin', 'confirmPin'] },
  { path: '/api/pin/reset/code/request', valid: { account: 'ACCOUNT' }, formatted: [] },
  { path: '/api/pin/reset/code', valid: { account: 'ACCOUNT', code: '123456', newPin: '258036', confirmPin: '258036' }, formatted: ['code', 'newPin', 'confirmPin'] },
  // The portals; GOP stands for a request created in beforeAll.
  { path: '/api/provider/gops', private: true, role: 'provider', valid: { cardNumber: 'SC2600077701', dob: '1988-02-27', admissionDate: '2026-11-20', diagnosis: 'Viêm ruột thừa', estimatedAmount: 20_000_000, benefitCode: 'INPATIENT' }, optional: ['benefitCode'], numeric: ['estimatedAmount'], formatted: ['cardNumber', 'dob', 'admissionDate', 'estimatedAmount'] },
  { path: '/api/provider/gops/GOP/actions', private: true, role: 'provider', valid: { action: 'withdraw', note: 'Patient transferred' }, optional: ['note'], formatted: ['action'] },
  { path: '/api/insurer/gops/GOP/actions', private: true, role: 'insurer', valid: { action: 'return', note: 'Admission order missing' }, optional: ['note'], formatted: ['action'] },
  { path: '/api/insurer/claims/CL-2026-000204/actions', private: true, role: 'insurer', valid: { action: 'requestRevision', note: 'Please correct the risk date' }, optional: ['note'], formatted: ['action'] },
  { path: '/api/insurer/claims/CL-2026-000204/assignment', private: true, role: 'insurer', valid: { action: 'reassign', toUserId: 1, reason: 'Minh is on leave' }, numeric: ['toUserId'], formatted: ['action', 'toUserId'] },
  { path: '/api/insurer/claims/CL-2026-000204/notes', private: true, role: 'insurer', valid: { body: 'Duplicate invoice?' }, formatted: [] },
  { path: '/api/insurer/gops/GOP/notes', private: true, role: 'insurer', valid: { body: 'Call the ward' }, formatted: [] },
  { path: '/api/insurer/claims/bank-report', private: true, role: 'insurer', valid: { csv: 'claimNo,amount,reference\r\nCL-2026-000204,1000,VCB-1\r\n', apply: true }, optional: ['apply'], formatted: ['csv', 'apply'] },
  { path: '/api/insurer/claims/bulk-assign', private: true, role: 'insurer', valid: { claimIds: ['CL-2026-000204'], toUserId: 1 }, numeric: ['toUserId'], formatted: ['claimIds', 'toUserId'] },
  { path: '/api/insurer/cashless/SC00000002/decision', private: true, role: 'insurer', valid: { decision: 'reject', reason: 'Blurred photo' }, optional: ['reason'], formatted: ['decision'] },
  // The broker portal as its company-level user (db/seed-group.ts); AGENCY and CLIENT stand for the seeded agency and the client without an HR admin.
  { path: '/api/broker/agencies', private: true, role: 'broker', valid: { code: 'AG-BAD', name: 'Đại lý kiểm thử', status: 'effective' }, optional: ['status'], formatted: ['code', 'status'] },
  { path: '/api/broker/agents', private: true, role: 'broker', valid: { fullName: 'Lê Văn Tâm', email: 'tam.le@saigonbrokers.vn', agencyId: 'AGENCY' }, numeric: ['agencyId'], formatted: ['email', 'agencyId'] },
  { path: '/api/broker/clients/CLIENT/hr-admin', private: true, role: 'broker', valid: { fullName: 'Hồ Thị Mai', email: 'mai.ho@binhminh.vn' }, formatted: ['email'] },
];

const TEN_KB = 'a'.repeat(10 * 1024);
const TEXTS: Array<[string, string]> = [
  ['Vietnamese text', 'Nguyễn Thị Ánh Tuyết – Đà Nẵng'],
  ['emoji and RTL', '😀🏥 مرحبا \u202e'],
  ['SQL fragment', "' OR '1'='1'; DROP TABLE users; --"],
  ['script fragment', '<script>alert(1)</script>'],
  ['NUL and control characters', 'a\u0000b\u0007c'],
];

let t: TestApp;
let token: string;
let account: string;
const roleTokens = { provider: '', insurer: '', broker: '' };
let gopId = 0;
const placeholders: Record<string, number> = {};
beforeAll(async () => {
  t = await startTestApp();
  const user = await t.createUser();
  account = user.account;
  token = await t.login(user.account, user.password);
  roleTokens.provider = await t.login('cho-ray.staff', 'Provider2026');
  roleTokens.insurer = await t.login('assessor', 'Assessor2026');
  gopId = (await t.post('/api/provider/gops', ROUTES.find((r) => r.path === '/api/provider/gops')!.valid, { token: roleTokens.provider })).data.id;
  roleTokens.broker = await t.login('broker.admin', 'Broker2026');
  placeholders.AGENCY = (await t.get('/api/broker/me', { token: roleTokens.broker })).data.agencies[0].id;
  placeholders.CLIENT = (await t.get('/api/broker/clients', { token: roleTokens.broker })).data.items.find((c: { code: string }) => c.code === 'EMP-BINHMINH').id;
});
afterAll(async () => t.close());

function withAccount(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, v === 'ACCOUNT' ? account : typeof v === 'string' && v in placeholders ? placeholders[v] : v]));
}

function expectEnvelope(label: string, res: { status: number; code: number; msg: string }, status?: number) {
  expect({ label, fine: res.status < 500, envelope: typeof res.code === 'number' && typeof res.msg === 'string' }).toEqual({ label, fine: true, envelope: true });
  if (status !== undefined) expect({ label, status: res.status, code: res.code }).toEqual({ label, status, code: status });
}

describe.each(ROUTES)('$path', (route) => {
  const tokenOf = () => (route.role ? roleTokens[route.role] : route.private ? token : undefined);
  const path = () => route.path.replace('GOP', String(gopId)).replace('CLIENT', String(placeholders.CLIENT));
  const send = (body: unknown, form = false) => t.post(path(), body, { token: tokenOf(), form });

  test('missing fields → 400 naming the field', async () => {
    for (const field of Object.keys(route.valid).filter((f) => !route.optional?.includes(f))) {
      const body = withAccount(route.valid);
      delete body[field];
      const res = await send(body);
      expectEnvelope(`missing ${field}`, res, 400);
      expect(res.errors && field in res.errors).toBe(true);
    }
  });

  test('extra fields → 400 naming the field', async () => {
    const res = await send({ ...withAccount(route.valid), isAdmin: true });
    expectEnvelope('extra', res, 400);
    expect(res.errors).toMatchObject({ isAdmin: 'validation.invalid' });
    const form = await send({ ...withAccount(route.valid), role: 'insurer' }, true);
    expectEnvelope('extra (form)', form, 400);
  });

  test('wrong types → 400', async () => {
    for (const field of Object.keys(route.valid)) {
      const wrong: unknown[] = [route.numeric?.includes(field) ? '12345' : 12345, null, route.valid[field] === true ? 'yes' : false];
      if (!route.anyShape?.includes(field)) wrong.push(['x'], { nested: { deeper: 1 } });
      for (const value of wrong) {
        const res = await send({ ...withAccount(route.valid), [field]: value });
        expectEnvelope(`${field}=${JSON.stringify(value)}`, res, 400);
      }
    }
  });

  test('10 kB strings → 400, as JSON and as a form', async () => {
    for (const field of Object.keys(route.valid)) {
      for (const form of [false, true]) {
        const res = await send({ ...withAccount(route.valid), [field]: TEN_KB }, form);
        if (route.unbounded?.includes(field)) {
          expect({ field, form, status: res.status, code: res.code }).toEqual({ field, form, status: 200, code: 0 });
          continue;
        }
        expectEnvelope(`${field} 10 kB${form ? ' form' : ''}`, res, 400);
        expect(res.errors?.[field]).toMatch(/^validation\./);
      }
    }
  });

  test('a key named after an Object.prototype member → 400 naming it, as a form and as JSON', async () => {
    for (const key of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const form = await t.app.inject({ method: 'POST', url: path(), headers: { 'content-type': 'application/x-www-form-urlencoded', ...(tokenOf() ? { token: tokenOf() } : {}) }, payload: `${new URLSearchParams(withAccount(route.valid) as Record<string, string>).toString()}&${key}=1` });
      expectEnvelope(`${key} (form)`, { ...form.json(), status: form.statusCode }, 400);
      expect({ key, errors: form.json().errors }).toEqual({ key, errors: { [key]: 'validation.invalid' } });
      // JSON: Fastify's parser refuses a `__proto__` key itself (400 without fields).
      const json = await t.app.inject({ method: 'POST', url: path(), headers: { 'content-type': 'application/json', ...(tokenOf() ? { token: tokenOf() } : {}) }, payload: JSON.stringify({ [key]: 1, ...withAccount(route.valid) }) });
      expectEnvelope(`${key} (JSON)`, { ...json.json(), status: json.statusCode }, 400);
      if (key !== '__proto__') expect({ key, errors: json.json().errors }).toEqual({ key, errors: { [key]: 'validation.invalid' } });
    }
  });

  test('unicode, Vietnamese, SQL and script text → a 4xx/2xx envelope, 400 where the field has a format', async () => {
    for (const field of Object.keys(route.valid)) {
      for (const [name, text] of TEXTS) {
        const res = await send({ ...withAccount(route.valid), [field]: text });
        expectEnvelope(`${field} ${name}`, res, route.formatted.includes(field) ? 400 : undefined);
      }
    }
  });

  test('bodies that are not objects → 400', async () => {
    for (const raw of ['[]', '"text"', '42', '{"broken":', 'null']) {
      const auth = tokenOf();
      const res = await t.app.inject({ method: 'POST', url: path(), headers: { 'content-type': 'application/json', ...(auth ? { token: auth } : {}) }, payload: raw });
      expectEnvelope(`body ${raw}`, { ...res.json(), status: res.statusCode }, 400);
    }
  });
});

test('the portals validate their queries and ids: 400, never a 5xx', async () => {
  const get = (url: string, role: 'provider' | 'insurer' | 'broker') => t.get(url, { token: roleTokens[role] });
  for (const query of ['days=0', 'days=367', 'days=abc', "days=' OR 1=1 --", 'extra=1']) expectEnvelope(`renewals ${query}`, await get(`/api/broker/renewals?${query}`, 'broker'), 400);
  for (const query of ['agency=abc', 'agency=0', 'agency=%3Cscript%3E', 'status=effective']) expectEnvelope(`agents ${query}`, await get(`/api/broker/agents?${query}`, 'broker'), 400);
  for (const id of ['abc', '-1', '0', '1.5', '99999999999999999999']) expectEnvelope(`client ${id}`, await get(`/api/broker/clients/${id}`, 'broker'), 400);
  expectEnvelope('unknown client', await get('/api/broker/clients/999999', 'broker'), 404);
  for (const card of ['', '<script>', "' OR 1=1 --", 'Nguyễn', TEN_KB]) expectEnvelope(`card ${card.slice(0, 10)}`, await get(`/api/provider/patients/lookup?card=${encodeURIComponent(card)}&dob=1988-02-27`, 'provider'), 400);
  for (const dob of ['', '27/02/1988', '1988-02-30x', "' OR 1=1 --", TEN_KB]) expectEnvelope(`dob ${dob.slice(0, 10)}`, await get(`/api/provider/patients/lookup?card=SC2600077701&dob=${encodeURIComponent(dob)}`, 'provider'), 400);
  expectEnvelope('no card', await get('/api/provider/patients/lookup?dob=1988-02-27', 'provider'), 400);
  expectEnvelope('no date of birth', await get('/api/provider/patients/lookup?card=SC2600077701', 'provider'), 400);
  // A letter's verification code (modules/gop/verification.ts): malformed → 400, well formed but unknown → 404.
  for (const code of ['', 'ABCD', 'UUUUU-UUUUU', '<script>', "' OR 1=1 --", 'Nguyễn', TEN_KB]) expectEnvelope(`verify ${code.slice(0, 10)}`, await get(`/api/provider/gops/verify?code=${encodeURIComponent(code)}`, 'provider'), 400);
  expectEnvelope('verify without a code', await get('/api/provider/gops/verify', 'provider'), 400);
  expectEnvelope('verify with an extra', await get('/api/provider/gops/verify?code=7K3QX-M9T2V&extra=1', 'provider'), 400);
  const unknownCode = await get('/api/provider/gops/verify?code=7K3QX-M9T2V', 'provider');
  expectEnvelope('verify an unknown code', unknownCode);
  expect([unknownCode.status, unknownCode.code]).toEqual([404, -404]);
  for (const query of ['status=nope', 'page=0', 'pageSize=1000', 'cursor=abc', 'cursor=%3Cscript%3E', 'extra=1']) {
    expectEnvelope(`provider gops ${query}`, await get(`/api/provider/gops?${query}`, 'provider'), 400);
    expectEnvelope(`insurer gops ${query}`, await get(`/api/insurer/gops?${query}`, 'insurer'), 400);
  }
  for (const query of ['status=draft', 'minAmount=-1', 'maxAmount=abc', 'minAgeDays=99999', 'pageSize=0', 'page=2', 'cursor=%25%25', 'cursor=abc', 'q=a', `q=${'x'.repeat(81)}`, 'assigned=you']) expectEnvelope(`claims ${query}`, await get(`/api/insurer/claims?${query}`, 'insurer'), 400);
  for (const id of ['abc', '-1', '0', '1.5', '99999999999999999999']) {
    expectEnvelope(`gop ${id}`, await get(`/api/provider/gops/${id}`, 'provider'), 400);
    expectEnvelope(`letter ${id}`, await get(`/api/insurer/gops/${id}/letter.pdf`, 'insurer'), 400);
  }
  expectEnvelope('unknown gop', await get('/api/insurer/gops/999999', 'insurer'), 404);
  expectEnvelope('bad user code', await get('/api/insurer/cashless/%3Cscript%3E', 'insurer'), 400);
  expectEnvelope('bad photo kind', await get('/api/insurer/cashless/SC00000002/photos/selfie', 'insurer'), 400);
  expectEnvelope('bad claim id', await get('/api/insurer/claims/cl%20204', 'insurer'), 400);
  expectEnvelope('bad document kind', await t.post(`/api/provider/gops/${gopId}/documents?kind=photo`, {}, { token: roleTokens.provider }), 400);
});

test('the dev outbox route validates its query too', async () => {
  expectEnvelope('no to', await t.get('/api/dev/outbox/latest'), 400);
  expectEnvelope('bad email', await t.get('/api/dev/outbox/latest?to=%3Cscript%3E'), 400);
  expectEnvelope('long', await t.get(`/api/dev/outbox/latest?to=${TEN_KB}@x.vn`), 400);
  expectEnvelope('unknown address', await t.get('/api/dev/outbox/latest?to=nobody%40nowhere.vn'), 404);
});

describe('hostile shapes: never a 5xx, always the envelope', () => {
  /** JSON text of objects nested `depth` deep (built as text: JSON.stringify itself overflows). */
  const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

  test('a draft nested 5,000 deep → 400 validation envelope naming the field', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/claims/drafts/current', headers: { token, 'content-type': 'application/json' }, payload: `{"step":1,"baseVersion":0,"values":${nested(5_000)}}` });
    expectEnvelope('deep draft', { ...res.json(), status: res.statusCode }, 400);
    expect(res.json()).toMatchObject({ msg: 'validation.invalid', errors: { values: 'validation.invalid' } });
  });

  test('arrays nested 100,000 deep (under the 1 MB limit) → 400 envelope on a JSON route', async () => {
    const payload = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const res = await t.app.inject({ method: 'POST', url: '/api/user/behavior', headers: { token, 'content-type': 'application/json' }, payload: `{"url":"/x","method":"POST","sourceType":"web_h5","params":${payload}}` });
    expectEnvelope('deep arrays', { ...res.json(), status: res.statusCode }, 400);
  });

  test('a form body whose field holds JSON nested 5,000 deep → 400 envelope', async () => {
    const payload = new URLSearchParams({ step: '1', baseVersion: '0', values: nested(5_000) }).toString();
    const res = await t.app.inject({ method: 'PUT', url: '/api/claims/drafts/current', headers: { token, 'content-type': 'application/x-www-form-urlencoded' }, payload });
    expectEnvelope('deep form JSON', { ...res.json(), status: res.statusCode }, 400);
    expect(res.json().errors).toEqual({ values: 'validation.invalid' });
  });

  test('a draft nested a little (the wizard’s own shape) is still saved', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/claims/drafts/current', headers: { token, 'content-type': 'application/json' }, payload: JSON.stringify({ step: 1, baseVersion: 0, values: { feeItems: [{ name: 'Khám', amount: 1 }], payee: { bank: { code: 'VCB' } } } }) });
    expect(res.statusCode).toBe(200);
  });

  test.each([
    ['GET', '/api/claims/'],
    ['GET', '/api/providers/'],
    ['POST', '/api/claims/'],
    ['DELETE', '/api/claims/drafts/current/documents/'],
  ])('%s %s<250 characters> → 414 envelope, not the router’s own answer', async (method, prefix) => {
    const res = await t.app.inject({ method: method as 'GET', url: `${prefix}${'A'.repeat(250)}${method === 'POST' ? '/cancel' : ''}`, headers: { token } });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ code: 414, msg: 'validation.tooLong', data: null });
  });

  test('a URL with broken percent-encoding → 400 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/claims/%E0%A4%A', headers: { token } });
    expectEnvelope('bad url', { ...res.json(), status: res.statusCode }, 400);
  });
});
