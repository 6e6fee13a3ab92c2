import type { TestApp } from '../../test/helpers';
import { JPEG, multipart, startClaimsApp } from '../claims/testkit';
import { ACCIDENT_KINDS, accidentClaim, type FormOptionsForTests } from '../claims/submit-testkit';
import { LAN_CARD, LAN_DOB, admission, lookupUrl, tokens } from '../gop/testkit';
import { refusalOf } from '../../test/refusal';
import { applyForCashless } from '../cashless/testkit';

/**
 * The access log (docs/privacy.md "Access log") on SQLite and PostgreSQL: every route that serves a
 * customer's record to insurer staff or a hospital writes exactly one entry (also under parallel
 * reads and for HEAD), a refused or missing read writes none, the table refuses change, and the
 * customer reads their own entries without any staff member's name.
 */
let t: TestApp;
let close: () => Promise<void>;
let tk: Awaited<ReturnType<typeof tokens>>;
let lanId: number;
let claimId: string;
let docId: string;
let gopId: number;
let caseNo: string;
let choRayId: number;
beforeAll(async () => {
  ({ t, close } = await startClaimsApp());
  tk = await tokens(t);
  lanId = (await t.db.selectFrom('users').select('id').where('account', '=', 'lan.tran').executeTakeFirstOrThrow()).id;
  choRayId = Number((await t.db.selectFrom('users').select('provider_id').where('account', '=', 'cho-ray.staff').executeTakeFirstOrThrow()).provider_id);
  const options = (await t.get('/api/claims/form-options', { token: tk.lan })).data as FormOptionsForTests;
  const ids: string[] = [];
  for (const kind of ACCIDENT_KINDS) {
    const { payload, headers } = multipart(`${kind}.jpg`, JPEG, 'image/jpeg');
    ids.push((await t.app.inject({ method: 'POST', url: `/api/claims/drafts/current/documents?kind=${kind}`, payload, headers: { ...headers, token: tk.lan } })).json().data.id);
  }
  claimId = (await t.post('/api/claims', accidentClaim(options, ids, 777_000), { token: tk.lan })).data.claimId;
  docId = ids[0];
  const gop = (await t.post('/api/provider/gops', admission(), { token: tk.choRay })).data;
  [gopId, caseNo] = [gop.id, gop.caseNo];
});
afterAll(async () => close());

const entries = () => t.db.selectFrom('access_log').selectAll().where('subject_user_id', '=', lanId).orderBy('id').execute();
const inject = (url: string, token: string, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url, headers: { token } });

/** Runs `read`, expects it to succeed and to have added exactly one entry, and answers that entry. */
async function oneEntry(read: () => Promise<{ statusCode: number }>) {
  const before = (await entries()).length;
  expect((await read()).statusCode).toBe(200);
  const after = await entries();
  expect(after.length).toBe(before + 1);
  return after[after.length - 1];
}

test('each read route of the insurer writes one entry: claim detail, a claim document, and the customer, organisation, role, what and where', async () => {
  const detail = await oneEntry(() => inject(`/api/insurer/claims/${claimId}`, tk.assessor));
  expect(detail).toMatchObject({ subject_user_id: lanId, actor_role: 'insurer', provider_id: null, employer_id: null, organisation_name: null, kind: 'claim', object_id: claimId, ip: '127.0.0.1' });
  const doc = await oneEntry(() => inject(`/api/insurer/claims/${claimId}/documents/${docId}`, tk.assessor));
  expect(doc).toMatchObject({ kind: 'claim_document', object_id: `${claimId}/${docId}` });
  expect(Math.abs(Date.parse(doc.created_at) - Date.now())).toBeLessThan(60_000);
  const assessor = await t.db.selectFrom('users').select('id').where('account', '=', 'assessor').executeTakeFirstOrThrow();
  expect(doc.actor_user_id).toBe(assessor.id);
});

test("a hospital's reads: the e-card lookup and the GOP request, its documents and its PDFs, each one entry naming the hospital", async () => {
  const card = await oneEntry(() => inject(lookupUrl(LAN_CARD, LAN_DOB), tk.choRay));
  expect(card).toMatchObject({ actor_role: 'provider', provider_id: choRayId, organisation_name: expect.stringContaining('Chợ Rẫy'), kind: 'ecard', object_id: LAN_CARD });
  expect(await oneEntry(() => inject(`/api/provider/gops/${gopId}`, tk.choRay))).toMatchObject({ kind: 'gop', object_id: caseNo, provider_id: choRayId });
  expect(await oneEntry(() => inject(`/api/insurer/gops/${gopId}`, tk.assessor))).toMatchObject({ kind: 'gop', object_id: caseNo, actor_role: 'insurer' });

  const { payload, headers } = multipart('bill.jpg', JPEG, 'image/jpeg');
  const bill = (await t.app.inject({ method: 'POST', url: `/api/provider/gops/${gopId}/documents?kind=bill`, payload, headers: { ...headers, token: tk.choRay } })).json().data;
  expect(await oneEntry(() => inject(`/api/insurer/gops/${gopId}/documents/${bill.id}`, tk.assessor))).toMatchObject({ kind: 'gop_document', object_id: `${caseNo}/${bill.id}` });
  expect((await t.post(`/api/insurer/gops/${gopId}/actions`, { action: 'assess', guaranteedAmount: 20_000_000 }, { token: tk.assessor })).status).toBe(200);
  expect(await oneEntry(() => inject(`/api/provider/gops/${gopId}/letter.pdf`, tk.choRay))).toMatchObject({ kind: 'gop_pdf', object_id: `${caseNo}/letter` });
});

test('a GOP request counts as an e-card read: the desk saw the cover before asking', async () => {
  const before = (await entries()).length;
  const created = await t.post('/api/provider/gops', admission({ admissionDate: '2026-11-21' }), { token: tk.fv });
  expect(created.status).toBe(200);
  const added = (await entries()).slice(before);
  expect(added.map((e) => [e.kind, e.object_id, e.actor_role])).toEqual([['ecard', LAN_CARD, 'provider']]);
});

test('a cashless application and each ID image: one entry each, on the applicant', async () => {
  const user = await t.createUser();
  const token = await t.login(user.account, user.password);
  expect((await applyForCashless(t, token, { idNumber: '001099000001', phone: '0900000001' })).status).toBe(200);
  const of = () => t.db.selectFrom('access_log').select(['kind', 'object_id']).where('subject_user_id', '=', user.id).orderBy('id').execute();
  const detail = await t.get(`/api/insurer/cashless/${user.userCode}`, { token: tk.assessor });
  expect(await of()).toEqual([{ kind: 'cashless_application', object_id: String(detail.data.id) }]);
  expect((await inject(`/api/insurer/cashless/${user.userCode}/photos/portrait`, tk.assessor)).statusCode).toBe(200);
  expect(await of()).toEqual([
    { kind: 'cashless_application', object_id: String(detail.data.id) },
    { kind: 'id_image', object_id: `${detail.data.id}/portrait` },
  ]);
});

test('parallel reads: N downloads at once → exactly N entries; HEAD is a read too', async () => {
  const before = (await entries()).length;
  const answers = await Promise.all(Array.from({ length: 6 }, () => inject(`/api/insurer/claims/${claimId}/documents/${docId}`, tk.assessor)));
  expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
  expect((await entries()).length).toBe(before + 6);
  expect(await oneEntry(() => inject(`/api/insurer/claims/${claimId}/documents/${docId}`, tk.assessor, 'HEAD'))).toMatchObject({ kind: 'claim_document' });
});

test('nothing disclosed, nothing recorded: a missing document, a wrong date of birth, the customer reading their own file', async () => {
  const before = (await entries()).length;
  expect((await inject(`/api/insurer/claims/${claimId}/documents/nope`, tk.assessor)).statusCode).toBe(404);
  expect((await inject(lookupUrl(LAN_CARD, '1988-01-01'), tk.choRay)).statusCode).toBe(404);
  expect((await inject(`/api/provider/gops/${gopId}`, tk.fv)).statusCode).toBe(404);
  expect((await inject(`/api/claims/files/${docId}`, tk.lan)).statusCode).toBe(200);
  expect((await entries()).length).toBe(before);
});

test('the table is append-only: UPDATE and DELETE are refused by the database', async () => {
  const [first] = await entries();
  expect(await refusalOf(t.db.updateTable('access_log').set({ ip: '10.0.0.1' }).where('id', '=', first.id).execute())).toMatch(/append-only/);
  expect(await refusalOf(t.db.deleteFrom('access_log').where('id', '=', first.id).execute())).toMatch(/append-only/);
  expect((await entries())[0]).toEqual(first);
});

test('"who looked at my data": her own entries, newest first, paged, organisation and role but no staff name, account or id', async () => {
  const all = await entries();
  const page1 = await t.get('/api/privacy/access-log?pageSize=5', { token: tk.lan });
  expect(page1.status).toBe(200);
  expect(page1.data).toMatchObject({ page: 1, pageSize: 5, total: all.length, hasMore: true });
  expect(page1.data.items.map((e: { id: number }) => e.id)).toEqual(all.slice(-5).reverse().map((e) => e.id));
  for (const item of page1.data.items) {
    expect(Object.keys(item).sort()).toEqual(['at', 'id', 'kind', 'objectId', 'organisation', 'role']);
    expect(Object.keys(item.organisation).sort()).toEqual(['employerId', 'name', 'providerId', 'type']);
  }
  const everything = await t.get(`/api/privacy/access-log?pageSize=100`, { token: tk.lan });
  const staff = await t.db.selectFrom('users').select(['full_name', 'account', 'user_code']).where('role', 'in', ['insurer', 'provider']).execute();
  for (const s of staff) for (const value of [s.full_name, s.account, s.user_code]) expect(everything.raw).not.toContain(value);
  expect(everything.raw).not.toContain('127.0.0.1');
  expect(everything.data.items.some((e: { organisation: { name: string | null } }) => e.organisation.name?.includes('Chợ Rẫy'))).toBe(true);

  const other = await t.createUser();
  const theirs = await t.get('/api/privacy/access-log', { token: await t.login(other.account, other.password) });
  expect(theirs.data).toEqual({ items: [], page: 1, pageSize: 20, total: 0, hasMore: false });
});
