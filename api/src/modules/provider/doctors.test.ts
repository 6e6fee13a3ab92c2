import { startTestApp, type ApiAnswer, type TestApp } from '../../test/helpers';

/**
 * A hospital's doctors (docs/portals.md "Doctors"), SQLite and PostgreSQL: every staff member of the
 * hospital lists and searches them, only its provider admin adds and changes them; a code is unique
 * within the hospital, also under two requests at once; another hospital's doctor is not found.
 */
let t: TestApp;
let admin: string;
let viewer: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('cho-ray.staff', 'Provider2026');
  // A desk clerk of Chợ Rẫy who only reads (deny by default: a viewer, as staff without a sub-role).
  const clerk = await t.createUser();
  const choRay = await t.db.selectFrom('users').select('provider_id').where('account', '=', 'cho-ray.staff').executeTakeFirstOrThrow();
  await t.db.updateTable('users').set({ role: 'provider', provider_id: choRay.provider_id, provider_sub_role: 'viewer' }).where('id', '=', clerk.id).execute();
  viewer = await t.login(clerk.account, clerk.password);
});
afterAll(async () => t.close());

async function put(url: string, body: unknown, token: string): Promise<ApiAnswer> {
  const res = await t.app.inject({ method: 'PUT', url, headers: { token, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  return { ...(res.json() as ApiAnswer), status: res.statusCode };
}
const doctor = (over: Record<string, unknown> = {}) => ({ code: 'BS-100', fullName: 'Nguyễn Văn Đức', department: 'Ngoại thần kinh', ...over });
const codes = (answer: ApiAnswer) => (answer.data.items as Array<{ code: string }>).map((d) => d.code);

test('any staff member lists the doctors by name; only the admin may manage them', async () => {
  const asViewer = await t.get('/api/provider/doctors', { token: viewer });
  expect([asViewer.status, asViewer.data.canManage, codes(asViewer)]).toEqual([200, false, ['CR-0002', 'CR-0001']]);
  expect((await t.get('/api/provider/doctors', { token: admin })).data.canManage).toBe(true);
  expect((await t.post('/api/provider/doctors', doctor(), { token: viewer })).status).toBe(403);
  const first = asViewer.data.items[0];
  expect((await put(`/api/provider/doctors/${first.id}`, doctor(), viewer)).status).toBe(403);
});

test('bad input is 400 naming each field, never 5xx; the code is stored upper case', async () => {
  const bad = await t.post('/api/provider/doctors', { code: 'BS 1', fullName: ' ', department: 'x'.repeat(61), status: 'retired' }, { token: admin });
  expect([bad.status, bad.errors]).toEqual([400, { code: 'validation.provider.doctorCode', fullName: 'validation.required', department: 'validation.tooLong', status: 'validation.provider.doctorStatus' }]);
  for (const body of [{}, [], 'x', { ...doctor(), extra: 1 }, doctor({ code: 42 }), doctor({ fullName: '\u0000'.repeat(10_000) })]) {
    const res = await t.post('/api/provider/doctors', body, { token: admin });
    expect({ body, status: res.status }).toEqual({ body, status: 400 });
  }
  expect((await t.get('/api/provider/doctors?status=retired', { token: admin })).status).toBe(400);
  const made = await t.post('/api/provider/doctors', doctor({ code: 'bs-100' }), { token: admin });
  expect([made.status, made.data]).toEqual([201, expect.objectContaining({ code: 'BS-100', fullName: 'Nguyễn Văn Đức', department: 'Ngoại thần kinh', status: 'effective' })]);
});

test('a code the hospital has is 409 on the code field, in any case; another hospital may use it', async () => {
  await t.post('/api/provider/doctors', doctor({ code: 'BS-200' }), { token: admin });
  const twice = await t.post('/api/provider/doctors', doctor({ code: 'bs-200', fullName: 'Lê Thị Thu' }), { token: admin });
  expect([twice.status, twice.code, twice.msg, twice.errors]).toEqual([409, 409, 'validation.provider.doctorCodeExists', { code: 'validation.provider.doctorCodeExists' }]);
  const fv = await t.signIn('fv.staff', 'Provider2026');
  expect((await t.post('/api/provider/doctors', doctor({ code: 'BS-200' }), { token: fv })).status).toBe(201);
});

test('two requests at once with one code: exactly one doctor (201), the other 409', async () => {
  const answers = await Promise.all([0, 1].map((n) => t.post('/api/provider/doctors', doctor({ code: 'BS-300', fullName: `Bác sĩ ${n}` }), { token: admin })));
  expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
  const rows = await t.db.selectFrom('provider_doctors').select('id').where('code', '=', 'BS-300').execute();
  expect(rows).toHaveLength(1);
});

test('search by code, name or department with or without accents; filter by status', async () => {
  const made = await t.post('/api/provider/doctors', doctor({ code: 'BS-400', fullName: 'Đặng Hữu Lộc', department: 'Nhi khoa' }), { token: admin });
  for (const q of ['dang huu', 'ĐẶNG', 'bs-400', 'nhi KHOA']) expect(codes(await t.get(`/api/provider/doctors?q=${encodeURIComponent(q)}`, { token: viewer }))).toEqual(['BS-400']);
  await put(`/api/provider/doctors/${made.data.id}`, doctor({ code: 'BS-400', fullName: 'Đặng Hữu Lộc', department: 'Nhi khoa', status: 'invalid' }), admin);
  expect(codes(await t.get('/api/provider/doctors?status=invalid', { token: viewer }))).toEqual(['BS-400']);
  expect(codes(await t.get('/api/provider/doctors?status=effective&q=loc', { token: viewer }))).toEqual([]);
});

test('edit: changes what was sent; a taken code is 409; another hospital\'s or an unknown doctor is 404', async () => {
  const made = await t.post('/api/provider/doctors', doctor({ code: 'BS-500' }), { token: admin });
  const edited = await put(`/api/provider/doctors/${made.data.id}`, doctor({ code: 'bs-501', fullName: 'Nguyễn Văn Đức Anh', department: 'Hồi sức tích cực', status: 'invalid' }), admin);
  expect([edited.status, edited.data]).toEqual([200, expect.objectContaining({ id: made.data.id, code: 'BS-501', fullName: 'Nguyễn Văn Đức Anh', department: 'Hồi sức tích cực', status: 'invalid' })]);
  const taken = await put(`/api/provider/doctors/${made.data.id}`, doctor({ code: 'CR-0001' }), admin);
  expect([taken.status, taken.errors]).toEqual([409, { code: 'validation.provider.doctorCodeExists' }]);
  const fv = await t.signIn('fv.staff', 'Provider2026');
  const elsewhere = await put(`/api/provider/doctors/${made.data.id}`, doctor({ code: 'FV-1' }), fv);
  expect([elsewhere.status, elsewhere.msg]).toEqual([404, 'validation.provider.doctorNotFound']);
  expect((await put('/api/provider/doctors/999999', doctor(), admin)).status).toBe(404);
  expect((await put('/api/provider/doctors/abc', doctor(), admin)).status).toBe(400);
  expect((await t.get('/api/provider/doctors', { token: fv })).data.items.some((d: { id: number }) => d.id === made.data.id)).toBe(false);
});
