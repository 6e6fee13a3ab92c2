import { acceptInvitation } from './test-support';
import { startTestApp, type ApiAnswer, type TestApp } from '../../test/helpers';

/**
 * The employer HR portal's members (docs/portals.md "Employer HR and broker"), SQLite and
 * PostgreSQL: scope by employer and department, the admin sub-role, enrolment with an invitation
 * and a card the new employee sees, and ending cover that turns the card invalid at once.
 */
let t: TestApp;
let admin: string;
let viewer: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('hr.admin', 'Hr2026pw');
  viewer = await t.signIn('hr.sales', 'Hr2026pw');
});
afterAll(async () => t.close());


async function put(url: string, body: unknown, token: string): Promise<ApiAnswer> {
  const res = await t.app.inject({ method: 'PUT', url, headers: { token, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  const json = res.json() as ApiAnswer;
  return { ...json, status: res.statusCode };
}

const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date());
const employee = (overrides: Record<string, unknown> = {}) => ({ employeeNo: 'MA-0100', relationship: 'self', fullName: 'Trịnh Thu Hà', dateOfBirth: '1995-02-14', gender: 'female', idNumber: '079195001001', email: 'ha.trinh@minhan.vn', department: 'Finance', planCode: 'b', coverFrom: '2026-02-01', ...overrides });

test('the HR admin lists the whole employer; the department viewer sees only Sales and may not change anything', async () => {
  const all = await t.get('/api/hr/members', { token: admin });
  expect(all.data.items.map((m: { fullName: string }) => m.fullName)).toEqual(['Võ Minh Quang', 'Võ Gia Bảo', 'Lý Thị Ngọc']);
  expect((await t.get('/api/hr/members?q=quang', { token: admin })).data.total).toBe(1);
  expect((await t.get('/api/hr/members?department=Engineering&plan=a', { token: admin })).data.total).toBe(2);
  const sales = await t.get('/api/hr/members', { token: viewer });
  expect(sales.data.items.map((m: { department: string }) => m.department)).toEqual(['Sales']);
  expect((await t.get('/api/hr/me', { token: viewer })).data).toMatchObject({ subRole: 'viewer', department: 'Sales', departments: ['Sales'], employer: { code: 'EMP-MINHAN' } });
  const refused = await t.post('/api/hr/members', employee({ department: 'Sales' }), { token: viewer });
  expect({ status: refused.status, msg: refused.msg }).toEqual({ status: 403, msg: 'error.forbidden' });
  const quang = all.data.items[0];
  expect((await t.get(`/api/hr/members/${quang.id}`, { token: admin })).data.fullName).toBe('Võ Minh Quang');
  // Outside the viewer's department: not found, as if it did not exist.
  expect((await t.get(`/api/hr/members/${quang.id}`, { token: viewer })).status).toBe(404);
  // A viewer changes nothing, whoever the member is (the sub-role is checked before the member is looked up).
  expect((await t.post(`/api/hr/members/${quang.id}/end-cover`, { effectiveDate: today() }, { token: viewer })).status).toBe(403);
});

test('the form schema is the API schema: every bad field answered at once with its key, nothing stored', async () => {
  const bad = await t.post('/api/hr/members', employee({ idNumber: '12ab', email: '', dateOfBirth: '2099-01-01', planCode: '' }), { token: admin });
  expect(bad.status).toBe(400);
  expect(bad.errors).toMatchObject({ idNumber: 'validation.hr.idNumber', dateOfBirth: 'validation.dateInput', planCode: 'validation.required' });
  const unknownPlan = await t.post('/api/hr/members', employee({ planCode: 'Z' }), { token: admin });
  expect(unknownPlan.errors).toEqual({ planCode: 'validation.hr.unknownPlan' });
  const orphan = await t.post('/api/hr/members', employee({ relationship: 'spouse', employeeNo: 'MA-9999', email: undefined, idNumber: '079195009999' }), { token: admin });
  expect(orphan.errors).toEqual({ employeeNo: 'validation.hr.noEmployee' });
  expect((await t.get('/api/hr/members?q=Trịnh', { token: admin })).data.total).toBe(0);
});

test('a new employee gets an invitation, signs in with it and sees her effective e-card; the same person twice is refused', async () => {
  const added = await t.post('/api/hr/members', employee(), { token: admin });
  expect(added.status).toBe(201);
  expect(added.data).toMatchObject({ planCode: 'B', status: 'active', cardStatus: 'effective', policyNo: 'GP-2026-000101' });
  const again = await t.post('/api/hr/members', employee(), { token: admin });
  expect(again.errors).toEqual({ idNumber: 'validation.hr.alreadyMember' });
  const ha = await acceptInvitation(t, 'ha.trinh@minhan.vn');
  const cards = await t.get('/api/ecards?status=effective', { token: ha });
  expect(cards.data.map((c: { cardNumber: string }) => c.cardNumber)).toEqual([added.data.cardNumber]);
});

test('ending an employee\'s cover ends his dependants\' too, and his card is invalid from that day on', async () => {
  const quangToken = await t.signIn('quang.vo@minhan.vn', 'Quang2026pw');
  const [quang] = (await t.get('/api/hr/members?q=MA-0001&status=active', { token: admin })).data.items;
  const early = await t.post(`/api/hr/members/${quang.id}/end-cover`, { effectiveDate: '2025-12-31' }, { token: admin });
  expect(early.errors).toEqual({ effectiveDate: 'validation.hr.endBeforeStart' });
  const [first, second] = await Promise.all([0, 1].map(() => t.post(`/api/hr/members/${quang.id}/end-cover`, { effectiveDate: today() }, { token: admin })));
  expect([first.status, second.status].sort()).toEqual([200, 409]);
  const ended = (await t.get('/api/hr/members?q=MA-0001', { token: admin })).data.items;
  expect(ended.map((m: { status: string; cardStatus: string }) => [m.status, m.cardStatus])).toEqual([['ended', 'invalid'], ['ended', 'invalid']]);
  expect((await t.get('/api/ecards?status=effective', { token: quangToken })).data).toEqual([]);
  expect((await t.get('/api/ecards?status=invalid', { token: quangToken })).data.length).toBe(2);
  const edit = await put(`/api/hr/members/${quang.id}`, { fullName: 'Võ Minh Quang', department: 'Engineering', planCode: 'A' }, admin);
  expect({ status: edit.status, msg: edit.msg }).toEqual({ status: 409, msg: 'validation.hr.coverEnded' });
});

test('an edit corrects the name, department and plan; a plan of another policy is refused', async () => {
  const [ngoc] = (await t.get('/api/hr/members?q=Ngọc', { token: admin })).data.items;
  const edited = await put(`/api/hr/members/${ngoc.id}`, { fullName: 'Lý Thị Bích Ngọc', department: 'Marketing', planCode: 'a', phone: '' }, admin);
  expect(edited.data).toMatchObject({ fullName: 'Lý Thị Bích Ngọc', department: 'Marketing', planCode: 'A', phone: null });
  expect((await put(`/api/hr/members/${ngoc.id}`, { fullName: 'X', department: 'Sales', planCode: 'Q' }, admin)).errors).toEqual({ planCode: 'validation.hr.unknownPlan' });
});
