import { startTestApp, type TestApp } from '../../test/helpers';
import { ACKNOWLEDGE_WORKING_DAYS, DONE_WORKING_DAYS, addWorkingDays } from './index';

/** Correction and closure requests (docs/privacy.md "My data"): states, due dates, the insurer's queue, what a closure does. */
jest.setTimeout(90_000);

let t: TestApp;
let assessor: string;

beforeAll(async () => {
  t = await startTestApp({ myDataExportPollMs: 0 });
  assessor = await t.login('assessor', 'Assessor2026');
});
afterAll(async () => t?.close());

const act = (id: number, action: string, reason?: string) => t.post(`/api/insurer/mydata-requests/${id}/actions`, { action, ...(reason ? { reason } : {}) }, { token: assessor });

describe('due dates count working days in Vietnam', () => {
  test.each([
    ['Monday morning', '2026-11-23T02:00:00.000Z', '2026-11-25', '2026-12-07'],
    ['Thursday', '2026-11-26T09:00:00.000Z', '2026-11-30', '2026-12-10'],
    ['Friday', '2026-11-27T03:00:00.000Z', '2026-12-01', '2026-12-11'],
    ['Friday 23:30 UTC, already Saturday in Vietnam', '2026-11-27T23:30:00.000Z', '2026-12-01', '2026-12-11'],
    ['Sunday', '2026-11-29T05:00:00.000Z', '2026-12-01', '2026-12-11'],
  ])('received %s', (_when, received, acknowledge, done) => {
    expect(addWorkingDays(received, ACKNOWLEDGE_WORKING_DAYS)).toBe(acknowledge);
    expect(addWorkingDays(received, DONE_WORKING_DAYS)).toBe(done);
  });
});

test('a correction: received with its due dates, acknowledged, then done; each step only once', async () => {
  const user = await t.createUser();
  const token = await t.login(user.account, user.password);
  const empty = await t.post('/api/mydata/requests/correction', { field: 'phone', details: '  ' }, { token });
  expect(empty).toMatchObject({ status: 400, errors: { details: 'validation.required' } });
  const filed = await t.post('/api/mydata/requests/correction', { field: 'phone', details: 'My phone is now 0912 345 678' }, { token });
  expect(filed.status).toBe(201);
  expect(filed.data).toMatchObject({ kind: 'correction', field: 'phone', state: 'received', overdue: false, acknowledgedAt: null });
  expect(filed.data.acknowledgeDue).toBe(addWorkingDays(filed.data.receivedAt, 2));
  expect(filed.data.doneDue).toBe(addWorkingDays(filed.data.receivedAt, 10));

  const queue = await t.get('/api/insurer/mydata-requests?kind=correction', { token: assessor });
  expect(queue.data.items.find((i: { id: number }) => i.id === filed.data.id)).toMatchObject({ customer: { userCode: user.userCode }, state: 'received' });

  expect((await act(filed.data.id, 'acknowledge')).data).toMatchObject({ state: 'acknowledged', acknowledgedAt: expect.any(String) });
  expect(await act(filed.data.id, 'acknowledge')).toMatchObject({ status: 409, msg: 'mydata.wrongState' });
  expect((await act(filed.data.id, 'complete', 'Phone number updated')).data).toMatchObject({ state: 'done', reason: 'Phone number updated', closedAt: expect.any(String) });
  expect(await act(filed.data.id, 'refuse', 'too late')).toMatchObject({ status: 409, msg: 'mydata.wrongState' });

  const mine = await t.get('/api/mydata/requests', { token });
  expect(mine.data.items).toEqual([expect.objectContaining({ id: filed.data.id, state: 'done', reason: 'Phone number updated' })]);
});

test('a refusal needs a reason, which the person then reads', async () => {
  const user = await t.createUser();
  const token = await t.login(user.account, user.password);
  const filed = await t.post('/api/mydata/requests/correction', { field: 'claim', details: 'Change my diagnosis' }, { token });
  expect(await act(filed.data.id, 'refuse')).toMatchObject({ status: 400, errors: { reason: 'validation.required' } });
  await act(filed.data.id, 'refuse', 'A diagnosis is the doctor’s record; send a corrected paper from the hospital');
  expect((await t.get('/api/mydata/requests', { token })).data.items[0]).toMatchObject({ state: 'refused', reason: expect.stringContaining('hospital') });
});

test('an open request past its due date is overdue in both queues', async () => {
  const user = await t.createUser();
  const token = await t.login(user.account, user.password);
  const filed = await t.post('/api/mydata/requests/correction', { field: 'email', details: 'old address' }, { token });
  await t.db.updateTable('mydata_requests').set({ received_at: '2026-01-05T02:00:00.000Z', acknowledge_due: '2026-01-07', done_due: '2026-01-19' }).where('id', '=', filed.data.id).execute();
  expect((await t.get('/api/mydata/requests', { token })).data.items[0].overdue).toBe(true);
  const queue = await t.get('/api/insurer/mydata-requests', { token: assessor });
  expect(queue.data.items[0]).toMatchObject({ id: filed.data.id, overdue: true }); // soonest due first
  await act(filed.data.id, 'complete', 'done');
});

test('closing an account: one open closure at a time; once completed the person cannot sign in, contact data is gone, claims stay restricted', async () => {
  const lan = await t.login('lan.tran', 'Lan2026pw');
  const lanId = (await t.db.selectFrom('users').select('id').where('account', '=', 'lan.tran').executeTakeFirstOrThrow()).id;
  const claimsBefore = await t.db.selectFrom('claims').select('id').where('user_id', '=', lanId).execute();
  expect(claimsBefore.length).toBeGreaterThan(0);

  const [a, b] = await Promise.all([t.post('/api/mydata/requests/closure', { confirm: true }, { token: lan }), t.post('/api/mydata/requests/closure', { confirm: true }, { token: lan })]);
  expect([a.status, b.status].sort()).toEqual([201, 409]);
  const filed = a.status === 201 ? a : b;
  expect(filed.data.retention.erased).toEqual(['profile', 'cashless', 'messages', 'devices']);
  const keptClaims = filed.data.retention.kept.find((k: { data: string }) => k.data === 'claims');
  expect(keptClaims).toMatchObject({ basis: 'accounting', until: expect.stringMatching(/^20(3[6-9]|4\d)-\d{2}-\d{2}$/) });
  expect((await t.get('/api/mydata/overview', { token: lan })).data.closure).toEqual(filed.data.retention);

  await act(filed.data.request.id, 'acknowledge');
  expect((await act(filed.data.request.id, 'complete', 'Account closed')).data.customer).toMatchObject({ status: 'closed', fullName: '' });

  expect((await t.get('/api/mydata/overview', { token: lan })).status).toBe(401);
  expect((await t.post('/api/auth/login', { account: 'lan.tran', password: 'Lan2026pw', privacyAccepted: true })).code).not.toBe(0);
  const user = await t.db.selectFrom('users').selectAll().where('id', '=', lanId).executeTakeFirstOrThrow();
  expect(user).toMatchObject({ status: 'closed', full_name: '', phone: '', id_number: '', date_of_birth: null, pin_hash: null });
  expect(user.email).not.toContain('lan.tran');
  expect(await t.db.selectFrom('messages').select('id').where('user_id', '=', lanId).execute()).toEqual([]);
  expect(await t.db.selectFrom('sessions').select('id').where('user_id', '=', lanId).execute()).toEqual([]);
  expect(await t.db.selectFrom('claims').select('id').where('user_id', '=', lanId).execute()).toEqual(claimsBefore);
  const restrictions = await t.db.selectFrom('mydata_restrictions').select(['data', 'keep_until']).where('user_id', '=', lanId).orderBy('data').execute();
  expect(restrictions.map((r) => r.data)).toEqual(['claims', 'policies']);
});

describe('roles (deny by default: src/http/roles.ts)', () => {
  test('customers cannot reach the insurer queue; staff cannot use a customer’s My data', async () => {
    const user = await t.createUser();
    const customer = await t.login(user.account, user.password);
    const staff = await t.login('cho-ray.staff', 'Provider2026');
    for (const token of [customer, staff]) {
      expect(await t.get('/api/insurer/mydata-requests', { token })).toMatchObject({ status: 403, code: -403 });
      expect(await t.post('/api/insurer/mydata-requests/1/actions', { action: 'acknowledge' }, { token })).toMatchObject({ status: 403, code: -403 });
    }
    for (const token of [assessor, staff]) {
      expect(await t.get('/api/mydata/overview', { token })).toMatchObject({ status: 403, code: -403 });
      expect(await t.post('/api/mydata/exports', {}, { token })).toMatchObject({ status: 403, code: -403 });
      expect(await t.post('/api/mydata/requests/closure', { confirm: true }, { token })).toMatchObject({ status: 403, code: -403 });
    }
  });
});

describe('the assessor applies a correction from the request', () => {
  test('a new phone is checked by the rule where it is first entered, then set on the account as the request completes', async () => {
    const user = await t.createUser();
    const token = await t.login(user.account, user.password);
    const filed = await t.post('/api/mydata/requests/correction', { field: 'phone', details: 'My phone is now 0912 345 678' }, { token });
    expect(await t.post(`/api/insurer/mydata-requests/${filed.data.id}/actions`, { action: 'complete', value: '12345' }, { token: assessor })).toMatchObject({ status: 400, errors: { value: 'validation.phoneInvalid' } });
    expect((await t.get('/api/mydata/requests', { token })).data.items[0].state).toBe('received'); // nothing moved
    const done = await t.post(`/api/insurer/mydata-requests/${filed.data.id}/actions`, { action: 'complete', value: '0912 345 678', reason: 'Updated' }, { token: assessor });
    expect(done.data.state).toBe('done');
    expect((await t.get('/api/mydata/overview', { token })).data.profile.phone).toBe('0912345678');
  });

  test("an email another account uses is refused; a field that lives elsewhere takes no value", async () => {
    const [user, other] = [await t.createUser(), await t.createUser()];
    const token = await t.login(user.account, user.password);
    const email = await t.post('/api/mydata/requests/correction', { field: 'email', details: 'use the other one' }, { token });
    expect(await t.post(`/api/insurer/mydata-requests/${email.data.id}/actions`, { action: 'complete', value: other.email.toUpperCase() }, { token: assessor })).toMatchObject({ status: 400, errors: { value: 'validation.emailInvalid' } });
    const bank = await t.post('/api/mydata/requests/correction', { field: 'bankAccount', details: 'new account' }, { token });
    expect(await t.post(`/api/insurer/mydata-requests/${bank.data.id}/actions`, { action: 'complete', value: '123' }, { token: assessor })).toMatchObject({ status: 400, errors: { value: 'validation.invalid' } });
    expect((await t.post(`/api/insurer/mydata-requests/${bank.data.id}/actions`, { action: 'complete', reason: 'Changed on claim CL-1' }, { token: assessor })).data.state).toBe('done');
  });
});
