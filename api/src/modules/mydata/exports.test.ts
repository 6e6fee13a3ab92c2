import { randomBytes } from 'node:crypto';
import { unzipSync } from 'fflate';
import { JPEG, PDF, startClaimsApp } from '../claims/testkit';
import { pdfTextLines } from '../../test/pdf-text';
import type { TestApp } from '../../test/helpers';
import { ExportService, ExportWorker, LINK_MINUTES, STALE_MS, type ExportSection } from './index';

/** "My data" archives (docs/privacy.md "My data"): what they hold, who can download them, and the job queue. */
jest.setTimeout(120_000);

let t: TestApp;
let close: () => Promise<void>;
let lan: string;
let lanId: number;

beforeAll(async () => {
  ({ t, close } = await startClaimsApp('local', { myDataExportPollMs: 0 }));
  lan = await t.login('lan.tran', 'Lan2026pw');
  lanId = (await t.db.selectFrom('users').select('id').where('account', '=', 'lan.tran').executeTakeFirstOrThrow()).id;
});
afterAll(async () => close?.());

const worker = (now: () => Date = () => new Date()) => new ExportWorker(t.db, t.app.ctx.storage, now);

/** A document on one of the person's claims, stored as an upload stores it (src/storage). */
async function addDocument(claimId: string, bytes: Buffer, mime: string, kind: string) {
  const stored = randomBytes(18).toString('base64url');
  await t.app.ctx.storage.put(stored, bytes);
  await t.db.insertInto('claim_documents').values({ claim_id: claimId, public_id: randomBytes(12).toString('base64url'), kind, original_name: `${kind}.bin`, stored_name: stored, size: bytes.length, sha256: '0'.repeat(64), mime, created_at: new Date().toISOString() } as never).execute();
}

async function exportFor(token: string, language: 'en' | 'vi' = 'en') {
  const asked = await t.post('/api/mydata/exports', { language }, { token });
  expect(asked.status).toBe(201);
  expect(await worker().runOne()).toBe(true);
  const latest = await t.get('/api/mydata/exports/latest', { token });
  expect(latest.data.job).toMatchObject({ id: asked.data.id, state: 'done', progress: 100 });
  return asked.data.id as string;
}

async function download(token: string, id: string) {
  const link = await t.post(`/api/mydata/exports/${id}/link`, {}, { token });
  expect(link.status).toBe(200);
  return t.app.inject({ method: 'GET', url: `/api${link.data.path}`, headers: { token } });
}

test("the archive holds the person's claims with their documents, a summary PDF in their language and a manifest", async () => {
  const claims = await t.db.selectFrom('claims').select('id').where('user_id', '=', lanId).orderBy('id').execute();
  expect(claims.length).toBeGreaterThan(0);
  await addDocument(claims[0].id, JPEG, 'image/jpeg', 'invoice');
  await addDocument(claims[0].id, PDF, 'application/pdf', 'prescription');
  const id = await exportFor(lan, 'vi');

  const res = await download(lan, id);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="sencare-my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
  const zip = unzipSync(new Uint8Array(res.rawPayload));
  const claimsJson = JSON.parse(Buffer.from(zip['claims.json']).toString()) as Array<{ id: string; documents: Array<{ file: string; kind: string }> }>;
  expect(claimsJson.map((c) => c.id).sort()).toEqual(claims.map((c) => c.id).sort());
  const documents = claimsJson.find((c) => c.id === claims[0].id)?.documents ?? [];
  expect(documents.map((d) => d.kind)).toEqual(['invoice', 'prescription']);
  expect(Buffer.from(zip[documents[0].file]).equals(JPEG)).toBe(true);
  expect(Buffer.from(zip[documents[1].file]).equals(PDF)).toBe(true);

  const profile = JSON.parse(Buffer.from(zip['profile.json']).toString());
  expect(profile.account).toBe('lan.tran');
  expect(JSON.stringify(profile)).not.toMatch(/password|pin_hash|\$argon2/);
  const manifest = JSON.parse(Buffer.from(zip['manifest.json']).toString());
  expect(manifest.sections.map((s: { key: string }) => s.key)).toEqual(['profile', 'policies', 'claims', 'cashless', 'messages', 'devices', 'requests', 'consents', 'accessLog']);
  expect(manifest.missingFiles).toEqual([]);
  const summary = pdfTextLines(Buffer.from(zip['summary.pdf'])).join('\n');
  expect(summary).toContain('Dữ liệu của bạn tại SenCare');
  expect(summary).toContain(claims[0].id);
});

test('someone else can neither get a link to nor download the archive; a wrong token downloads nothing', async () => {
  const id = await exportFor(lan);
  const demo = await t.login('demo', 'Demo2026');
  expect((await t.post(`/api/mydata/exports/${id}/link`, {}, { token: demo })).status).toBe(404);
  const link = await t.post(`/api/mydata/exports/${id}/link`, {}, { token: lan });
  const asDemo = await t.app.inject({ method: 'GET', url: `/api${link.data.path}`, headers: { token: demo } });
  expect(asDemo.statusCode).toBe(404);
  const wrongToken = await t.app.inject({ method: 'GET', url: `/api/mydata/exports/${id}/download?token=${'x'.repeat(32)}`, headers: { token: lan } });
  expect(wrongToken.statusCode).toBe(404);
  const noSession = await t.app.inject({ method: 'GET', url: `/api${link.data.path}` });
  expect(noSession.statusCode).toBe(401);
});

test('a link stops working after LINK_MINUTES, and the archive after its expiry (clock moved, no waiting)', async () => {
  const id = await exportFor(lan);
  let now = Date.now();
  const service = new ExportService(t.db, t.app.ctx.storage, () => new Date(now));
  const { path } = await service.link(lanId, id);
  const token = new URLSearchParams(path.split('?')[1]).get('token') as string;
  const opened = await service.open(lanId, id, token);
  opened.stream.destroy();
  expect(opened.name).toMatch(/\.zip$/);
  now += (LINK_MINUTES * 60 + 1) * 1000;
  await expect(service.open(lanId, id, token)).rejects.toMatchObject({ httpStatus: 410, message: 'mydata.exportExpired' });

  const { expires_at } = await t.db.selectFrom('mydata_exports').select('expires_at').where('id', '=', id).executeTakeFirstOrThrow();
  now = Date.parse(expires_at as string) + 1000;
  await expect(service.link(lanId, id)).rejects.toMatchObject({ httpStatus: 410 });
  expect(await worker(() => new Date(now)).sweep()).toBeGreaterThanOrEqual(1);
  expect(await t.app.ctx.storage.stat(`mydata/${id}.zip`)).toBeNull();
});

test('asking twice while one is unfinished answers the same job', async () => {
  const user = await t.createUser();
  const token = await t.login(user.account, user.password);
  const [a, b] = await Promise.all([t.post('/api/mydata/exports', {}, { token }), t.post('/api/mydata/exports', {}, { token })]);
  expect(a.data.id).toBe(b.data.id);
  expect(a.data.state).toBe('queued');
  while (await worker().runOne());
});

test('two workers racing over the queue take each job exactly once', async () => {
  const users = await Promise.all([1, 2, 3, 4, 5].map(() => t.createUser()));
  const service = new ExportService(t.db, t.app.ctx.storage, () => new Date());
  const ids = await Promise.all(users.map(async (u) => (await service.request(u.id, 'en')).id));
  const [a, b] = [worker(), worker()];
  const taken: string[] = [];
  const drain = async (w: ExportWorker) => {
    for (let job = await w.claimNext(); job; job = await w.claimNext()) taken.push(job.id);
  };
  await Promise.all([drain(a), drain(b)]);
  expect(taken.sort()).toEqual(ids.sort());
  const rows = await t.db.selectFrom('mydata_exports').select(['attempts', 'worker']).where('id', 'in', ids).execute();
  expect(rows.every((r) => r.attempts === 1)).toBe(true);
  await t.db.updateTable('mydata_exports').set({ state: 'failed' }).where('id', 'in', ids).execute();
});

test('a job left running by a dead process is taken over once its heartbeat is stale, and finishes', async () => {
  const user = await t.createUser();
  const service = new ExportService(t.db, t.app.ctx.storage, () => new Date());
  const { id } = await service.request(user.id, 'en');
  const started = Date.now();
  await t.db.updateTable('mydata_exports').set({ state: 'running', worker: 'dead-process', heartbeat_at: new Date(started).toISOString(), attempts: 1, progress: 40 }).where('id', '=', id).execute();

  expect(await worker(() => new Date(started + STALE_MS - 1000)).claimNext()).toBeNull();
  const rescuer = worker(() => new Date(started + STALE_MS + 1000));
  expect(await rescuer.runOne()).toBe(true);
  const row = await t.db.selectFrom('mydata_exports').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  expect(row).toMatchObject({ state: 'done', progress: 100, attempts: 2, worker: rescuer.id });
  expect(await t.app.ctx.storage.stat(`mydata/${id}.zip`)).not.toBeNull();
});

test('an account closed while its archive is being built leaves no archive behind', async () => {
  const user = await t.createUser();
  const service = new ExportService(t.db, t.app.ctx.storage, () => new Date());
  const { id } = await service.request(user.id, 'en');
  // A section that reads while the closure (closure.ts) deletes the person's export rows.
  const closing: ExportSection = { key: 'profile', title: { en: 'Profile', vi: 'Hồ sơ' }, collect: async (db) => {
    await db.deleteFrom('mydata_exports').where('id', '=', id).execute();
    return { records: {}, count: 1, files: [], lines: [] };
  } };
  expect(await new ExportWorker(t.db, t.app.ctx.storage, () => new Date(), { sections: [closing] }).runOne()).toBe(true);
  expect(await t.app.ctx.storage.stat(`mydata/${id}.zip`)).toBeNull();
});

test("the archive holds who looked at the person's data, as the person is shown it: the organisation and what, never the staff member", async () => {
  const claim = (await t.db.selectFrom('claims').select('id').where('user_id', '=', lanId).orderBy('id').executeTakeFirstOrThrow()).id;
  const assessor = await t.login('assessor', 'Assessor2026');
  expect((await t.get(`/api/insurer/claims/${claim}`, { token: assessor })).status).toBe(200);
  const id = await exportFor(lan);

  const zip = unzipSync(new Uint8Array((await download(lan, id)).rawPayload));
  const reads = JSON.parse(Buffer.from(zip['accessLog.json']).toString()) as Array<Record<string, unknown>>;
  expect(reads.at(-1)).toMatchObject({ organisation: { type: 'insurer' }, role: 'insurer', kind: 'claim', objectId: claim });
  expect(Object.keys(reads.at(-1)!).sort()).toEqual(['at', 'id', 'kind', 'objectId', 'organisation', 'role']);
  expect(JSON.stringify(reads)).not.toContain('assessor');
});

test('the archive holds every consent answer with the exact text of the version answered', async () => {
  // lan.tran's seeded answers (api/src/db/seed.ts): every purpose given, in Vietnamese.
  const stored = await t.db.selectFrom('consent_records').select(['purpose', 'version', 'action']).where('user_id', '=', lanId).orderBy('id').execute();
  expect(stored.length).toBeGreaterThan(0);
  const id = await exportFor(lan);

  const zip = unzipSync(new Uint8Array((await download(lan, id)).rawPayload));
  const consents = JSON.parse(Buffer.from(zip['consents.json']).toString()) as Array<{ purpose: string; version: string; action: string; text: { title: { vi: string }; text: { vi: string } } | null }>;
  expect(consents.map(({ purpose, version, action }) => ({ purpose, version, action }))).toEqual(stored);
  for (const answer of consents) expect(answer.text?.text.vi.length).toBeGreaterThan(20);
});
