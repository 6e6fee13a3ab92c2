import { acceptInvitation } from './test-support';
import { startTestApp, type ApiAnswer, type TestApp } from '../../test/helpers';

/**
 * The HR portal's users (docs/portals.md "Portal users"), SQLite and PostgreSQL: only an HR admin
 * of every department manages them; a new user gets an invitation and can sign in; a user set
 * invalid is signed out and can no longer sign in; wrong passwords show as a count and a lock the
 * admin can clear; nobody changes their own access.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp({ maxFailedLogins: 3 });
  admin = await t.signIn('hr.admin', 'Hr2026pw');
});
afterAll(async () => t.close());


async function put(url: string, body: unknown, token: string): Promise<ApiAnswer> {
  const res = await t.app.inject({ method: 'PUT', url, headers: { token, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  return { ...(res.json() as ApiAnswer), status: res.statusCode };
}

const byAccount = async (account: string) => ((await t.get('/api/hr/users', { token: admin })).data.items as Array<{ id: number; account: string; failedLogins: number; locked: boolean; status: string; you: boolean }>).find((u) => u.account === account)!;

test('the admin of every department lists the users; a department viewer may not', async () => {
  const list = await t.get('/api/hr/users', { token: admin });
  expect(list.status).toBe(200);
  expect(list.data.items.map((u: { account: string; subRole: string; department: string | null; you: boolean }) => [u.account, u.subRole, u.department, u.you])).toEqual([
    ['hr.sales', 'viewer', 'Sales', false],
    ['hr.admin', 'admin', null, true],
  ]);
  const viewer = await t.signIn('hr.sales', 'Hr2026pw');
  expect((await t.get('/api/hr/users', { token: viewer })).status).toBe(403);
  expect((await t.post('/api/hr/users', { fullName: 'X', email: 'x@minhan.vn', subRole: 'viewer', department: '' }, { token: viewer })).status).toBe(403);
});

test('a new user: refused input says which field; a taken address is refused; the invitation lets her sign in', async () => {
  const bad = await t.post('/api/hr/users', { fullName: ' ', email: 'not-an-email', subRole: 'boss', department: '' }, { token: admin });
  expect(bad.status).toBe(400);
  expect(Object.keys(bad.errors ?? {}).sort()).toEqual(['email', 'fullName', 'subRole']);
  const taken = await t.post('/api/hr/users', { fullName: 'Ai Đó', email: 'lan.tran@sencare.vn', subRole: 'viewer', department: '' }, { token: admin });
  expect([taken.status, taken.errors]).toEqual([400, { email: 'validation.hr.userEmailTaken' }]);

  const made = await t.post('/api/hr/users', { fullName: 'Phạm Thu Hương', email: 'Huong.Pham@minhan.vn', subRole: 'viewer', department: 'Engineering' }, { token: admin });
  expect(made.status).toBe(201);
  expect(made.data).toMatchObject({ account: 'huong.pham@minhan.vn', subRole: 'viewer', department: 'Engineering', status: 'effective', failedLogins: 0, locked: false });
  const token = await acceptInvitation(t, 'huong.pham@minhan.vn');
  expect((await t.get('/api/hr/members', { token })).data.items.every((m: { department: string }) => m.department === 'Engineering')).toBe(true);
});

test('wrong passwords show as a count and a lock; the admin unlocks; set invalid, the user is signed out and cannot sign in', async () => {
  const sales = await t.signIn('hr.sales', 'Hr2026pw');
  for (let n = 0; n < 3; n++) await t.post('/api/auth/login', { account: 'hr.sales', password: 'Wrong2026pw', privacyAccepted: true });
  expect(await byAccount('hr.sales')).toMatchObject({ failedLogins: 3, locked: true });
  expect((await t.post('/api/auth/login', { account: 'hr.sales', password: 'Hr2026pw', privacyAccepted: true })).code).not.toBe(0);

  const id = (await byAccount('hr.sales')).id;
  const unlocked = await t.post(`/api/hr/users/${id}/unlock`, {}, { token: admin });
  expect(unlocked.data).toMatchObject({ failedLogins: 0, locked: false });
  const again = await t.signIn('hr.sales', 'Hr2026pw');

  const invalid = await put(`/api/hr/users/${id}`, { subRole: 'viewer', department: 'Sales', status: 'invalid' }, admin);
  expect([invalid.status, invalid.data.status]).toEqual([200, 'invalid']);
  for (const token of [sales, again]) expect((await t.get('/api/hr/me', { token })).status).toBe(401);
  expect((await t.post('/api/auth/login', { account: 'hr.sales', password: 'Hr2026pw', privacyAccepted: true })).code).not.toBe(0);

  const back = await put(`/api/hr/users/${id}`, { subRole: 'admin', department: '', status: 'effective' }, admin);
  expect(back.data).toMatchObject({ subRole: 'admin', department: null, status: 'effective' });
});

test('nobody changes their own access; an unknown or another employer\'s user is not found', async () => {
  const me = await byAccount('hr.admin');
  expect((await put(`/api/hr/users/${me.id}`, { subRole: 'viewer', department: '', status: 'effective' }, admin)).status).toBe(409);
  const assessor = await t.db.selectFrom('users').select('id').where('account', '=', 'assessor').executeTakeFirstOrThrow();
  expect((await t.post(`/api/hr/users/${assessor.id}/unlock`, {}, { token: admin })).status).toBe(404);
  expect((await put('/api/hr/users/999999', { subRole: 'viewer', department: '', status: 'effective' }, admin)).status).toBe(404);
});
