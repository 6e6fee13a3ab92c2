import { acceptInvitation } from '../hr/test-support';
import { startTestApp, type TestApp } from '../../test/helpers';
import { SEEDED, otherBroker } from './test-support';

/**
 * Inviting a client's first HR admin (docs/portals.md "Brokers"), SQLite and PostgreSQL: the
 * invited person sets a password through "Forgot password?", signs in and runs the employer's HR
 * portal; an employer with an HR admin already is 409, also for two invitations at once; an agent
 * may not invite; another broker's client is 404.
 */
let t: TestApp;
let admin: string;
let agent: string;
let other: Awaited<ReturnType<typeof otherBroker>>;
const clientId = async (code: string) => ((await t.get('/api/broker/clients', { token: admin })).data.items as Array<{ id: number; code: string }>).find((c) => c.code === code)!.id;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn(...SEEDED.admin);
  agent = await t.signIn(...SEEDED.agent);
  other = await otherBroker(t, 'OTH');
});
afterAll(async () => t.close());

test('the invited HR admin sets a password, signs in and manages the employer\'s portal users; a second invitation is 409', async () => {
  const id = await clientId('EMP-BINHMINH');
  expect((await t.post(`/api/broker/clients/${id}/hr-admin`, { fullName: 'Hồ Thị Mai', email: 'mai.ho@binhminh.vn' }, { token: agent })).status).toBe(403);
  const bad = await t.post(`/api/broker/clients/${id}/hr-admin`, { fullName: '', email: 'mai.ho', department: 'x'.repeat(61) }, { token: admin });
  expect([bad.status, Object.keys(bad.errors ?? {}).sort()]).toEqual([400, ['department', 'email', 'fullName']]);
  const taken = await t.post(`/api/broker/clients/${id}/hr-admin`, { fullName: 'Hồ Thị Mai', email: 'broker.staff@saigonbrokers.vn' }, { token: admin });
  expect([taken.status, taken.errors]).toEqual([409, { email: 'validation.broker.emailTaken' }]);

  const invited = await t.post(`/api/broker/clients/${id}/hr-admin`, { fullName: 'Hồ Thị Mai', email: 'Mai.Ho@binhminh.vn', department: '' }, { token: admin });
  expect([invited.status, invited.data]).toEqual([201, { id: expect.any(Number), userCode: expect.stringMatching(/^HR/), account: 'mai.ho@binhminh.vn', fullName: 'Hồ Thị Mai', email: 'mai.ho@binhminh.vn', department: null }]);
  const token = await acceptInvitation(t, 'mai.ho@binhminh.vn');
  expect((await t.get('/api/hr/me', { token })).data).toMatchObject({ employer: { code: 'EMP-BINHMINH', name: 'Công ty Cổ phần Bình Minh' }, subRole: 'admin', department: null });
  expect((await t.get('/api/hr/users', { token })).data.items.map((u: { account: string; you: boolean }) => [u.account, u.you])).toEqual([['mai.ho@binhminh.vn', true]]);

  const again = await t.post(`/api/broker/clients/${id}/hr-admin`, { fullName: 'Ngô Văn Phúc', email: 'phuc.ngo@binhminh.vn' }, { token: admin });
  expect([again.status, again.code, again.msg]).toEqual([409, 409, 'validation.broker.hrAdminExists']);
  expect((await t.get(`/api/broker/clients/${id}`, { token: admin })).data.hasHrAdmin).toBe(true);
});

test('an employer that has an HR admin already (the seed\'s Minh An) is 409; two invitations at once make one admin', async () => {
  const minhAn = await t.post(`/api/broker/clients/${await clientId('EMP-MINHAN')}/hr-admin`, { fullName: 'Ngô Văn Phúc', email: 'phuc.ngo@minhan.vn' }, { token: admin });
  expect([minhAn.status, minhAn.msg]).toEqual([409, 'validation.broker.hrAdminExists']);
  const broker = await t.db.selectFrom('brokers').select('id').where('code', '=', 'BRK-SAIGON').executeTakeFirstOrThrow();
  const employer = await t.db.insertInto('employers').values({ code: 'EMP-RACE', name: 'Công ty Race', broker_id: broker.id, created_at: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow();
  const answers = await Promise.all(['a', 'b'].map((n) => t.post(`/api/broker/clients/${employer.id}/hr-admin`, { fullName: `Người ${n}`, email: `${n}.race@race.vn` }, { token: admin })));
  expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
  expect(await t.db.selectFrom('users').select('id').where('employer_id', '=', employer.id).where('hr_sub_role', '=', 'admin').execute()).toHaveLength(1);
});

test("another broker's client is 404 and nothing is made", async () => {
  const res = await t.post(`/api/broker/clients/${other.clientId}/hr-admin`, { fullName: 'Hồ Văn Nam', email: 'nam.ho@oth.vn' }, { token: admin });
  expect([res.status, res.msg]).toEqual([404, 'validation.broker.clientNotFound']);
  expect(await t.db.selectFrom('users').select('id').where('email', '=', 'nam.ho@oth.vn').execute()).toEqual([]);
  expect((await t.post(`/api/broker/clients/${other.clientId}/hr-admin`, { fullName: 'Hồ Văn Nam', email: 'nam.ho@oth.vn' }, { token: other.token })).status).toBe(201);
});
