import { acceptInvitation } from '../hr/test-support';
import { startTestApp, type TestApp } from '../../test/helpers';
import { SEEDED, otherBroker, put } from './test-support';

/**
 * The broker company, its agencies and agents (docs/portals.md "Brokers"), SQLite and PostgreSQL:
 * a company-level user manages, an agent reads; codes are one namespace over brokers and agencies,
 * also under two requests at once; a new agent is invited without a password and signs in after
 * setting one; another broker's agencies and agents are not found.
 */
let t: TestApp;
let admin: string;
let agent: string;
let other: Awaited<ReturnType<typeof otherBroker>>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn(...SEEDED.admin);
  agent = await t.signIn(...SEEDED.agent);
  other = await otherBroker(t, 'OTH');
});
afterAll(async () => t.close());

const agency = (over: Record<string, unknown> = {}) => ({ code: 'AG-Q3', name: 'Đại lý Quận 3', ...over });
const codes = (items: Array<{ code: string }>) => items.map((a) => a.code);

test('me: the company, the agent\'s own agency, who may manage, and the agencies', async () => {
  const asAgent = await t.get('/api/broker/me', { token: agent });
  expect([asAgent.status, asAgent.data]).toEqual([200, { broker: { code: 'BRK-SAIGON', name: 'Saigon Insurance Brokers', status: 'effective' }, agency: expect.objectContaining({ code: 'AG-Q1', name: 'Đại lý Quận 1', status: 'effective' }), canManage: false, agencies: [expect.objectContaining({ code: 'AG-Q1' })] }]);
  const asAdmin = await t.get('/api/broker/me', { token: admin });
  expect([asAdmin.data.agency, asAdmin.data.canManage]).toEqual([null, true]);
  expect((await t.get('/api/broker/me', { token: other.token })).data.agencies.map((a: { code: string }) => a.code)).toEqual(['OTH-AG']);
});

test('an agent reads agencies and agents but every write is 403', async () => {
  const list = await t.get('/api/broker/agencies', { token: agent });
  expect([list.status, list.data.canManage, codes(list.data.items), list.data.items[0].agents]).toEqual([200, false, ['AG-Q1'], 1]);
  const agents = await t.get('/api/broker/agents', { token: agent });
  expect([agents.data.canManage, agents.data.items.map((a: { account: string; you: boolean }) => [a.account, a.you])]).toEqual([false, [['broker.staff', true]]]);
  const own = list.data.items[0];
  expect((await t.post('/api/broker/agencies', agency(), { token: agent })).status).toBe(403);
  expect((await put(t, `/api/broker/agencies/${own.id}`, agency({ code: 'AG-Q1' }), agent)).status).toBe(403);
  expect((await t.post('/api/broker/agents', { fullName: 'Ai Đó', email: 'ai.do@saigonbrokers.vn', agencyId: own.id }, { token: agent })).status).toBe(403);
  expect((await put(t, `/api/broker/agents/${agents.data.items[0].id}`, { agencyId: own.id, status: 'invalid' }, agent)).status).toBe(403);
  expect((await t.get('/api/broker/agencies', { token: agent })).data.items).toEqual(list.data.items);
});

test('bad input is 400 naming each field; the code is stored upper case', async () => {
  const bad = await t.post('/api/broker/agencies', { code: 'AG Q', name: ' ', status: 'closed' }, { token: admin });
  expect([bad.status, bad.errors]).toEqual([400, { code: 'validation.broker.code', name: 'validation.required', status: 'validation.broker.status' }]);
  for (const body of [{}, [], { ...agency(), extra: 1 }, agency({ code: 42 }), agency({ name: 'x'.repeat(101) })]) expect({ body, status: (await t.post('/api/broker/agencies', body, { token: admin })).status }).toEqual({ body, status: 400 });
  const made = await t.post('/api/broker/agencies', agency({ code: 'ag-q3' }), { token: admin });
  expect([made.status, made.data]).toEqual([201, expect.objectContaining({ code: 'AG-Q3', name: 'Đại lý Quận 3', status: 'effective', agents: 0 })]);
  expect(codes((await t.get('/api/broker/agencies', { token: admin })).data.items)).toEqual(['AG-Q1', 'AG-Q3']);
  const staff = (await t.get('/api/broker/agents', { token: admin })).data.items[0];
  const badEdit = await put(t, `/api/broker/agents/${staff.id}`, { agencyId: 'Q1', status: 'retired' }, admin);
  expect([badEdit.status, badEdit.errors]).toEqual([400, { agencyId: 'validation.broker.agency', status: 'validation.broker.status' }]);
  expect((await put(t, `/api/broker/agents/${staff.id}`, { status: 'invalid' }, admin)).status).toBe(400);
});

test('a code any agency or broker has is 409 on the code field, whoever\'s it is', async () => {
  for (const code of ['ag-q1', 'OTH-AG', 'BRK-SAIGON', 'oth-brk']) {
    const res = await t.post('/api/broker/agencies', agency({ code }), { token: admin });
    expect({ code, status: res.status, envelope: res.code, msg: res.msg, errors: res.errors }).toEqual({ code, status: 409, envelope: 409, msg: 'validation.broker.codeExists', errors: { code: 'validation.broker.codeExists' } });
  }
});

test('two requests at once with one code: exactly one agency (201), the other 409', async () => {
  const answers = await Promise.all([admin, other.token].map((token, n) => t.post('/api/broker/agencies', agency({ code: 'AG-RACE', name: `Đại lý ${n}` }), { token })));
  expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
  expect(await t.db.selectFrom('broker_agencies').select('id').where('code', '=', 'AG-RACE').execute()).toHaveLength(1);
  // Either broker may have won: the later tests count each broker's agencies, so the winner's is taken away again.
  await t.db.deleteFrom('broker_agencies').where('code', '=', 'AG-RACE').execute();
});

test('edit an agency: changes what was sent; a taken code is 409; another broker\'s agency is 404', async () => {
  const made = await t.post('/api/broker/agencies', agency({ code: 'AG-Q5', name: 'Q5' }), { token: admin });
  const edited = await put(t, `/api/broker/agencies/${made.data.id}`, agency({ code: 'ag-q5b', name: 'Đại lý Quận 5', status: 'invalid' }), admin);
  expect([edited.status, edited.data]).toEqual([200, expect.objectContaining({ id: made.data.id, code: 'AG-Q5B', name: 'Đại lý Quận 5', status: 'invalid' })]);
  const taken = await put(t, `/api/broker/agencies/${made.data.id}`, agency({ code: 'AG-Q1' }), admin);
  expect([taken.status, taken.errors]).toEqual([409, { code: 'validation.broker.codeExists' }]);
  const elsewhere = await put(t, `/api/broker/agencies/${other.agencyId}`, agency({ code: 'OTH-AG2' }), admin);
  expect([elsewhere.status, elsewhere.msg]).toEqual([404, 'validation.broker.agencyNotFound']);
  expect((await put(t, `/api/broker/agencies/${made.data.id}`, agency({ code: 'OTH-AG3' }), other.token)).status).toBe(404);
  expect((await put(t, '/api/broker/agencies/abc', agency(), admin)).status).toBe(400);
  expect(codes((await t.get('/api/broker/agencies', { token: other.token })).data.items)).toEqual(['OTH-AG']);
});

test('a new agent: invited without a password, signs in after setting one, and reads as an agent of that agency', async () => {
  const q1 = (await t.get('/api/broker/me', { token: admin })).data.agencies.find((a: { code: string }) => a.code === 'AG-Q1');
  const bad = await t.post('/api/broker/agents', { fullName: ' ', email: 'x', agencyId: 'none' }, { token: admin });
  expect([bad.status, Object.keys(bad.errors ?? {}).sort()]).toEqual([400, ['agencyId', 'email', 'fullName']]);
  const elsewhere = await t.post('/api/broker/agents', { fullName: 'Lê Văn Tâm', email: 'tam.le@saigonbrokers.vn', agencyId: other.agencyId }, { token: admin });
  expect([elsewhere.status, elsewhere.errors]).toEqual([400, { agencyId: 'validation.broker.agencyNotEffective' }]);
  const taken = await t.post('/api/broker/agents', { fullName: 'Lê Văn Tâm', email: 'HR.ADMIN@minhan.vn', agencyId: q1.id }, { token: admin });
  expect([taken.status, taken.msg, taken.errors]).toEqual([409, 'validation.broker.emailTaken', { email: 'validation.broker.emailTaken' }]);

  const made = await t.post('/api/broker/agents', { fullName: 'Lê Văn Tâm', email: 'Tam.Le@saigonbrokers.vn', agencyId: q1.id }, { token: admin });
  expect([made.status, made.data]).toEqual([201, expect.objectContaining({ account: 'tam.le@saigonbrokers.vn', fullName: 'Lê Văn Tâm', agency: { id: q1.id, code: 'AG-Q1', name: 'Đại lý Quận 1' }, status: 'effective', you: false })]);
  const token = await acceptInvitation(t, 'tam.le@saigonbrokers.vn');
  const me = await t.get('/api/broker/me', { token });
  expect([me.data.canManage, me.data.agency.code]).toEqual([false, 'AG-Q1']);
  expect((await t.get(`/api/broker/agents?agency=${q1.id}`, { token })).data.items.map((a: { account: string }) => a.account)).toEqual(['tam.le@saigonbrokers.vn', 'broker.staff']);
  expect((await t.get('/api/broker/agents', { token: other.token })).data.items).toEqual([]);
  expect((await t.get(`/api/broker/agents?agency=${q1.id}`, { token: other.token })).data.items).toEqual([]);
});

test('an agent set invalid is signed out and cannot sign in; moved back to effective they can; another broker\'s agent is 404', async () => {
  const q1 = (await t.get('/api/broker/me', { token: admin })).data.agencies.find((a: { code: string }) => a.code === 'AG-Q1');
  await t.post('/api/broker/agents', { fullName: 'Đỗ Minh Thư', email: 'thu.do@saigonbrokers.vn', agencyId: q1.id }, { token: admin });
  const token = await acceptInvitation(t, 'thu.do@saigonbrokers.vn');
  const id = (await t.get('/api/broker/agents', { token: admin })).data.items.find((a: { account: string }) => a.account === 'thu.do@saigonbrokers.vn').id;
  expect((await put(t, `/api/broker/agents/${id}`, { agencyId: other.agencyId, status: 'effective' }, admin)).errors).toEqual({ agencyId: 'validation.broker.agencyNotEffective' });
  expect((await put(t, `/api/broker/agents/${id}`, { agencyId: q1.id, status: 'invalid' }, other.token)).status).toBe(404);

  const invalid = await put(t, `/api/broker/agents/${id}`, { agencyId: q1.id, status: 'invalid' }, admin);
  expect([invalid.status, invalid.data.status]).toEqual([200, 'invalid']);
  expect((await t.get('/api/broker/me', { token })).status).toBe(401);
  expect((await t.post('/api/auth/login', { account: 'thu.do@saigonbrokers.vn', password: 'Chosen2027pw', privacyAccepted: true })).code).not.toBe(0);
  await put(t, `/api/broker/agents/${id}`, { agencyId: q1.id, status: 'effective' }, admin);
  expect(await t.login('thu.do@saigonbrokers.vn', 'Chosen2027pw')).toEqual(expect.any(String));
});
