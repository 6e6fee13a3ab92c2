import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../config';
import type { TestApp } from '../../test/helpers';
import { runAssessor, type AssessorContext } from '../insurer';
import { JPEG, multipart, startClaimsApp } from './testkit';
import { SIGNATURE } from './submit-testkit';

jest.setTimeout(60_000);

let app: FastifyInstance;
let t: TestApp;
let close: () => Promise<void>;
let ctx: AssessorContext;
let demo: string;
let lan: string;
let assessor: string;

beforeAll(async () => {
  const started = await startClaimsApp();
  ({ app, t, close } = started);
  ctx = { db: t.db, dialect: t.dialect, config: loadConfig({ NODE_ENV: 'test' }, []) };
  [demo, lan, assessor] = [await t.login('demo', 'Demo2026'), await t.login('lan.tran', 'Lan2026pw'), await t.login('assessor', 'Assessor2026')];
});
afterAll(async () => close?.());

const call = (token: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, payload: payload as never, headers: token ? { token } : {} });

/** Runs one CLI command against the test database, capturing what it prints. */
async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAssessor(ctx, argv, (l) => out.push(l), (l) => err.push(l));
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const statusOf = async (id: string) => (await t.db.selectFrom('claims').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const eventsOf = (id: string) => t.db.selectFrom('claim_events').selectAll().where('claim_id', '=', id).orderBy('id').execute();
const messagesOf = (id: string) => t.db.selectFrom('messages').selectAll().where('link', '=', `#/claims/detail?id=${id}`).orderBy('id').execute();

describe('assessor CLI (command functions on a real database)', () => {
  test('list by status and by tab, show a claim', async () => {
    const byStatus = await cli('list', 'payment_failed');
    expect(byStatus.code).toBe(0);
    expect(byStatus.out).toContain('CL-2026-000203');
    expect(byStatus.out).not.toContain('CL-2026-000204');
    const byTab = await cli('list', 'completed');
    expect(byTab.out).toMatch(/CL-2026-000106\s+paid/);
    const shown = await cli('show', 'CL-2026-000102');
    expect(shown.out).toContain('fee items:');
    expect(shown.out).toContain('draft → processing');
    expect((await cli('list', 'nonsense')).code).toBe(1);
    expect((await cli('bogus')).code).toBe(2);
  });

  test('supplement with named items → message; settle per line → pay → finish, each stored with actor, time and note', async () => {
    const id = 'CL-2026-000102';
    const before = (await messagesOf(id)).length;
    // The first item in both languages, the second in one: shown in both.
    const sup = await cli('supplement', id, '--item', 'Lab results|Blood test not attached|2026-12-31|medical_record', '--item-vi', 'Kết quả xét nghiệm|Thiếu xét nghiệm máu', '--item', 'Prescription|Unreadable');
    expect(sup).toMatchObject({ code: 0, out: `${id} → supplement_requested` });
    const items = await t.db.selectFrom('claim_supplement_items').selectAll().where('claim_id', '=', id).orderBy('id').execute();
    expect(items.map((i) => [i.name_en, i.name_vi, i.kind, i.reason_en, i.reason_vi, i.deadline])).toEqual([
      ['Lab results', 'Kết quả xét nghiệm', 'medical_record', 'Blood test not attached', 'Thiếu xét nghiệm máu', '2026-12-31'],
      ['Prescription', 'Prescription', 'other', 'Unreadable', 'Unreadable', null],
    ]);
    const asked = (await messagesOf(id)).at(-1)!;
    expect((await messagesOf(id)).length).toBe(before + 1);
    // Without --note, the items are the note, each language's message with its own.
    expect(asked.body_en).toMatch(/\nLab results: Blood test not attached; Prescription: Unreadable$/);
    expect(asked.body_vi).toMatch(/\nKết quả xét nghiệm: Thiếu xét nghiệm máu; Prescription: Unreadable$/);
    expect((await cli('show', id)).out).toContain('Lab results | vi: Kết quả xét nghiệm (medical_record)  Blood test not attached | vi: Thiếu xét nghiệm máu');

    // The customer answers (API), then the insurer settles the lines one by one.
    const form = multipart('lab.jpg', JPEG, 'image/jpeg');
    const doc = (await app.inject({ method: 'POST', url: `/api/claims/${id}/documents?kind=medical_record`, payload: form.payload, headers: { ...form.headers, token: demo } })).json().data.id;
    const answered = await call(demo, 'POST', `/claims/${id}/supplement`, { answers: items.map((i) => ({ itemId: i.id, documentIds: [doc] })) });
    expect(answered.json().data.status).toBe('processing');

    const fees = await t.db.selectFrom('claim_fee_items').select(['id', 'amount']).where('claim_id', '=', id).orderBy('position').execute();
    const wrong = await cli('settle', id, '--line', `${fees[0].id}=approved`, '--amount', '1');
    expect(wrong.code).toBe(1);
    expect(wrong.err).toContain('error.unmatchedAmounts');
    const settled = await cli('settle', id, '--line', `${fees[0].id}=approved`, '--line', `${fees[1].id}=rejected`, '--line', `${fees[2].id}=100000`, '--note', 'Partly covered');
    expect(settled.code).toBe(0);
    const approved = Number(fees[0].amount) + 100_000;
    const claim = await t.db.selectFrom('claims').select(['status', 'reimbursement_amount']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(claim).toMatchObject({ status: 'settled' });
    expect(Number(claim.reimbursement_amount)).toBe(approved);
    const decided = await t.db.selectFrom('claim_fee_items').select(['decision', 'approved_amount']).where('claim_id', '=', id).orderBy('position').execute();
    expect(decided.map((d) => [d.decision, Number(d.approved_amount)])).toEqual([['approved', Number(fees[0].amount)], ['rejected', 0], ['partial', 100_000]]);

    expect((await cli('payment-failed', id)).code).toBe(1); // settled → payment_failed is not a transition
    for (const step of [['approve-payment', id], ['payment-failed', id, 'Account', 'closed', '--note-vi', 'Tài khoản đã đóng'], ['retry-payment', id], ['paid', id, 'Paid to VCB'], ['finish', id]]) {
      const r = await cli(...step);
      expect([step[0], r.code, r.err]).toEqual([step[0], 0, '']);
    }
    expect(await statusOf(id)).toBe('finished');
    const events = await eventsOf(id);
    const insurerUser = await t.db.selectFrom('users').select('id').where('account', '=', 'assessor').executeTakeFirstOrThrow();
    expect(events.slice(-7).map((e) => [e.to_status, e.actor_role, e.note_en, e.note_vi])).toEqual([
      ['processing', 'customer', null, null],
      ['settled', 'insurer', 'Partly covered', 'Partly covered'],
      ['to_be_paid', 'insurer', null, null],
      ['payment_failed', 'insurer', 'Account closed', 'Tài khoản đã đóng'],
      ['to_be_paid', 'insurer', null, null],
      ['paid', 'insurer', 'Paid to VCB', 'Paid to VCB'],
      ['finished', 'insurer', null, null],
    ]);
    expect(events.filter((e) => e.actor_role === 'insurer').every((e) => e.actor_user_id === insurerUser.id && /^\d{4}-\d{2}-\d{2}T/.test(e.created_at))).toBe(true);
    const titles = (await messagesOf(id)).map((m) => m.title_en);
    expect(titles).toEqual(expect.arrayContaining([`Claim ${id} settled`, `Claim ${id}: payment unsuccessful`, `Claim ${id} paid`, `Claim ${id} finished`]));
  });

  test('originals received: back to processing, and the customer is told the assessment goes on (not "received" again)', async () => {
    const id = 'CL-2026-000201';
    expect(await cli('originals-received', id)).toMatchObject({ code: 0, out: `${id} → processing` });
    const last = (await messagesOf(id)).at(-1);
    expect(last?.title_en).toBe(`Claim ${id} is being assessed again`);
    expect(last?.title_vi).toBe(`Hồ sơ ${id} đang được thẩm định lại`);
  });

  test('deny and revise need a reason; a finished claim cannot move', async () => {
    const noReason = await cli('deny', 'CL-2026-000204');
    expect(noReason).toMatchObject({ code: 1 });
    expect(noReason.err).toContain('validation.claims.reasonRequired');
    expect((await cli('revise', 'CL-2026-000107', 'late')).err).toContain('claims.transitionNotAllowed');
    expect((await cli('show', 'CL-2026-999999')).err).toContain('claims.notFound');
  });
});

async function uploadDraft(token: string, kind: string) {
  const form = multipart(`${kind}.jpg`, JPEG, 'image/jpeg');
  return (await app.inject({ method: 'POST', url: `/api/claims/drafts/current/documents?kind=${kind}`, payload: form.payload, headers: { ...form.headers, token } })).json().data.id as string;
}

/** The claim's detail turned back into a wizard body, as the revise flow sends it. */
async function bodyFrom(token: string, id: string) {
  const c = (await call(token, 'GET', `/claims/${id}`)).json().data;
  const opts = (await call(token, 'GET', '/claims/form-options')).json().data;
  const insured = opts.insured.find((p: { fullName: string }) => p.fullName === c.insuredName);
  return {
    insuredId: insured.id,
    idType: c.idType,
    idNumber: c.idNumber,
    policyIds: c.policies.map((p: { id: number }) => p.id),
    riskDate: c.riskDate,
    claimType: c.claimType,
    treatment: c.treatment,
    diagnosis: c.diagnosis,
    requestAmount: c.requestAmount,
    feeItems: c.feeItems.map((f: { name: string; quantity: number; type: string; unitPrice: number; amount: number }) => ({ name: f.name, quantity: f.quantity, type: f.type, unitPrice: f.unitPrice, amount: f.amount })),
    documentIds: c.documents.map((d: { id: string }) => d.id),
    bankCode: c.payee.bankCode,
    branch: c.payee.branch,
    provinceCode: c.payee.provinceCode,
    accountName: c.payee.accountName,
    accountNumber: c.payee.accountNumber,
    claimant: c.payee.claimant,
    email: c.payee.email,
    telephone: c.payee.telephone,
    relationship: c.payee.relationship,
  };
}

describe('customer actions: revise and new bank details', () => {
  const PAYEE = { bankCode: 'VCB', branch: 'Chi nhánh Hà Nội', provinceCode: '01', accountName: 'Trần Thị Lan', accountNumber: '0011002233', claimant: 'Trần Thị Lan', email: 'lan.tran@sencare.vn', telephone: '0903456789', relationship: 'self' };

  test('revise (to_be_revised → processing): owner only, state machine enforced, documents checked', async () => {
    const id = 'CL-2026-000104';
    const body = await bodyFrom(demo, id);
    expect((await call(lan, 'POST', `/claims/${id}/revision`, body)).statusCode).toBe(404);
    // A customer route: the insurer's role is refused before anything is looked up (src/http/roles.ts).
    expect((await call(assessor, 'POST', `/claims/${id}/revision`, body)).statusCode).toBe(403);
    expect((await call(null, 'POST', `/claims/${id}/revision`, body)).json().code).toBe(-93);
    expect((await call(demo, 'POST', `/claims/${id}/revision`, { ...body, feeItems: [] })).statusCode).toBe(400);
    const incomplete = await call(demo, 'POST', `/claims/${id}/revision`, body);
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().errors).toEqual({ documentIds: 'validation.claims.documentsIncomplete' });

    const docs = [await uploadDraft(demo, 'invoice'), await uploadDraft(demo, 'prescription'), await uploadDraft(demo, 'accident_report')];
    const revised = await call(demo, 'POST', `/claims/${id}/revision`, { ...body, documentIds: docs, accountName: 'Nguyễn Ngọc Hân', diagnosis: 'Bong gân cổ chân trái (S93.4)', signature: SIGNATURE });
    expect(revised.statusCode).toBe(200);
    const d = revised.json().data;
    expect(d).toMatchObject({ status: 'processing', diagnosis: 'Bong gân cổ chân trái (S93.4)', payee: { accountName: 'NGUYEN NGOC HAN' } });
    expect(d.documents).toHaveLength(3);
    expect(d.signature).toMatch(/^data:image\/png;base64,/);
    expect(d.events.at(-1)).toMatchObject({ from: 'to_be_revised', to: 'processing', actorRole: 'customer' });
    // Once processing, a second revision is refused.
    expect((await call(demo, 'POST', `/claims/${id}/revision`, { ...body, documentIds: docs })).statusCode).toBe(409);
  });

  test('bank details (payment_failed → to_be_paid): only the owner, only after a failed payment', async () => {
    expect((await call(demo, 'POST', '/claims/CL-2026-000203/bank-details', PAYEE)).statusCode).toBe(404);
    expect((await call(assessor, 'POST', '/claims/CL-2026-000203/bank-details', PAYEE)).statusCode).toBe(403);
    expect((await call(lan, 'POST', '/claims/CL-2026-000202/bank-details', PAYEE)).statusCode).toBe(409);
    const bad = await call(lan, 'POST', '/claims/CL-2026-000203/bank-details', { ...PAYEE, accountNumber: '12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ accountNumber: 'validation.claims.accountNumberInvalid' });
    const before = (await messagesOf('CL-2026-000203')).length;
    const res = await call(lan, 'POST', '/claims/CL-2026-000203/bank-details', PAYEE);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'to_be_paid', payee: { bankCode: 'VCB', accountNumber: '0011002233', accountName: 'TRAN THI LAN' } });
    expect(res.json().data.events.at(-1)).toMatchObject({ from: 'payment_failed', to: 'to_be_paid', actorRole: 'customer' });
    expect((await messagesOf('CL-2026-000203')).length).toBe(before + 1);
  });

  test('the customer cannot use the insurer actions route; the insurer can', async () => {
    const res = await call(lan, 'POST', '/insurer/claims/CL-2026-000202/actions', { action: 'markPaid' });
    expect([res.statusCode, res.json().code]).toEqual([403, -403]);
    expect(await statusOf('CL-2026-000202')).toBe('to_be_paid');
    const items = await call(assessor, 'POST', '/insurer/claims/CL-2026-000204/actions', { action: 'requestSupplement', note: 'x', requestedItems: [{ code: 'other', name: 'Invoice', reason: 'Missing' }], deadline: '2099-12-31' });
    expect(items.json().data.supplementItems).toEqual([expect.objectContaining({ name: { en: 'Invoice', vi: 'Invoice' }, kind: 'other', reason: { en: 'Missing', vi: 'Missing' }, answeredAt: null })]);
  });
});
