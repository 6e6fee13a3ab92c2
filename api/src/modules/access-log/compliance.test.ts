import { startTestApp, type TestApp } from '../../test/helpers';
import { ACCESS_KINDS, type AccessKind } from '@sencare/shared/contracts';
import { allReads } from './queries';
import type { AccessLogTable } from './tables';

/**
 * The insurer's compliance view of the access log (docs/privacy.md "Access log") on SQLite and
 * PostgreSQL: filters by customer, organisation, role, kind and Vietnam days, newest first, paged;
 * the CSV export (BOM, escaping, streamed in batches); only insurers may read either.
 */
let t: TestApp;
let tokens: { assessor: string; provider: string; customer: string };
let ann: { id: number; account: string; email: string; userCode: string; password: string };
let bob: { id: number; account: string; email: string; userCode: string };
let assessorId: number;
let staff: { id: number; providerId: number; providerName: string };

type Row = Omit<AccessLogTable, 'id'>;
const insert = (rows: Row[]) => t.db.insertInto('access_log').values(rows).execute();

beforeAll(async () => {
  t = await startTestApp();
  ann = await t.createUser();
  bob = await t.createUser();
  assessorId = (await t.db.selectFrom('users').select('id').where('account', '=', 'assessor').executeTakeFirstOrThrow()).id;
  const desk = await t.db.selectFrom('users').innerJoin('providers', 'providers.id', 'users.provider_id').select(['users.id', 'providers.id as pid', 'providers.name']).where('account', '=', 'cho-ray.staff').executeTakeFirstOrThrow();
  staff = { id: desk.id, providerId: Number(desk.pid), providerName: desk.name };
  tokens = { assessor: await t.login('assessor', 'Assessor2026'), provider: await t.login('cho-ray.staff', 'Provider2026'), customer: await t.login(ann.account, ann.password) };
  const byInsurer = (subject: number, kind: AccessKind, object: string, at: string): Row => ({ subject_user_id: subject, actor_user_id: assessorId, actor_role: 'insurer', provider_id: null, employer_id: null, organisation_name: null, kind, object_id: object, ip: '10.1.2.3', created_at: at });
  const byDesk = (subject: number, kind: AccessKind, object: string, at: string): Row => ({ subject_user_id: subject, actor_user_id: staff.id, actor_role: 'provider', provider_id: staff.providerId, employer_id: null, organisation_name: staff.providerName, kind, object_id: object, ip: '10.9.8.7', created_at: at });
  await insert([
    // 2026-03-01 in Vietnam runs from 2026-02-28T17:00Z to 2026-03-01T17:00Z.
    byInsurer(ann.id, 'claim', 'CL-1', '2026-02-28T16:59:59.000Z'),
    byInsurer(ann.id, 'claim_document', 'CL-1/d1', '2026-02-28T17:00:00.000Z'),
    byDesk(ann.id, 'ecard', 'SC1', '2026-03-01T10:00:00.000Z'),
    byDesk(bob.id, 'gop', 'GOP-1', '2026-03-01T16:59:59.999Z'),
    byInsurer(bob.id, 'id_image', '=HYPERLINK("x"),"a"', '2026-03-01T17:00:00.000Z'),
  ]);
});
afterAll(async () => t.close());

const search = async (query: string, token = tokens.assessor) => t.get(`/api/insurer/access-log?${query}`, { token });
const objects = async (query: string) => (await search(query)).data.items.map((e: { objectId: string }) => e.objectId);

test('filters: customer (account, e-mail or user code), organisation, role, kind, Vietnam days with both ends included; newest first', async () => {
  expect(await objects(`customer=${ann.account}`)).toEqual(['SC1', 'CL-1/d1', 'CL-1']);
  expect(await objects(`customer=${encodeURIComponent(ann.email.toUpperCase())}`)).toEqual(['SC1', 'CL-1/d1', 'CL-1']);
  expect(await objects(`customer=${bob.userCode}`)).toEqual(['=HYPERLINK("x"),"a"', 'GOP-1']);
  expect(await objects(`organisation=${staff.providerId}&customer=${ann.account}`)).toEqual(['SC1']);
  expect(await objects(`organisation=insurer&customer=${bob.account}`)).toEqual(['=HYPERLINK("x"),"a"']);
  expect(await objects(`role=provider&customer=${bob.account}`)).toEqual(['GOP-1']);
  expect(await objects(`kind=claim_document&customer=${ann.account}`)).toEqual(['CL-1/d1']);
  const day = await search('from=2026-03-01&to=2026-03-01');
  expect(day.data.items.map((e: { objectId: string }) => e.objectId)).toEqual(['GOP-1', 'SC1', 'CL-1/d1']);
  expect(day.data.items[0]).toMatchObject({ customer: { userId: bob.id, userCode: bob.userCode, account: bob.account }, actor: { userId: staff.id, account: 'cho-ray.staff' }, organisation: { type: 'provider', providerId: staff.providerId, employerId: null, name: staff.providerName }, role: 'provider', kind: 'gop', ip: '10.9.8.7' });
});

test('the organisation filter offers the hospitals the log names', async () => {
  expect((await t.get('/api/insurer/access-log/organisations', { token: tokens.assessor })).data).toEqual([{ providerId: staff.providerId, name: staff.providerName }]);
});

test('paged: total, hasMore, the second page continues the first', async () => {
  const first = await search('from=2026-02-28&to=2026-03-02&pageSize=2');
  const second = await search('from=2026-02-28&to=2026-03-02&pageSize=2&page=2');
  expect(first.data).toMatchObject({ total: 5, page: 1, pageSize: 2, hasMore: true });
  expect([...first.data.items, ...second.data.items].map((e: { objectId: string }) => e.objectId)).toEqual(['=HYPERLINK("x"),"a"', 'GOP-1', 'SC1', 'CL-1/d1']);
});

test('bad filters answer 400 with the field and a translated key, never a 5xx', async () => {
  expect((await search('from=2026-03-02&to=2026-03-01')).errors).toEqual({ to: 'validation.accessLog.dateRange' });
  expect((await search('from=yesterday')).errors).toEqual({ from: 'validation.accessLog.dateInvalid' });
  expect((await search('kind=everything')).status).toBe(400);
  expect((await search('organisation=hospital')).status).toBe(400);
  expect((await search('pageSize=1000')).status).toBe(400);
});

test('the CSV: UTF-8 with BOM, a header, every field escaped (quotes, commas, formulas), Vietnamese intact, filters applied', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/insurer/access-log.csv?from=2026-02-28&to=2026-03-02', headers: { token: tokens.assessor } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="access-log-\d{4}-\d{2}-\d{2}\.csv"$/);
  expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = res.body.slice(1).split('\r\n');
  expect(lines[0]).toBe('at,customer_user_id,customer_code,customer_account,organisation,provider_id,employer_id,role,staff_user_id,staff_account,staff_name,kind,object,ip');
  expect(lines).toHaveLength(7); // header, five entries, the empty string after the last CRLF
  expect(lines[1]).toBe(`2026-03-01T17:00:00.000Z,${bob.id},${bob.userCode},${bob.account},insurer,,,insurer,${assessorId},assessor,Lê Hoàng Minh,id_image,"'=HYPERLINK(""x""),""a""",10.1.2.3`);
  expect(lines[2]).toContain(`,${staff.providerName},${staff.providerId},,provider,`);
  const filtered = await t.app.inject({ method: 'GET', url: `/api/insurer/access-log.csv?customer=${ann.account}&kind=ecard`, headers: { token: tokens.assessor } });
  expect(filtered.body.split('\r\n').filter(Boolean)).toHaveLength(2);
  const bad = await t.app.inject({ method: 'GET', url: '/api/insurer/access-log.csv?to=2026-13-45', headers: { token: tokens.assessor } });
  expect([bad.statusCode, bad.json().errors]).toEqual([400, { to: 'validation.accessLog.dateInvalid' }]);
});

test('the export reads the log a batch at a time and still yields every entry once, newest first', async () => {
  const all = [];
  for await (const entry of allReads(t.db, { from: '2026-02-28', to: '2026-03-02' }, 2)) all.push(entry.objectId);
  expect(all).toEqual(['=HYPERLINK("x"),"a"', 'GOP-1', 'SC1', 'CL-1/d1', 'CL-1']);
});

test('role matrix: only insurers read the compliance view and the CSV; only customers read "who looked at my data"', async () => {
  for (const url of ['/api/insurer/access-log', '/api/insurer/access-log.csv', '/api/insurer/access-log/organisations']) {
    for (const token of [tokens.provider, tokens.customer]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { token } });
      expect([url, res.statusCode, res.json().code]).toEqual([url, 403, -403]);
    }
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  }
  for (const token of [tokens.assessor, tokens.provider]) expect((await t.get('/api/privacy/access-log', { token })).status).toBe(403);
  expect((await t.get('/api/privacy/access-log', { token: tokens.customer })).data.total).toBe(3);
});

test('reading the log is not itself entered in it', async () => {
  const count = async () => Number((await t.db.selectFrom('access_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const before = await count();
  await search('');
  await t.app.inject({ method: 'GET', url: '/api/insurer/access-log.csv', headers: { token: tokens.assessor } });
  expect(await count()).toBe(before);
  expect(ACCESS_KINDS).not.toContain('access_log');
});
