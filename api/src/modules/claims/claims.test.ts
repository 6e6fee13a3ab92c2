import type { FastifyInstance } from 'fastify';
import { JPEG, PDF, multipart, startClaimsApp } from './testkit';
import type { TestApp } from '../../test/helpers';
import { sniffMime } from './files';
import { SIGNATURE } from './submit-testkit';

jest.setTimeout(60_000);

let app: FastifyInstance;
let t: TestApp;
let close: () => Promise<void>;
let demo: string;
let lan: string;
let assessor: string;

beforeAll(async () => {
  const started = await startClaimsApp();
  app = started.app;
  t = started.t;
  close = started.close;
  [demo, lan, assessor] = [await t.login('demo', 'Demo2026'), await t.login('lan.tran', 'Lan2026pw'), await t.login('assessor', 'Assessor2026')];
});
afterAll(async () => close?.());

const call = (token: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) =>
  app.inject({ method, url: `/api${url}`, payload: payload as never, headers: { ...(token ? { token } : {}), ...headers } });

async function upload(token: string, kind: string, content = JPEG, name = 'photo.jpg') {
  const { payload, headers } = multipart(name, content, 'image/jpeg');
  return app.inject({ method: 'POST', url: `/api/claims/drafts/current/documents?kind=${kind}`, payload, headers: { ...headers, token } });
}

async function options(token: string) {
  return (await call(token, 'GET', '/claims/form-options')).json().data;
}

async function validClaim(token: string, overrides: Record<string, unknown> = {}) {
  const opts = await options(token);
  const insured = opts.insured.find((p: { policies: unknown[] }) => p.policies.length);
  const policy = insured.policies.find((p: { status: string }) => p.status === 'effective') ?? insured.policies[0];
  const docs = [(await upload(token, 'invoice')).json().data.id, (await upload(token, 'prescription')).json().data.id];
  return {
    insuredId: insured.id,
    idType: insured.idType,
    idNumber: insured.idNumber,
    policyIds: [policy.id],
    riskDate: '2026-11-20',
    claimType: 'illness',
    treatment: 'outpatient',
    diagnosis: 'Cúm mùa',
    requestAmount: 900_000,
    feeItems: [
      { name: 'Khám', quantity: 1, type: 'consultation', unitPrice: 300_000, amount: 300_000 },
      { name: 'Thuốc', quantity: 2, type: 'medicine', unitPrice: 300_000, amount: 600_000 },
    ],
    documentIds: docs,
    bankCode: opts.banks[0].code,
    branch: 'Hà Nội',
    provinceCode: opts.provinces[0].code,
    accountName: 'Nguyễn Văn An',
    accountNumber: '0011223344',
    claimant: 'Nguyễn Văn An',
    email: 'demo@sencare.vn',
    telephone: '0912345678',
    relationship: 'self',
    // docs/requirements.md §5: a new claim is signed (shared/src/rules/claims.ts claimSubmitSchema).
    signature: SIGNATURE,
    ...overrides,
  };
}

describe('claims API: access', () => {
  test.each([
    ['GET', '/claims'],
    ['GET', '/claims/summary'],
    ['GET', '/claims/CL-2026-000102'],
    ['POST', '/claims'],
    ['GET', '/claims/drafts/current'],
  ] as const)('%s %s without a token → -93', async (method, url) => {
    const res = await call(null, method, url, method === 'POST' ? {} : undefined);
    expect(res.json().code).toBe(-93);
  });

  test('tabs follow the documented status mapping and show only my claims', async () => {
    const ids = async (tab: string) => (await call(demo, 'GET', `/claims?tab=${tab}&pageSize=50`)).json().data.items.map((c: { id: string; status: string }) => `${c.id}:${c.status}`);
    expect(await ids('in_progress')).toEqual(expect.arrayContaining(['CL-2026-000102:processing', 'CL-2026-000105:settled']));
    expect(await ids('submission')).toEqual(expect.arrayContaining(['CL-2026-000103:supplement_requested', 'CL-2026-000104:to_be_revised']));
    expect(await ids('completed')).toEqual(expect.arrayContaining(['CL-2026-000106:paid', 'CL-2026-000107:finished', 'CL-2026-000108:denied', 'CL-2026-000109:cancelled']));
    const all = [...(await ids('in_progress')), ...(await ids('submission')), ...(await ids('completed'))].join();
    expect(all).not.toContain('CL-2026-0002');
    expect(all).not.toContain('CL-2026-000101'); // a draft is nobody's business but the wizard's
  });

  test('search by claim id and paging', async () => {
    const res = (await call(demo, 'GET', '/claims?tab=completed&q=000107')).json().data;
    expect(res.items.map((c: { id: string }) => c.id)).toEqual(['CL-2026-000107']);
    const page = (await call(demo, 'GET', '/claims?tab=completed&pageSize=2&page=1')).json().data;
    expect(page.items).toHaveLength(2);
    expect(page.hasMore).toBe(true);
  });

  test.each([
    ['tab=bogus'],
    ['page=0'],
    ['pageSize=500'],
    ['page=abc'],
  ])('bad list query %s → 400', async (qs) => {
    const res = await call(demo, 'GET', `/claims?${qs}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(400);
  });

  test("another user's claim is not found, never shown", async () => {
    const res = await call(demo, 'GET', '/claims/CL-2026-000201');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Tăng huyết áp');
    expect((await call(lan, 'GET', '/claims/CL-2026-000201')).json().data.status).toBe('waiting_originals');
  });

  test('details hold fee items with decisions, the timeline and the policies', async () => {
    const d = (await call(demo, 'GET', '/claims/CL-2026-000105')).json().data;
    expect(d.feeItems[0].decision).toMatch(/approved|partial/);
    expect(d.events.map((e: { to: string }) => e.to)).toEqual(['processing', 'settled']);
    expect(d.policies[0].policyNo).toBe('SCH-2026-000451');
  });

  test('summary counts open and all claims', async () => {
    const s = (await call(demo, 'GET', '/claims/summary')).json().data;
    expect(s.open).toBeGreaterThanOrEqual(4);
    expect(s.total).toBeGreaterThan(s.open);
  });
});

describe('claims API: uploads', () => {
  test('magic bytes decide, not the name', async () => {
    expect(sniffMime(JPEG)).toBe('image/jpeg');
    expect(sniffMime(PDF)).toBe('application/pdf');
    expect(sniffMime(Buffer.from('<html>hello</html>'))).toBeNull();
    const fake = await upload(demo, 'invoice', Buffer.from('MZ this is an exe'), 'invoice.jpg');
    expect(fake.statusCode).toBe(415);
    expect(fake.json().msg).toBe('claims.fileType');
  });

  test('a stored file gets a receipt and is served only to its owner', async () => {
    const res = await upload(demo, 'invoice', PDF, 'hoá đơn.pdf');
    const receipt = res.json().data;
    expect(receipt).toMatchObject({ name: 'hoá đơn.pdf', size: PDF.length, mime: 'application/pdf' });
    expect(receipt.sha256).toMatch(/^[0-9a-f]{64}$/);
    const mine = await call(demo, 'GET', `/claims/files/${receipt.id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect((await call(lan, 'GET', `/claims/files/${receipt.id}`)).statusCode).toBe(404);
    expect((await call(demo, 'DELETE', `/claims/drafts/current/documents/${receipt.id}`)).json().code).toBe(0);
    expect((await call(demo, 'GET', `/claims/files/${receipt.id}`)).statusCode).toBe(404);
  });
});

describe('claims API: drafts', () => {
  test('a draft saved on one device is there on the next, until discarded', async () => {
    expect((await call(lan, 'PUT', '/claims/drafts/current', { step: 1, values: { diagnosis: 'Ho' }, baseVersion: 0 })).json().code).toBe(0);
    const other = await t.login('lan.tran', 'Lan2026pw');
    expect((await call(other, 'GET', '/claims/drafts/current')).json().data).toMatchObject({ step: 1, values: { diagnosis: 'Ho' } });
    expect((await call(other, 'PUT', '/claims/drafts/current', { values: 'x' })).statusCode).toBe(400);
    await call(other, 'DELETE', '/claims/drafts/current');
    expect((await call(lan, 'GET', '/claims/drafts/current')).json().data).toBeNull();
  });
});

describe('claims API: submit', () => {
  test.each([
    ['empty body', {}, 'insuredId'],
    ['amounts that do not add up', { requestAmount: 1_000_000 }, 'feeItems'],
    ['bad ID number', { idNumber: '12' }, 'idNumber'],
    ['future risk date', { riskDate: '2999-01-01' }, 'riskDate'],
    ['two emails', { email: 'a@b.vn;c@d.vn' }, 'email'],
    ['unknown field', { status: 'paid' }, 'status'],
    ['string amount', { requestAmount: 'lots' }, 'requestAmount'],
  ])('%s → 400 naming the field', async (_name, change, field) => {
    const body = _name === 'empty body' ? {} : { ...(await validClaim(demo)), ...change };
    const res = await call(demo, 'POST', '/claims', body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toContain(field);
  });

  test('idempotent: a retry replays, another body with the same key is refused, duplicates need a yes', async () => {
    const body = await validClaim(demo, { requestAmount: 900_000 });
    const first = await call(demo, 'POST', '/claims', body, { 'idempotency-key': 'key-aaaaaaaa-1' });
    expect(first.json()).toMatchObject({ code: 0, data: { status: 'processing' } });
    const claimId = first.json().data.claimId;
    const again = await call(demo, 'POST', '/claims', body, { 'idempotency-key': 'key-aaaaaaaa-1' });
    expect(again.json().data.claimId).toBe(claimId);
    const other = await call(demo, 'POST', '/claims', { ...body, diagnosis: 'Khác' }, { 'idempotency-key': 'key-aaaaaaaa-1' });
    expect(other.statusCode).toBe(422);
    expect(other.json().msg).toBe('claims.idempotencyMismatch');

    const d = (await call(demo, 'GET', `/claims/${claimId}`)).json().data;
    expect(d.documents).toHaveLength(2);
    expect(d.payee.accountName).toBe('NGUYEN VAN AN');
    expect(d.events.map((e: { to: string }) => e.to)).toEqual(['processing']);

    const dupBody = await validClaim(demo, { requestAmount: 900_000 });
    const dup = await call(demo, 'POST', '/claims', dupBody, { 'idempotency-key': 'key-bbbbbbbb-1' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().msg).toBe('claims.duplicate');
    const yes = await call(demo, 'POST', '/claims', { ...dupBody, confirmDuplicate: true }, { 'idempotency-key': 'key-bbbbbbbb-2' });
    expect(yes.json().code).toBe(0);
  });

  test('a policy not effective on the risk date, or within its waiting period → requirement not met', async () => {
    const before = await call(demo, 'POST', '/claims', await validClaim(demo, { riskDate: '2024-06-01' }));
    expect(before.json().msg).toBe('error.requirementNotMet');
    const waiting = await call(demo, 'POST', '/claims', await validClaim(demo, { riskDate: '2026-01-05' }));
    expect(waiting.json().msg).toBe('error.requirementNotMet');
  });

  test('documents must be complete for the claim type', async () => {
    const body = await validClaim(demo, { treatment: 'inpatient' });
    const res = await call(demo, 'POST', '/claims', body);
    expect(res.json().errors.documentIds).toBe('validation.claims.documentsIncomplete');
  });

  test('at most 10 open claims', async () => {
    let last;
    for (let i = 0; i < 12; i += 1) {
      last = await call(demo, 'POST', '/claims', await validClaim(demo, { requestAmount: 900_000, confirmDuplicate: true }));
      if (last.json().code !== 0) break;
    }
    expect(last!.json().msg).toBe('error.maxClaims');
    expect((await call(demo, 'GET', '/claims/summary')).json().data.open).toBe(10);
  });
});

describe('claims API: the insurer', () => {
  test("the customer's claim list is the customer's only: the insurer is refused for their role, every tab and search (the console's queue is GET /insurer/claims)", async () => {
    for (const query of ['', '?tab=in_progress', '?tab=all&q=CL-2026', '?tab=completed&page=2&pageSize=5']) {
      const res = await call(assessor, 'GET', `/claims${query}`);
      expect({ query, status: res.statusCode, code: res.json().code, msg: res.json().msg }).toEqual({ query, status: 403, code: -403, msg: 'error.roleForbidden' });
    }
    expect((await call(lan, 'GET', '/claims?tab=all')).json().data.items.length).toBeGreaterThan(0);
  });

  test('the customer cannot move claims; the insurer walks one to paid and the customer is told', async () => {
    const id = 'CL-2026-000204';
    const act = (token: string, body: object) => call(token, 'POST', `/insurer/claims/${id}/actions`, body);
    expect((await act(lan, { action: 'settle' })).statusCode).toBe(403);
    expect((await act(assessor, { action: 'requestSupplement', note: 'x', deadline: '2099-12-10' })).json().errors.items).toBeDefined();
    const req = await act(assessor, { action: 'requestSupplement', note: 'Need the invoice', requestedItems: [{ code: 'invoice', reason: 'Original VAT invoice' }], deadline: '2099-12-10' });
    const item = req.json().data.supplementItems[0];
    expect(item).toMatchObject({ name: null, kind: 'invoice', reason: { en: 'Original VAT invoice', vi: 'Original VAT invoice' }, answeredAt: null });

    expect((await call(lan, 'POST', `/claims/${id}/supplement`, { answers: [{ itemId: item.id, documentIds: [] }] })).statusCode).toBe(400);
    const { payload, headers } = multipart('invoice.jpg', JPEG, 'image/jpeg');
    const doc = (await app.inject({ method: 'POST', url: `/api/claims/${id}/documents?kind=invoice`, payload, headers: { ...headers, token: lan } })).json().data;
    // The insurer reads it through the console's route; the customer route is the customer's only.
    expect((await call(assessor, 'GET', `/insurer/claims/${id}/documents/${doc.id}`)).statusCode).toBe(200);
    expect((await call(assessor, 'GET', `/claims/files/${doc.id}`)).statusCode).toBe(403);
    expect((await call(demo, 'GET', `/claims/files/${doc.id}`)).statusCode).toBe(404);
    const answered = await call(lan, 'POST', `/claims/${id}/supplement`, { answers: [{ itemId: item.id, note: 'Here it is', documentIds: [doc.id] }] });
    expect(answered.json().data.status).toBe('processing');

    const detail = (await call(assessor, 'GET', `/insurer/claims/${id}`)).json().data;
    const lines = detail.feeItems.map((f: { id: number; amount: number }) => ({ feeItemId: f.id, decision: 'approve', amount: f.amount }));
    const bad = await act(assessor, { action: 'settle', reimbursementAmount: 1, lines });
    expect(bad.json().msg).toBe('error.unmatchedAmounts');
    const total = detail.feeItems.reduce((s: number, f: { amount: number }) => s + f.amount, 0);
    const settled = await act(assessor, { action: 'settle', reimbursementAmount: total, lines });
    expect(settled.json().data).toMatchObject({ status: 'settled', reimbursementAmount: total });
    expect((await act(assessor, { action: 'markPaid' })).statusCode).toBe(409);
    await act(assessor, { action: 'approvePayment' });
    const paid = (await act(assessor, { action: 'markPaid', note: 'Paid' })).json().data;
    expect(paid.events.map((e: { to: string; actorRole: string }) => `${e.actorRole}:${e.to}`).slice(-5)).toEqual(['insurer:supplement_requested', 'customer:processing', 'insurer:settled', 'insurer:to_be_paid', 'insurer:paid']);

    const messages = await app.ctx.db.selectFrom('messages').select(['title_en', 'link']).where('link', 'like', `%${id}%`).execute();
    expect(messages.map((m) => m.title_en)).toEqual(expect.arrayContaining([`Claim ${id} paid`, `Claim ${id}: documents requested`]));
  });

  test('deny needs a reason; the customer cancels only while allowed', async () => {
    expect((await call(assessor, 'POST', '/insurer/claims/CL-2026-000102/actions', { action: 'deny' })).json().errors.note).toBe('validation.claims.reasonRequired');
    expect((await call(demo, 'POST', '/claims/CL-2026-000106/cancel', {})).statusCode).toBe(409);
    expect((await call(lan, 'POST', '/claims/CL-2026-000102/cancel', {})).statusCode).toBe(404);
    const cancelled = await call(demo, 'POST', '/claims/CL-2026-000102/cancel', { note: 'Not needed' });
    expect(cancelled.json().data.status).toBe('cancelled');
  });
});
