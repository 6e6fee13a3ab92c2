import { startTestApp, type TestApp } from '../../test/helpers';
import { admission, balances, LAN_CARD, LAN_DOB, lookupUrl, tokens } from './testkit';

/**
 * The whole GOP flow through the HTTP API, on SQLite and (TEST_DATABASE_URL) PostgreSQL:
 * create → return → reply → assess partially → final submit → final approve → conclude partially,
 * with every transition stored, the customer's messages and the balances moved on conclude.
 */
let t: TestApp;
let tk: Awaited<ReturnType<typeof tokens>>;
beforeAll(async () => {
  t = await startTestApp();
  tk = await tokens(t);
});
afterAll(async () => t.close());

const provider = (path: string, body: unknown) => t.post(`/api/provider${path}`, body, { token: tk.choRay });
const insurer = (path: string, body: unknown) => t.post(`/api/insurer${path}`, body, { token: tk.assessor });

test('a provider looks lan.tran up by her e-card and date of birth: cashless active, benefits remaining', async () => {
  const res = await t.get(lookupUrl(LAN_CARD, LAN_DOB), { token: tk.choRay });
  expect(res.status).toBe(200);
  expect(res.data).toMatchObject({ cardNumber: LAN_CARD, fullName: 'Trần Thị Lan', policyNo: 'SCH-2026-000777', cardStatus: 'effective', cashlessStatus: 'active', validTo: '2027-02-28' });
  expect(res.data.benefits.find((b: { code: string }) => b.code === 'INPATIENT')).toEqual({ code: 'INPATIENT', name: { en: 'Inpatient treatment', vi: 'Điều trị nội trú' }, limit: 100_000_000, used: 12_400_000, remaining: 87_600_000 });
  const unknown = await t.get(lookupUrl('SC0000000000', LAN_DOB), { token: tk.choRay });
  expect([unknown.status, unknown.code, unknown.msg]).toEqual([404, -404, 'gop.errors.patientNotFound']);
});

test('create → return → reply → assess partially → final submit → final approve → conclude partially', async () => {
  const before = await balances(t);
  const unreadBefore = (await t.get('/api/messages/unread-count', { token: tk.lan })).data.count;

  const created = await provider('/gops', admission());
  expect(created.status).toBe(200);
  const gop = created.data;
  expect(gop).toMatchObject({ status: 'pending', providerName: 'Bệnh viện Chợ Rẫy', patientName: 'Trần Thị Lan', estimatedAmount: 30_000_000, customerPays: 30_000_000, actions: ['withdraw'] });
  expect(gop.caseNo).toMatch(/^GOP-2026-\d{6}$/);
  const act = (who: typeof provider, body: Record<string, unknown>) => who(`/gops/${gop.id}/actions`, body);

  const returned = await act(insurer, { action: 'return', note: 'Please attach the admission order' });
  expect(returned.data).toMatchObject({ status: 'to_be_replied', returnReason: 'Please attach the admission order', returnedFrom: 'pending' });
  const replied = await act(provider, { action: 'reply', note: 'Admission order attached', estimatedAmount: 28_000_000 });
  expect(replied.data).toMatchObject({ status: 'pending', returnReason: null, estimatedAmount: 28_000_000 });

  const assessed = await act(insurer, { action: 'assess', guaranteedAmount: 20_000_000, note: 'Room above the plan' });
  expect(assessed.data).toMatchObject({ status: 'assessed', guaranteedAmount: 20_000_000, customerPays: 8_000_000 });
  expect(assessed.data.actions).toEqual([]); // the provider's move now: the insurer has nothing to do while assessed
  const letter = await t.app.inject({ method: 'GET', url: `/api/provider/gops/${gop.id}/letter.pdf`, headers: { token: tk.choRay } });
  expect(letter.statusCode).toBe(200);
  expect(letter.headers['content-type']).toBe('application/pdf');
  expect(letter.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  expect(letter.rawPayload.includes(Buffer.from(gop.caseNo))).toBe(true);

  const submitted = await act(provider, { action: 'final_submit', finalBillAmount: 26_000_000, dischargeDate: '2026-11-25' });
  expect(submitted.data).toMatchObject({ status: 'final_submission', finalBillAmount: 26_000_000, dischargeDate: '2026-11-25', customerPays: 6_000_000 });
  const approved = await act(insurer, { action: 'final_approve', payableAmount: 19_500_000 });
  expect(approved.data).toMatchObject({ status: 'final_approval', payableAmount: 19_500_000, customerPays: 6_500_000 });
  const concluded = await act(insurer, { action: 'conclude', conclusion: 'partially_pay' });
  expect(concluded.data).toMatchObject({ status: 'concluded', conclusion: 'partially_pay', payableAmount: 19_500_000, customerPays: 6_500_000, actions: [] });

  // Every transition stored: actor, role, time, note, amounts.
  const events = concluded.data.events as Array<Record<string, unknown>>;
  expect(events.map((e) => [e.action, e.from, e.to, e.actorRole])).toEqual([
    ['create', null, 'pending', 'provider'],
    ['return', 'pending', 'to_be_replied', 'insurer'],
    ['reply', 'to_be_replied', 'pending', 'provider'],
    ['assess', 'pending', 'assessed', 'insurer'],
    ['final_submit', 'assessed', 'final_submission', 'provider'],
    ['final_approve', 'final_submission', 'final_approval', 'insurer'],
    ['conclude', 'final_approval', 'concluded', 'insurer'],
  ]);
  expect(events[1]).toMatchObject({ actorName: 'Lê Hoàng Minh', note: 'Please attach the admission order' });
  expect(events[3]).toMatchObject({ amounts: { guaranteedAmount: 20_000_000 }, note: 'Room above the plan' });
  expect(events.every((e) => typeof e.at === 'string' && typeof e.actorName === 'string')).toBe(true);

  // Balances moved by the payable amount, once.
  expect(await balances(t)).toEqual({ remaining: before.remaining - 19_500_000, used: before.used + 19_500_000 });
  const lookup = await t.get(lookupUrl(LAN_CARD, LAN_DOB), { token: tk.choRay });
  expect(lookup.data.benefits.find((b: { code: string }) => b.code === 'INPATIENT').remaining).toBe(100_000_000 - before.used - 19_500_000);

  // The decision PDF, and the customer: her stay, and a message per decision (assess, final approve, conclude) in both languages.
  const decision = await t.app.inject({ method: 'GET', url: `/api/insurer/gops/${gop.id}/decision.pdf`, headers: { token: tk.assessor } });
  expect(decision.statusCode).toBe(200);
  expect(decision.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  expect(decision.rawPayload.includes(Buffer.from(gop.caseNo))).toBe(true);

  const stays = await t.get('/api/gops', { token: tk.lan });
  const stay = stays.data.find((s: { caseNo: string }) => s.caseNo === gop.caseNo);
  expect(stay).toMatchObject({ status: 'concluded', providerName: 'Bệnh viện Chợ Rẫy', guaranteedAmount: 20_000_000, payableAmount: 19_500_000, customerPays: 6_500_000 });
  expect(stay.events.map((e: { action: string }) => e.action)).toEqual(['create', 'assess', 'final_submit', 'final_approve', 'conclude']);
  expect(stay.events.find((e: { action: string }) => e.action === 'assess').note).toBe('Room above the plan');
  expect(JSON.stringify(stay)).not.toContain('admission order');

  const inbox = await t.db.selectFrom('messages').innerJoin('users', 'users.id', 'messages.user_id').select(['title_en', 'title_vi', 'body_en', 'body_vi', 'link']).where('users.account', '=', 'lan.tran').where('title_en', 'like', `%${gop.caseNo}%`).orderBy('messages.id').execute();
  expect(inbox.map((m) => m.title_en)).toEqual([`Hospital stay ${gop.caseNo}: guarantee approved`, `Hospital stay ${gop.caseNo}: final bill approved`, `Hospital stay ${gop.caseNo}: partially paid`]);
  expect(inbox.map((m) => m.title_vi)).toEqual([`Đợt điều trị ${gop.caseNo}: đã được bảo lãnh`, `Đợt điều trị ${gop.caseNo}: đã duyệt chi phí cuối cùng`, `Đợt điều trị ${gop.caseNo}: đã chi trả một phần`]);
  expect(inbox[0].body_en).toContain('20,000,000 ₫');
  expect(inbox[2].body_vi).toContain('19,500,000 ₫');
  expect(inbox.every((m) => m.link === '#/cashless/stays')).toBe(true);
  expect((await t.get('/api/messages/unread-count', { token: tk.lan })).data.count).toBe(unreadBefore + 3);
});

test('lists: the provider sees its own requests, the insurer its queue oldest waiting first', async () => {
  const a = (await provider('/gops', admission({ diagnosis: 'A' }))).data;
  const b = (await provider('/gops', admission({ diagnosis: 'B' }))).data;
  const fvOwn = (await t.post('/api/provider/gops', admission({ diagnosis: 'FV' }), { token: tk.fv })).data;
  const mine = await t.get('/api/provider/gops?status=pending', { token: tk.choRay });
  expect(mine.data.items.map((g: { id: number }) => g.id)).toEqual([b.id, a.id]);
  expect(mine.data.items.every((g: { providerName: string }) => g.providerName === 'Bệnh viện Chợ Rẫy')).toBe(true);
  // Another provider's request does not exist for this one.
  expect((await t.get(`/api/provider/gops/${fvOwn.id}`, { token: tk.choRay })).status).toBe(404);
  const queue = await t.get('/api/insurer/gops', { token: tk.assessor });
  const ids = queue.data.items.map((g: { id: number }) => g.id);
  expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
  expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(fvOwn.id));
  expect(queue.data.items.every((g: { status: string }) => ['pending', 'final_submission', 'final_approval'].includes(g.status))).toBe(true);
});
