import type { TestApp } from '../../test/helpers';
import { JPEG, startClaimsApp } from '../claims/testkit';
import { INSURER_QUEUE_STATUSES } from './claims';
import { applyForCashless } from '../cashless/testkit';

/**
 * The insurer console's claims and cashless routes (docs/portals.md "Insurer") on SQLite and
 * PostgreSQL: the queue, per-line settlement, a supplement checklist, and an application's review.
 */
let t: TestApp;
let close: () => Promise<void>;
let assessor: string;
let lan: string;
beforeAll(async () => {
  ({ t, close } = await startClaimsApp());
  assessor = await t.login('assessor', 'Assessor2026');
  lan = await t.login('lan.tran', 'Lan2026pw');
});
afterAll(async () => close());

const act = (id: string, body: Record<string, unknown>) => t.post(`/api/insurer/claims/${id}/actions`, body, { token: assessor });

test('the queue: statuses with an insurer action, oldest waiting first, filters by status, amount and age', async () => {
  const queue = await t.get('/api/insurer/claims', { token: assessor });
  expect(queue.status).toBe(200);
  const waiting = queue.data.items.map((c: { waitingSince: string }) => c.waitingSince);
  expect(waiting).toEqual([...waiting].sort());
  expect(queue.data.items.every((c: { status: string }) => (INSURER_QUEUE_STATUSES as readonly string[]).includes(c.status))).toBe(true);
  expect(INSURER_QUEUE_STATUSES).not.toContain('draft');
  expect(INSURER_QUEUE_STATUSES).not.toContain('finished');
  const item = queue.data.items.find((c: { id: string }) => c.id === 'CL-2026-000204');
  expect(item).toMatchObject({ claimNo: 'CL-2026-000204', customerName: 'Trần Thị Lan', insuredName: 'Phạm Thị Hoa', status: 'processing', requestAmount: 1_270_000 });
  expect(item.waitingDays).toBeGreaterThanOrEqual(0);
  const processing = await t.get('/api/insurer/claims?status=processing&minAmount=1000000&maxAmount=1300000', { token: assessor });
  expect(processing.data.items.map((c: { id: string }) => c.id)).toContain('CL-2026-000204');
  expect(processing.data.items.every((c: { status: string; requestAmount: number }) => c.status === 'processing' && c.requestAmount >= 1_000_000 && c.requestAmount <= 1_300_000)).toBe(true);
  const old = await t.get('/api/insurer/claims?status=all&minAgeDays=3000&pageSize=5', { token: assessor });
  expect(old.data).toEqual({ items: [], nextCursor: null, total: 0, totalCapped: false });
});

test('claim details carry the actions allowed now; a supplement checklist with reasons and a deadline; per-line settlement', async () => {
  const id = 'CL-2026-000204';
  const detail = await t.get(`/api/insurer/claims/${id}`, { token: assessor });
  expect(detail.data.actions.sort()).toEqual(['cancel', 'deny', 'requestOriginals', 'requestRevision', 'requestSupplement', 'settle']);
  expect(detail.data.feeItems).toHaveLength(2);

  const noItems = await act(id, { action: 'requestSupplement', note: 'Documents missing' });
  expect([noItems.status, noItems.errors?.items]).toEqual([400, 'validation.claims.supplementItemsRequired']);
  const asked = await act(id, { action: 'requestSupplement', note: 'Documents missing', deadline: '2026-12-10', requestedItems: [{ code: 'invoice', reason: 'Original VAT invoice' }, { code: 'prescription', reason: { en: 'Signed prescription', vi: 'Đơn thuốc có chữ ký' } }] });
  expect(asked.status).toBe(200);
  expect(asked.data.status).toBe('supplement_requested');
  expect(asked.data.supplementItems.map((s: Record<string, unknown>) => [s.kind, s.reason, s.deadline])).toEqual([
    ['invoice', { en: 'Original VAT invoice', vi: 'Original VAT invoice' }, '2026-12-10'],
    ['prescription', { en: 'Signed prescription', vi: 'Đơn thuốc có chữ ký' }, '2026-12-10'],
  ]);
  expect(asked.data.actions).toEqual([]);
  expect((await act(id, { action: 'settle' })).msg).toBe('claims.transitionNotAllowed');

  // The customer answers; then the insurer settles line by line.
  const boundary = 'insurerboundary';
  const payload = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="invoice.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`), JPEG, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const uploaded = await t.app.inject({ method: 'POST', url: `/api/claims/${id}/documents?kind=invoice`, payload, headers: { token: lan, 'content-type': `multipart/form-data; boundary=${boundary}` } });
  const doc = uploaded.json().data;
  const items = asked.data.supplementItems as Array<{ id: number }>;
  expect((await t.post(`/api/claims/${id}/supplement`, { answers: items.map((i) => ({ itemId: i.id, documentIds: [doc.id] })) }, { token: lan })).data.status).toBe('processing');
  const file = await t.app.inject({ method: 'GET', url: `/api/insurer/claims/${id}/documents/${doc.id}`, headers: { token: assessor } });
  expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'image/jpeg']);
  expect((await t.get(`/api/insurer/claims/CL-2026-000203/documents/${doc.id}`, { token: assessor })).status).toBe(404);

  const [consult, medicine] = detail.data.feeItems as Array<{ id: number; name: string; amount: number }>;
  const unmatched = await act(id, { action: 'settle', lines: [{ feeItemId: consult.id, decision: 'approve', amount: consult.amount }, { feeItemId: medicine.id, decision: 'reduce', amount: 500_000 }], reimbursementAmount: 1 });
  expect([unmatched.status, unmatched.msg]).toEqual([400, 'error.unmatchedAmounts']);
  const settled = await act(id, { action: 'settle', note: 'Settled per the policy', lines: [{ feeItemId: consult.id, decision: 'approve', amount: consult.amount }, { feeItemId: medicine.id, decision: 'reduce', amount: 500_000, reason: 'Generic price' }] });
  expect(settled.status).toBe(200);
  expect(settled.data).toMatchObject({ status: 'settled', reimbursementAmount: consult.amount + 500_000, actions: ['approvePayment'] });
  expect(settled.data.feeItems.map((f: { decision: string; approvedAmount: number }) => [f.decision, f.approvedAmount])).toEqual([['approved', consult.amount], ['partial', 500_000]]);
  // The customer reads the fee line's name, not its row id.
  expect(settled.data.events.at(-1).note).toEqual({ en: `Settled per the policy\n${medicine.name}: Generic price`, vi: `Settled per the policy\n${medicine.name}: Generic price` });
  for (const action of ['approvePayment', 'markPaid', 'finish']) expect((await act(id, { action })).status).toBe(200);
  expect((await t.get(`/api/claims/${id}`, { token: lan })).data.status).toBe('finished');
});

test('deny needs a reason; a customer token is refused with -403', async () => {
  expect((await act('CL-2026-000201', { action: 'originalsReceived' })).data.status).toBe('processing');
  expect((await act('CL-2026-000201', { action: 'deny' })).errors).toEqual({ note: 'validation.claims.reasonRequired' });
  const refused = await t.post('/api/insurer/claims/CL-2026-000201/actions', { action: 'deny', note: 'x' }, { token: lan });
  expect([refused.status, refused.code, refused.msg]).toEqual([403, -403, 'error.roleForbidden']);
});

test('cashless review: the queue, an application with its ID photos, approve or reject with a reason', async () => {
  const user = await t.createUser();
  const token = await t.login(user.account, user.password);
  const applied = await applyForCashless(t, token, { idNumber: '001099000000', phone: '0900000000' });
  expect(applied.data?.status).toBe('pending');

  const queue = await t.get('/api/insurer/cashless?status=pending', { token: assessor });
  expect(queue.data.map((a: { userCode: string }) => a.userCode)).toContain(user.userCode);
  const detail = await t.get(`/api/insurer/cashless/${user.userCode}`, { token: assessor });
  expect(detail.data).toMatchObject({ userCode: user.userCode, fullName: 'Phạm Quốc Bảo', status: 'pending' });
  expect(detail.data.photos).toEqual(['id_front', 'id_back', 'portrait', 'signature'].map((kind) => ({ kind, url: `/api/insurer/cashless/${user.userCode}/photos/${kind}` })));
  const photo = await t.app.inject({ method: 'GET', url: detail.data.photos[0].url, headers: { token: assessor } });
  expect([photo.statusCode, photo.rawPayload.equals(JPEG)]).toEqual([200, true]);

  const noReason = await t.post(`/api/insurer/cashless/${user.userCode}/decision`, { decision: 'reject' }, { token: assessor });
  expect([noReason.status, noReason.errors]).toEqual([400, { reason: 'validation.required' }]);
  const rejected = await t.post(`/api/insurer/cashless/${user.userCode}/decision`, { decision: 'reject', reason: 'Ảnh mặt sau bị mờ' }, { token: assessor });
  expect(rejected.data).toMatchObject({ status: 'rejected', decisionNote: 'Ảnh mặt sau bị mờ', cashlessStatus: 'none' });
  expect((await t.post(`/api/insurer/cashless/${user.userCode}/decision`, { decision: 'approve' }, { token: assessor })).msg).toBe('error.cashlessAlreadyDecided');
  expect((await t.get('/api/cashless/status', { token })).data.rejection).toMatchObject({ reason: 'Ảnh mặt sau bị mờ' });
  expect((await t.get('/api/insurer/cashless/SC99999999', { token: assessor })).status).toBe(404);
});
