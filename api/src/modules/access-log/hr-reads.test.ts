import { GROUP_DEMO } from '../../db/seed-group';
import { startTestApp, type TestApp } from '../../test/helpers';

/**
 * An employer's HR opening a member of its group policy (docs/privacy.md "Access log", "What HR
 * reads are logged"), SQLite and PostgreSQL: each opening is one entry, also under parallel reads;
 * what HR may not open (another employer's member, another department's) and the list record
 * nothing; the member sees the employer's HR without any HR user's name; the compliance search
 * and CSV carry the entry with the employer; a member without an account is not recorded.
 */
let t: TestApp;
let hrAdmin: string;
let hrSales: string;
let otherHr: string;
let quang: { userId: number; memberId: number; card: string };
let child: { memberId: number; card: string };
let hrAdminId: number;
let employerId: number;
beforeAll(async () => {
  t = await startTestApp();
  hrAdmin = await t.signIn(GROUP_DEMO.hrAdmin.account, GROUP_DEMO.hrAdmin.password);
  hrSales = await t.signIn(GROUP_DEMO.hrViewer.account, GROUP_DEMO.hrViewer.password);
  const members = await t.db.selectFrom('group_members').select(['id', 'user_id', 'card_number', 'relationship', 'employer_id']).where('employee_no', '=', 'MA-0001').orderBy('id').execute();
  const [self, dependant] = members;
  quang = { userId: Number(self.user_id), memberId: self.id, card: String(self.card_number) };
  child = { memberId: dependant.id, card: String(dependant.card_number) };
  employerId = Number(self.employer_id);
  hrAdminId = (await t.db.selectFrom('users').select('id').where('account', '=', GROUP_DEMO.hrAdmin.account).executeTakeFirstOrThrow()).id;
  // The HR admin of the broker's other client (db/seed-group.ts: no group policy yet).
  const prospect = await t.db.selectFrom('employers').select('id').where('code', '=', GROUP_DEMO.prospect.code).executeTakeFirstOrThrow();
  const other = await t.createUser();
  await t.db.updateTable('users').set({ role: 'hr', employer_id: prospect.id, hr_sub_role: 'admin' }).where('id', '=', other.id).execute();
  otherHr = await t.login(other.account, other.password);
});
afterAll(async () => t.close());

const entries = () => t.db.selectFrom('access_log').selectAll().where('subject_user_id', '=', quang.userId).orderBy('id').execute();
const open = (memberId: number, token: string, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url: `/api/hr/members/${memberId}`, headers: { token } });

test('HR opening a member writes one entry: the member\'s account, the HR user, the employer by id and name, the card', async () => {
  const before = (await entries()).length;
  expect((await open(quang.memberId, hrAdmin)).statusCode).toBe(200);
  const added = (await entries()).slice(before);
  expect(added).toEqual([
    expect.objectContaining({ subject_user_id: quang.userId, actor_user_id: hrAdminId, actor_role: 'hr', provider_id: null, employer_id: employerId, organisation_name: GROUP_DEMO.employer.name, kind: 'group_member', object_id: quang.card, ip: '127.0.0.1' }),
  ]);
  expect(Math.abs(Date.parse(added[0].created_at) - Date.now())).toBeLessThan(60_000);
});

test("a dependant's record is entered on the employee's account (who enrolled them), naming the dependant's card", async () => {
  const before = (await entries()).length;
  expect((await open(child.memberId, hrAdmin)).statusCode).toBe(200);
  expect((await entries()).slice(before).map((e) => [e.kind, e.object_id, e.actor_role])).toEqual([['group_member', child.card, 'hr']]);
});

test('parallel openings: N at once are exactly N entries; HEAD is a read too', async () => {
  const before = (await entries()).length;
  const answers = await Promise.all(Array.from({ length: 6 }, () => open(quang.memberId, hrAdmin)));
  expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
  expect((await entries()).length).toBe(before + 6);
  expect((await open(quang.memberId, hrAdmin, 'HEAD')).statusCode).toBe(200);
  expect((await entries()).length).toBe(before + 7);
});

test('nothing disclosed, nothing recorded: another employer\'s HR, another department, an unknown member, the list', async () => {
  const before = await t.db.selectFrom('access_log').select('id').execute();
  expect((await open(quang.memberId, otherHr)).statusCode).toBe(404);
  expect((await open(quang.memberId, hrSales)).statusCode).toBe(404);
  expect((await open(999_999, hrAdmin)).statusCode).toBe(404);
  const list = await t.get('/api/hr/members?q=quang', { token: hrAdmin });
  expect(list.data.items.map((m: { fullName: string }) => m.fullName)).toEqual(['Võ Minh Quang']);
  expect(await t.db.selectFrom('access_log').select('id').execute()).toEqual(before);
});

test('a member without an account is read but not entered: there is no one to show the entry to', async () => {
  const [ngoc] = await t.db.selectFrom('group_members').select(['id', 'user_id']).where('employee_no', '=', 'MA-0002').execute();
  await t.db.updateTable('group_members').set({ user_id: null }).where('id', '=', ngoc.id).execute();
  try {
    const before = await t.db.selectFrom('access_log').select('id').execute();
    expect((await open(ngoc.id, hrAdmin)).statusCode).toBe(200);
    expect(await t.db.selectFrom('access_log').select('id').execute()).toEqual(before);
  } finally {
    await t.db.updateTable('group_members').set({ user_id: ngoc.user_id }).where('id', '=', ngoc.id).execute();
  }
});

test('"who looked at my data": the employer\'s HR by the employer\'s name, never the HR user\'s name, account, code or address', async () => {
  const token = await t.signIn(GROUP_DEMO.employee.email, GROUP_DEMO.employee.password);
  const mine = await t.get('/api/privacy/access-log?pageSize=100', { token });
  expect(mine.status).toBe(200);
  expect(mine.data.total).toBe((await entries()).length);
  expect(mine.data.items[0]).toEqual({ id: expect.any(Number), organisation: { type: 'hr', providerId: null, employerId, name: GROUP_DEMO.employer.name }, role: 'hr', kind: 'group_member', objectId: quang.card, at: expect.any(String) });
  const hrUsers = await t.db.selectFrom('users').select(['full_name', 'account', 'user_code', 'email']).where('role', '=', 'hr').execute();
  for (const u of hrUsers) for (const value of [u.full_name, u.account, u.user_code, u.email]) expect(mine.raw).not.toContain(value);
  expect(mine.raw).not.toContain('127.0.0.1');
});

test('the compliance view: the role filter finds the HR reads; the CSV names the employer, its id and the HR user', async () => {
  const assessor = await t.login('assessor', 'Assessor2026');
  const search = await t.get(`/api/insurer/access-log?role=hr&kind=group_member&customer=${encodeURIComponent(GROUP_DEMO.employee.email)}`, { token: assessor });
  expect(search.data.total).toBe((await entries()).length);
  expect(search.data.items[0]).toMatchObject({ organisation: { type: 'hr', providerId: null, employerId, name: GROUP_DEMO.employer.name }, role: 'hr', actor: { userId: hrAdminId, account: GROUP_DEMO.hrAdmin.account, name: GROUP_DEMO.hrAdmin.fullName }, ip: '127.0.0.1' });
  expect((await t.get('/api/insurer/access-log?role=provider&kind=group_member', { token: assessor })).data.total).toBe(0);

  const csv = await t.app.inject({ method: 'GET', url: '/api/insurer/access-log.csv?role=hr', headers: { token: assessor } });
  expect(csv.statusCode).toBe(200);
  const lines = csv.body.slice(1).split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('at,customer_user_id,customer_code,customer_account,organisation,provider_id,employer_id,role,staff_user_id,staff_account,staff_name,kind,object,ip');
  const quangCode = (await t.db.selectFrom('users').select('user_code').where('id', '=', quang.userId).executeTakeFirstOrThrow()).user_code;
  expect(lines[1]).toMatch(new RegExp(`^[^,]+,${quang.userId},${quangCode},${GROUP_DEMO.employee.email.replace('.', '\\.')},${GROUP_DEMO.employer.name},,${employerId},hr,${hrAdminId},${GROUP_DEMO.hrAdmin.account.replace('.', '\\.')},${GROUP_DEMO.hrAdmin.fullName},group_member,${quang.card},127\\.0\\.0\\.1$`));
  expect(lines.slice(1).every((line) => line.includes(`,${employerId},hr,`))).toBe(true);
});
