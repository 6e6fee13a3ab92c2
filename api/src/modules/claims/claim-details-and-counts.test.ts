import type { FastifyInstance } from 'fastify';
import type { TestApp } from '../../test/helpers';
import { JPEG, multipart, startClaimsApp } from './testkit';

/** What the customer reads on home, my claims and claim details matches the claim. */
jest.setTimeout(60_000);

let app: FastifyInstance;
let t: TestApp;
let close: () => Promise<void>;
let demo: string;
let lan: string;
let assessor: string;

beforeAll(async () => {
  ({ app, t, close } = await startClaimsApp());
  [demo, lan, assessor] = [await t.login('demo', 'Demo2026'), await t.login('lan.tran', 'Lan2026pw'), await t.login('assessor', 'Assessor2026')];
});
afterAll(async () => close?.());

const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, payload: payload as never, headers: { token } });
const data = async (token: string, url: string) => (await call(token, 'GET', url)).json().data;
const tabTotal = async (token: string, tab: string) => (await data(token, `/claims?tab=${tab}`)).total as number;

async function attach(token: string, claimId: string, kind = 'discharge_paper') {
  const { payload, headers } = multipart('giay-ra-vien.jpg', JPEG, 'image/jpeg');
  const res = await app.inject({ method: 'POST', url: `/api/claims/${claimId}/documents?kind=${kind}`, payload, headers: { ...headers, token } });
  expect(res.statusCode).toBe(200);
  return res.json().data.id as string;
}

describe("home's count is the in-progress tab", () => {
  test.each([['demo'], ['lan.tran']])('%s: summary.inProgress = the in_progress tab; open = submission + in_progress tabs', async (account) => {
    const token = account === 'demo' ? demo : lan;
    const summary = await data(token, '/claims/summary');
    expect(summary.inProgress).toBe(await tabTotal(token, 'in_progress'));
    expect(summary.open).toBe((await tabTotal(token, 'submission')) + (await tabTotal(token, 'in_progress')));
    expect(summary.inProgress).toBeLessThan(summary.open); // the seed has claims on both tabs
  });
});

describe('search across every tab', () => {
  test('tab=all finds claims of any status; a tab alone still filters', async () => {
    const all = await data(demo, '/claims?tab=all&q=CL-2026-0001&pageSize=50');
    const statuses = new Set(all.items.map((c: { status: string }) => c.status));
    expect(statuses).toEqual(new Set(['processing', 'supplement_requested', 'to_be_revised', 'settled', 'paid', 'finished', 'denied', 'cancelled']));
    expect(all.items.some((c: { status: string }) => c.status === 'draft')).toBe(false);
    expect((await data(demo, '/claims?tab=all&q=000108')).items.map((c: { id: string; status: string }) => `${c.id}:${c.status}`)).toEqual(['CL-2026-000108:denied']);
    expect((await data(demo, '/claims?tab=in_progress&q=000108')).total).toBe(0);
    expect((await data(lan, '/claims?tab=all&q=000108')).total).toBe(0);
  });
});

describe('paging (on PostgreSQL the page carries its own count)', () => {
  test('every page tells the same total; a page past the end is empty with the total still right', async () => {
    const all = await data(demo, '/claims?tab=all&pageSize=50');
    expect(all.total).toBeGreaterThan(3);
    const pages = [await data(demo, '/claims?tab=all&page=1&pageSize=3'), await data(demo, '/claims?tab=all&page=2&pageSize=3')];
    expect(pages.map((p) => [p.total, p.hasMore])).toEqual([[all.total, true], [all.total, all.total > 6]]);
    expect([...pages[0].items, ...pages[1].items].map((c: { id: string }) => c.id)).toEqual(all.items.slice(0, 6).map((c: { id: string }) => c.id));
    const beyond = await data(demo, '/claims?tab=all&page=40&pageSize=3');
    expect(beyond).toMatchObject({ items: [], total: all.total, hasMore: false });
    expect(await data(demo, '/claims?tab=all&q=NOTHING')).toMatchObject({ items: [], total: 0, hasMore: false });
  });
});

describe('claim details show the payee', () => {
  test("the bank's name comes with its code", async () => {
    const d = await data(lan, '/claims/CL-2026-000203');
    expect(d.payee.bankCode).toBeTruthy();
    const banks = (await data(lan, '/claims/form-options')).banks as { code: string; shortName: string }[];
    expect(d.payee.bankName).toBe(banks.find((b) => b.code === d.payee.bankCode)?.shortName);
  });
});

describe('cancel needs a reason, kept on the timeline', () => {
  test('no or blank reason → 400 note; with one → cancelled and the reason is the event note', async () => {
    for (const body of [{}, { note: '   ' }]) {
      const res = await call(demo, 'POST', '/claims/CL-2026-000102/cancel', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ note: 'validation.claims.reasonRequired' });
    }
    expect((await data(demo, '/claims/CL-2026-000102')).status).toBe('processing');
    const done = (await call(demo, 'POST', '/claims/CL-2026-000102/cancel', { note: 'Đã được bệnh viện thanh toán trực tiếp' })).json().data;
    expect(done.status).toBe('cancelled');
    expect(done.events.at(-1)).toMatchObject({ from: 'processing', to: 'cancelled', actorRole: 'customer', note: { en: 'Đã được bệnh viện thanh toán trực tiếp', vi: 'Đã được bệnh viện thanh toán trực tiếp' } });
  });
});

describe('a file picked for a supplement answer can be taken back before sending', () => {
  test('only files added since the request, only while it is open, only by the owner', async () => {
    const id = 'CL-2026-000204'; // lan's, processing
    const before = await attach(lan, id, 'invoice');
    const asked = await call(assessor, 'POST', `/insurer/claims/${id}/actions`, { action: 'requestSupplement', note: 'Need the discharge paper', requestedItems: [{ code: 'discharge_paper', reason: 'Inpatient' }], deadline: '2099-12-31' });
    expect(asked.statusCode).toBe(200);

    const picked = await attach(lan, id);
    expect((await call(demo, 'DELETE', `/claims/${id}/documents/${picked}`)).statusCode).toBe(404);
    expect((await call(lan, 'DELETE', `/claims/${id}/documents/${before}`)).statusCode).toBe(409);
    expect((await call(lan, 'DELETE', `/claims/${id}/documents/${picked}`)).statusCode).toBe(200);
    const docs = (await data(lan, `/claims/${id}`)).documents.map((d: { id: string }) => d.id);
    expect(docs).toEqual([before]);
    expect((await call(lan, 'GET', `/claims/files/${picked}`)).statusCode).toBe(404);
    expect((await call(lan, 'DELETE', `/claims/${id}/documents/${picked}`)).statusCode).toBe(404);

    // Once the answer is sent the claim is processing again and its files stay.
    const sent = await attach(lan, id);
    const item = (await data(lan, `/claims/${id}`)).supplementItems[0].id as number;
    expect((await call(lan, 'POST', `/claims/${id}/supplement`, { answers: [{ itemId: item, documentIds: [sent] }] })).statusCode).toBe(200);
    expect((await call(lan, 'DELETE', `/claims/${id}/documents/${sent}`)).statusCode).toBe(409);
  });
});
