import { addCalendarDays, todayIso } from '@sencare/shared/rules';
import type { TestApp } from '../../test/helpers';
import { startClaimsApp } from '../claims/testkit';
import { admission, balances, DEMO_CARD, DEMO_DOB, MOTHER_CARD, MOTHER_DOB, tokens } from './testkit';

/** Each refusal of the GOP rules (docs/portals.md), parallel transitions, documents; SQLite and PostgreSQL. */
let t: TestApp;
let close: () => Promise<void>;
let tk: Awaited<ReturnType<typeof tokens>>;
beforeAll(async () => {
  // Its documents in a scratch folder of its own (claims/testkit.ts), not the repository's data/uploads.
  ({ t, close } = await startClaimsApp());
  tk = await tokens(t);
});
afterAll(async () => close());

const create = async (over: Record<string, unknown> = {}) => {
  const res = await t.post('/api/provider/gops', admission(over), { token: tk.choRay });
  if (res.status !== 200) throw new Error(res.raw);
  return res.data as { id: number; caseNo: string };
};
const act = (id: number, token: string, role: 'provider' | 'insurer', body: Record<string, unknown>) => t.post(`/api/${role}/gops/${id}/actions`, body, { token });
const asInsurer = (id: number, body: Record<string, unknown>) => act(id, tk.assessor, 'insurer', body);
const asProvider = (id: number, body: Record<string, unknown>) => act(id, tk.choRay, 'provider', body);
const brief = (r: { status: number; code: number; msg: string; errors?: Record<string, string> }) => ({ status: r.status, code: r.code, msg: r.msg, errors: r.errors });

test('create: cashless not active, card not in force, unknown card, unknown benefit, bad amounts', async () => {
  // demo's own card with his date of birth: his cashless is not active.
  expect(brief(await t.post('/api/provider/gops', admission({ cardNumber: DEMO_CARD, dob: DEMO_DOB }), { token: tk.choRay }))).toMatchObject({ status: 409, msg: 'gop.errors.noCashless' });
  expect(brief(await t.post('/api/provider/gops', admission({ cardNumber: 'SC9999999999' }), { token: tk.choRay }))).toMatchObject({ status: 404, code: -404, msg: 'gop.errors.patientNotFound' });
  expect(brief(await t.post('/api/provider/gops', admission({ benefitCode: 'MATERNITY' }), { token: tk.choRay }))).toMatchObject({ status: 400, msg: 'gop.errors.benefitNotFound', errors: { benefitCode: 'gop.errors.benefitNotFound' } });
  expect((await t.post('/api/provider/gops', admission({ estimatedAmount: 0 }), { token: tk.choRay })).status).toBe(400);
  expect((await t.post('/api/provider/gops', admission({ admissionDate: '20-11-2026' }), { token: tk.choRay })).status).toBe(400);
  // As the hospital's form says: the evening before a planned admission at the earliest, by the day in Vietnam.
  const tomorrow = addCalendarDays(todayIso(), 1);
  expect(brief(await t.post('/api/provider/gops', admission({ admissionDate: addCalendarDays(tomorrow, 1) }), { token: tk.choRay }))).toMatchObject({ status: 400, errors: { admissionDate: 'validation.admissionDateFuture' } });
  const planned = await t.post('/api/provider/gops', admission({ admissionDate: tomorrow }), { token: tk.choRay });
  expect([planned.status, planned.data?.admissionDate]).toEqual([200, tomorrow]);
  // The card stops being in force: the same refusal as no cashless.
  await t.db.updateTable('ecards').set({ status: 'invalid' }).where('card_number', '=', MOTHER_CARD).execute();
  expect(brief(await t.post('/api/provider/gops', admission({ cardNumber: MOTHER_CARD, dob: MOTHER_DOB }), { token: tk.choRay }))).toMatchObject({ status: 409, msg: 'gop.errors.noCashless' });
  await t.db.updateTable('ecards').set({ status: 'effective' }).where('card_number', '=', MOTHER_CARD).execute();
  expect((await t.post('/api/provider/gops', admission({ cardNumber: MOTHER_CARD, dob: MOTHER_DOB }), { token: tk.choRay })).data.patientName).toBe('Phạm Thị Hoa');
});

test('"Return reason required", reasons for decline and cancel, amounts within the bill', async () => {
  const gop = await create();
  expect(brief(await asInsurer(gop.id, { action: 'return' }))).toEqual({ status: 400, code: 400, msg: 'gop.errors.returnReasonRequired', errors: { note: 'gop.errors.returnReasonRequired' } });
  expect(brief(await asInsurer(gop.id, { action: 'return', note: '   ' }))).toMatchObject({ msg: 'gop.errors.returnReasonRequired' });
  expect(brief(await asInsurer(gop.id, { action: 'decline' }))).toMatchObject({ status: 400, msg: 'gop.errors.reasonRequired' });
  expect(brief(await asInsurer(gop.id, { action: 'assess' }))).toMatchObject({ status: 400, errors: { guaranteedAmount: 'gop.errors.guaranteedAmountRequired' } });
  expect(brief(await asInsurer(gop.id, { action: 'assess', guaranteedAmount: 30_000_001 }))).toMatchObject({ status: 400, errors: { guaranteedAmount: 'gop.errors.guaranteeAboveBill' } });
  // The provider cannot take the insurer's actions, nor skip ahead.
  expect((await asProvider(gop.id, { action: 'assess', guaranteedAmount: 1 })).status).toBe(400);
  expect(brief(await asProvider(gop.id, { action: 'final_submit', finalBillAmount: 1, dischargeDate: '2026-11-25' }))).toMatchObject({ status: 409, msg: 'gop.errors.transitionNotAllowed' });
  expect((await asInsurer(gop.id, { action: 'assess', guaranteedAmount: 30_000_000 })).data.status).toBe('assessed');
  expect(brief(await asProvider(gop.id, { action: 'cancel' }))).toMatchObject({ status: 400, msg: 'gop.errors.reasonRequired' });
  expect(brief(await asProvider(gop.id, { action: 'final_submit', finalBillAmount: 1 }))).toMatchObject({ status: 400, errors: { dischargeDate: 'gop.errors.dischargeDateRequired' } });
  expect(brief(await asProvider(gop.id, { action: 'final_submit', finalBillAmount: 1, dischargeDate: '2026-11-01' }))).toMatchObject({ status: 400, errors: { dischargeDate: 'gop.errors.dischargeBeforeAdmission' } });
  expect((await asProvider(gop.id, { action: 'final_submit', finalBillAmount: 25_000_000, dischargeDate: '2026-11-24' })).data.status).toBe('final_submission');
  // A final submission can be returned too; the reply goes back to it with a corrected bill.
  expect((await asInsurer(gop.id, { action: 'return', note: 'Itemised bill missing' })).data).toMatchObject({ status: 'to_be_replied', returnedFrom: 'final_submission' });
  expect((await asProvider(gop.id, { action: 'reply', note: 'Attached', finalBillAmount: 24_000_000 })).data).toMatchObject({ status: 'final_submission', finalBillAmount: 24_000_000 });
  expect(brief(await asInsurer(gop.id, { action: 'final_approve', payableAmount: 24_000_001 }))).toMatchObject({ status: 400, errors: { payableAmount: 'gop.errors.payableAboveBill' } });
});

test('"Please check unmatched amounts or claim decisions": the conclusion must match the payable amount', async () => {
  const gop = await create();
  await asInsurer(gop.id, { action: 'assess', guaranteedAmount: 20_000_000 });
  await asProvider(gop.id, { action: 'final_submit', finalBillAmount: 20_000_000, dischargeDate: '2026-11-22' });
  await asInsurer(gop.id, { action: 'final_approve', payableAmount: 20_000_000 });
  const before = await balances(t);
  for (const body of [{ conclusion: 'partially_pay' }, { conclusion: 'decline' }, { conclusion: 'fully_pay', payableAmount: 19_000_000 }]) {
    expect(brief(await asInsurer(gop.id, { action: 'conclude', ...body }))).toMatchObject({ status: 400, code: 400, msg: 'error.unmatchedAmounts' });
  }
  expect(brief(await asInsurer(gop.id, { action: 'conclude' }))).toMatchObject({ status: 400, errors: { conclusion: 'gop.errors.conclusionRequired' } });
  expect(await balances(t)).toEqual(before);
  expect((await asInsurer(gop.id, { action: 'conclude', conclusion: 'fully_pay' })).data).toMatchObject({ status: 'concluded', customerPays: 0 });
  expect(await balances(t)).toEqual({ remaining: before.remaining - 20_000_000, used: before.used + 20_000_000 });
});

test('decline → resubmit (same case number, a new round); withdraw → resubmit; PDFs only when due', async () => {
  const gop = await create();
  const pdf = (kind: string) => t.get(`/api/provider/gops/${gop.id}/${kind}.pdf`, { token: tk.choRay });
  expect(brief(await pdf('letter'))).toMatchObject({ status: 409, msg: 'gop.errors.documentNotReady' });
  expect((await asInsurer(gop.id, { action: 'decline', note: 'Pre-existing condition' })).data.status).toBe('declined');
  expect((await pdf('decision')).status).toBe(200);
  const again = await asProvider(gop.id, { action: 'resubmit', estimatedAmount: 12_000_000 });
  expect(again.data).toMatchObject({ status: 'pending', caseNo: gop.caseNo, estimatedAmount: 12_000_000, guaranteedAmount: null });
  expect((await asProvider(gop.id, { action: 'withdraw', note: 'Patient transferred' })).data.status).toBe('withdrawn');
  expect((await asProvider(gop.id, { action: 'resubmit' })).data.status).toBe('pending');
  expect(brief(await pdf('decision'))).toMatchObject({ status: 409, msg: 'gop.errors.documentNotReady' });
  // Terminal: nothing more.
  const row = await t.db.selectFrom('gops').select('round').where('id', '=', gop.id).executeTakeFirstOrThrow();
  expect(Number(row.round)).toBe(3);
});

test('parallel requests never apply a transition twice', async () => {
  const gop = await create();
  const results = await Promise.all([1, 2, 3, 4].map((i) => asInsurer(gop.id, { action: 'assess', guaranteedAmount: i * 1_000_000 })));
  expect(results.filter((r) => r.status === 200)).toHaveLength(1);
  expect(results.filter((r) => r.status !== 200).map((r) => r.msg).every((m) => m === 'error.assessmentChanged' || m === 'gop.errors.transitionNotAllowed')).toBe(true);
  await asProvider(gop.id, { action: 'final_submit', finalBillAmount: 10_000_000, dischargeDate: '2026-11-22' });
  await asInsurer(gop.id, { action: 'final_approve', payableAmount: 1_000_000 });
  const before = await balances(t);
  const concluded = await Promise.all([1, 2, 3].map(() => asInsurer(gop.id, { action: 'conclude', conclusion: 'partially_pay' })));
  expect(concluded.filter((r) => r.status === 200)).toHaveLength(1);
  expect(await balances(t)).toEqual({ remaining: before.remaining - 1_000_000, used: before.used + 1_000_000 });
  const events = await t.db.selectFrom('gop_events').select('action').where('gop_id', '=', gop.id).execute();
  expect(events.map((e) => e.action)).toEqual(['create', 'assess', 'final_submit', 'final_approve', 'conclude']);
});

test('bill documents: multipart with a kind, read back by the provider and the insurer, refused when not a document', async () => {
  const gop = await create();
  const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
  const boundary = 'gopboundary';
  const body = (kind: string, bytes: Buffer) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="hoá đơn.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
  const upload = (kind: string, bytes: Buffer, token = tk.choRay) => t.app.inject({ method: 'POST', url: `/api/provider/gops/${gop.id}/documents`, headers: { token, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body(kind, bytes) });
  const res = await upload('bill', pdfBytes);
  expect(res.statusCode).toBe(200);
  const doc = res.json().data;
  expect(doc).toMatchObject({ kind: 'bill', name: 'hoá đơn.pdf', size: pdfBytes.length });
  expect((await upload('nonsense', pdfBytes)).statusCode).toBe(400);
  expect((await upload('bill', Buffer.from('just some text, not a document'))).statusCode).toBe(415);
  expect((await t.post(`/api/provider/gops/${gop.id}/documents`, { kind: 'bill' }, { token: tk.choRay })).status).toBe(415);
  // Another provider's staff: not found.
  expect((await upload('bill', pdfBytes, tk.fv)).statusCode).toBe(404);
  for (const [role, token] of [['provider', tk.choRay], ['insurer', tk.assessor]] as const) {
    const file = await t.app.inject({ method: 'GET', url: `/api/${role}/gops/${gop.id}/documents/${doc.id}`, headers: { token } });
    expect([file.statusCode, file.headers['content-type'], file.rawPayload.equals(pdfBytes)]).toEqual([200, 'application/pdf', true]);
  }
  expect((await t.get(`/api/insurer/gops/${gop.id}`, { token: tk.assessor })).data.documents).toEqual([doc]);
});
