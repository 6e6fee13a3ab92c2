import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { LIMITS } from '@sencare/shared/rules';
import type { TestApp } from '../../test/helpers';
import { uploadDir } from './files';
import { startClaimsApp } from './testkit';
import { TUS_LOCATION } from './tus';
import { databaseIdentity, sweepUploads } from './upload-sweep';

jest.setTimeout(60_000);

let app: FastifyInstance;
let t: TestApp;
let close: () => Promise<void>;

beforeAll(async () => {
  const started = await startClaimsApp();
  app = started.app;
  t = started.t;
  close = started.close;
});
afterAll(async () => close?.());

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const b64 = (s: string) => Buffer.from(s).toString('base64');
/** A JPEG as far as magic bytes go, with incompressible content. */
const jpeg = (size: number) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]), randomBytes(size - 12)]);
const TUS = { 'tus-resumable': '1.0.0' };

async function customer(): Promise<string> {
  return (await customerWithId()).token;
}

async function customerWithId(): Promise<{ token: string; id: number }> {
  const u = await t.createUser();
  return { token: await t.login(u.account, u.password), id: u.id };
}

function create(token: string | null, length: number, meta: Record<string, string> = { filename: 'photo.jpg', kind: 'invoice' }, extra: Record<string, string> = {}) {
  const metadata = Object.entries(meta).map(([k, v]) => `${k} ${b64(v)}`).join(',');
  return app.inject({ method: 'POST', url: TUS_LOCATION, headers: { ...TUS, ...(token ? { token } : {}), 'upload-length': String(length), 'upload-metadata': metadata, ...extra } });
}

const idOf = (location: string | string[] | number | undefined) => String(location).split('/').pop()!;

function patch(token: string, id: string, offset: number, body: Buffer, extra: Record<string, string> = {}) {
  return app.inject({ method: 'PATCH', url: `${TUS_LOCATION}/${id}`, payload: body, headers: { ...TUS, token, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream', ...extra } });
}

const head = (token: string, id: string) => app.inject({ method: 'HEAD', url: `${TUS_LOCATION}/${id}`, headers: { ...TUS, token } });
const state = (token: string, id: string) => app.inject({ method: 'GET', url: `/api/claims/uploads/${id}`, headers: { token } });

async function uploadWhole(token: string, content: Buffer, meta?: Record<string, string>) {
  const created = await create(token, content.length, meta);
  expect(created.statusCode).toBe(201);
  const id = idOf(created.headers.location);
  return { id, res: await patch(token, id, 0, content) };
}

/** Real HTTP: sends the first `sent` bytes of a PATCH announcing the whole body, then drops the connection. */
async function interruptedPatch(port: number, token: string, id: string, offset: number, body: Buffer, sent: number): Promise<void> {
  await new Promise<void>((resolve) => {
    const req = http.request({ host: '127.0.0.1', port, method: 'PATCH', path: `${TUS_LOCATION}/${id}`, headers: { ...TUS, token, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream', 'content-length': String(body.length) } });
    req.on('error', () => resolve());
    req.on('close', () => resolve());
    req.write(body.subarray(0, sent), () => setTimeout(() => req.destroy(), 150));
  });
}

describe('tus uploads: protocol and access', () => {
  test('OPTIONS advertises the protocol without a session', async () => {
    const res = await app.inject({ method: 'OPTIONS', url: TUS_LOCATION });
    expect(res.statusCode).toBe(204);
    expect(res.headers['tus-version']).toBe('1.0.0');
    expect(res.headers['tus-extension']).toContain('creation');
    expect(Number(res.headers['tus-max-size'])).toBe(LIMITS.maxDocumentBytes);
  });

  test.each([
    ['POST', TUS_LOCATION],
    ['HEAD', `${TUS_LOCATION}/aaaaaaaaaaaaaaaaaaaaaaaa`],
    ['PATCH', `${TUS_LOCATION}/aaaaaaaaaaaaaaaaaaaaaaaa`],
    ['DELETE', `${TUS_LOCATION}/aaaaaaaaaaaaaaaaaaaaaaaa`],
    ['GET', '/api/claims/uploads/aaaaaaaaaaaaaaaaaaaaaaaa'],
  ] as const)('%s %s without a token → 401 / -93', async (method, url) => {
    const res = await app.inject({ method, url, headers: { ...TUS, 'upload-length': '100' } });
    expect(res.statusCode).toBe(401);
    if (method !== 'HEAD') expect(res.json().code).toBe(-93);
  });

  test('a whole upload in one PATCH gives a receipt with the right checksum, in the draft', async () => {
    const token = await customer();
    const content = jpeg(300_000);
    const { id, res } = await uploadWhole(token, content, { filename: 'hoá đơn.jpg', kind: 'invoice' });
    expect(res.statusCode).toBe(204);
    expect(res.headers['upload-offset']).toBe(String(content.length));
    expect(res.headers['tus-resumable']).toBe('1.0.0');
    const body = (await state(token, id)).json();
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ offset: content.length, length: content.length, receipt: { name: 'hoá đơn.jpg', kind: 'invoice', size: content.length, sha256: sha(content), mime: 'image/jpeg' } });
    expect(body.data.receipt.createdAt).toMatch(/^\d{4}-\d\d-\d\d/);
    const draft = (await app.inject({ method: 'GET', url: '/api/claims/drafts/current', headers: { token } })).json().data;
    expect(draft.documents.map((d: { id: string }) => d.id)).toContain(body.data.receipt.id);
    // HEAD after completion still answers (a client whose last answer was lost sees it is done).
    const h = await head(token, id);
    expect(h.headers['upload-offset']).toBe(String(content.length));
  });

  test('resume after an interrupted upload (real socket drop) gives a byte-identical file', async () => {
    const token = await customer();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    const content = jpeg(3 * 1024 * 1024);
    const created = await create(token, content.length);
    const id = idOf(created.headers.location);

    await interruptedPatch(port, token, id, 0, content, 1_200_000);
    // The server notices the drop a moment later; what arrived is kept.
    let offset = 0;
    for (let i = 0; i < 40; i++) {
      const h = await head(token, id);
      expect(h.statusCode).toBe(200);
      offset = Number(h.headers['upload-offset']);
      if (offset === 1_200_000) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(offset).toBe(1_200_000);
    expect(Number((await head(token, id)).headers['upload-length'])).toBe(content.length);

    // The wrong offset is refused (409), the right one continues where it stopped.
    expect((await patch(token, id, 0, content)).statusCode).toBe(409);
    const rest = await patch(token, id, offset, content.subarray(offset));
    expect(rest.statusCode).toBe(204);
    const receipt = (await state(token, id)).json().data.receipt;
    expect(receipt.sha256).toBe(sha(content));
    expect(receipt.size).toBe(content.length);
    const file = await app.inject({ method: 'GET', url: `/api/claims/files/${receipt.id}`, headers: { token } });
    expect(file.statusCode).toBe(200);
    expect(sha(file.rawPayload)).toBe(sha(content));
  });

  test('chunked upload (several PATCHes) ends byte-identical', async () => {
    const token = await customer();
    const content = jpeg(700_000);
    const id = idOf((await create(token, content.length)).headers.location);
    for (let at = 0; at < content.length; at += 256 * 1024) {
      const res = await patch(token, id, at, content.subarray(at, at + 256 * 1024));
      expect(res.statusCode).toBe(204);
      expect(Number(res.headers['upload-offset'])).toBe(Math.min(content.length, at + 256 * 1024));
    }
    expect((await state(token, id)).json().data.receipt.sha256).toBe(sha(content));
  });

  test("another user can neither see, resume, abandon nor read someone's upload", async () => {
    const owner = await customer();
    const other = await customer();
    const content = jpeg(100_000);
    const id = idOf((await create(owner, content.length)).headers.location);
    await patch(owner, id, 0, content.subarray(0, 50_000));
    expect((await head(other, id)).statusCode).toBe(404);
    expect((await patch(other, id, 50_000, content.subarray(50_000))).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `${TUS_LOCATION}/${id}`, headers: { ...TUS, token: other } })).statusCode).toBe(404);
    expect((await state(other, id)).statusCode).toBe(404);
    // The owner's upload is untouched and finishes.
    expect((await patch(owner, id, 50_000, content.subarray(50_000))).statusCode).toBe(204);
    const receipt = (await state(owner, id)).json().data.receipt;
    expect((await state(other, id)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/claims/files/${receipt.id}`, headers: { token: other } })).statusCode).toBe(404);
    // Nor can anybody upload into another user's claim.
    const lan = await t.login('lan.tran', 'Lan2026pw');
    const claimId = (await app.inject({ method: 'GET', url: '/api/claims?tab=in_progress', headers: { token: lan } })).json().data.items[0]?.id;
    if (claimId) expect((await create(other, 1000, { filename: 'x.jpg', kind: 'other', claimId })).statusCode).toBe(404);
  });

  test('the owner can abandon an unfinished upload', async () => {
    const token = await customer();
    const id = idOf((await create(token, 5000)).headers.location);
    expect((await app.inject({ method: 'DELETE', url: `${TUS_LOCATION}/${id}`, headers: { ...TUS, token } })).statusCode).toBe(204);
    expect((await head(token, id)).statusCode).toBe(404);
  });
});

describe('tus uploads: content checks and limits', () => {
  test('wrong magic bytes are refused once the bytes are in, and the upload is gone', async () => {
    const token = await customer();
    const fake = Buffer.concat([Buffer.from('MZ'), randomBytes(50_000)]); // an .exe named photo.jpg
    const { id, res } = await uploadWhole(token, fake);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 415, msg: 'claims.fileType' });
    expect((await head(token, id)).statusCode).toBe(404);
    const draft = (await app.inject({ method: 'GET', url: '/api/claims/drafts/current', headers: { token } })).json().data;
    expect(draft?.documents ?? []).toHaveLength(0);
  });

  test('a tiny file with wrong magic bytes is refused at completion', async () => {
    const token = await customer();
    const { res } = await uploadWhole(token, Buffer.from('hello'));
    expect(res.statusCode).toBe(415);
  });

  test('PDF accepted up to 20 MB; more than 20 MB refused before any byte is sent', async () => {
    const token = await customer();
    expect((await create(token, LIMITS.maxDocumentBytes + 1)).statusCode).toBe(413);
    expect((await create(token, LIMITS.maxDocumentBytes + 1)).json().msg).toBe('claims.fileTooLarge');
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(200_000)]);
    const { id, res } = await uploadWhole(token, pdf, { filename: 'report.pdf', kind: 'medical_record' });
    expect(res.statusCode).toBe(204);
    expect((await state(token, id)).json().data.receipt.mime).toBe('application/pdf');
  });

  test('an image announced above 10 MB is refused at its first bytes', async () => {
    const token = await customer();
    const id = idOf((await create(token, LIMITS.maxImageBytes + 1)).headers.location);
    const res = await patch(token, id, 0, jpeg(64 * 1024));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ msg: 'claims.fileTooLarge', data: { max: '10 MB' } });
    expect((await head(token, id)).statusCode).toBe(404);
  });

  test('60 images per claim and 300 MB per claim', async () => {
    const { token, id: userId } = await customerWithId();
    const row = (i: number, size: number, mime: string) => ({ public_id: `seed${i}${randomBytes(4).toString('hex')}`, user_id: userId, kind: 'other', original_name: `p${i}.jpg`, stored_name: `none${i}`, size, sha256: '0'.repeat(64), mime, created_at: new Date().toISOString() });
    await t.db.insertInto('claim_uploads').values(Array.from({ length: LIMITS.maxImagesPerClaim }, (_, i) => row(i, 1000, 'image/jpeg'))).execute();
    const sixtyFirst = await uploadWhole(token, jpeg(20_000));
    expect(sixtyFirst.res.statusCode).toBe(409);
    expect(sixtyFirst.res.json().msg).toBe('error.maxImages');

    await t.db.insertInto('claim_uploads').values(row(999, LIMITS.maxClaimBytes - 1_000_000, 'application/pdf')).execute();
    const over = await create(token, 2_000_000);
    expect(over.statusCode).toBe(413);
    expect(over.json().msg).toBe('claims.claimTooLarge');
  });

  test.each([
    ['no Upload-Length', { 'upload-length': '' }],
    ['a negative Upload-Length', { 'upload-length': '-5' }],
    ['a zero Upload-Length', { 'upload-length': '0' }],
    ['another tus version', { 'tus-resumable': '0.2.2' }],
  ])('creation with %s → 4xx, never 5xx', async (_name, extra) => {
    const token = await customer();
    const res = await create(token, 1000, undefined, extra);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  test('an unknown document kind → 400', async () => {
    const token = await customer();
    expect((await create(token, 1000, { filename: 'a.jpg', kind: '../../etc' })).statusCode).toBe(400);
  });

  test('PATCH with the wrong content type, a bad offset or past the length → 4xx', async () => {
    const token = await customer();
    const id = idOf((await create(token, 1000)).headers.location);
    expect([400, 415]).toContain((await patch(token, id, 0, jpeg(100), { 'content-type': 'text/plain' })).statusCode);
    expect((await head(token, id)).headers['upload-offset']).toBe('0');
    expect((await patch(token, id, 0, jpeg(100), { 'upload-offset': 'abc' })).statusCode).toBe(400);
    expect((await patch(token, id, 0, jpeg(2000))).statusCode).toBe(413);
    expect((await app.inject({ method: 'HEAD', url: `${TUS_LOCATION}/..%2F..%2Fetc`, headers: { ...TUS, token } })).statusCode).toBe(404);
  });
});

describe('tus uploads: crash safety (issue 8 §10)', () => {
  const sidecar = (id: string) => path.join(uploadDir(), 'tus', `${id}.json`);
  const partial = (id: string) => path.join(uploadDir(), 'tus', id);
  const draftDocs = async (token: string) => ((await app.inject({ method: 'GET', url: '/api/claims/drafts/current', headers: { token } })).json().data?.documents ?? []) as { id: string; sha256: string }[];

  /** The state a kill -9 leaves after the last byte was written but before the receipt. */
  async function allBytesNoReceipt(token: string, content: Buffer): Promise<string> {
    const id = idOf((await create(token, content.length)).headers.location);
    fs.writeFileSync(partial(id), content);
    return id;
  }

  test('all bytes in but no receipt: HEAD finishes it (tus clients then see the upload as done)', async () => {
    const token = await customer();
    const content = jpeg(400_000);
    const id = await allBytesNoReceipt(token, content);
    const h = await head(token, id);
    expect(h.statusCode).toBe(200);
    expect(h.headers['upload-offset']).toBe(String(content.length));
    const receipt = (await state(token, id)).json().data.receipt;
    expect(receipt).toMatchObject({ size: content.length, sha256: sha(content) });
    expect((await draftDocs(token)).map((d) => d.id)).toEqual([receipt.id]);
    expect(fs.existsSync(partial(id))).toBe(false);
    const file = await app.inject({ method: 'GET', url: `/api/claims/files/${receipt.id}`, headers: { token } });
    expect(sha(file.rawPayload)).toBe(sha(content));
  });

  test('all bytes in but no receipt: a zero-byte PATCH at the final offset finishes it too', async () => {
    const token = await customer();
    const content = jpeg(50_000);
    const id = await allBytesNoReceipt(token, content);
    const res = await patch(token, id, content.length, Buffer.alloc(0));
    expect(res.statusCode).toBe(204);
    expect(res.headers['upload-offset']).toBe(String(content.length));
    expect((await state(token, id)).json().data.receipt.sha256).toBe(sha(content));
    // Its answer lost, the client may send it again: the final offset of a finished upload is fine.
    expect((await patch(token, id, content.length, Buffer.alloc(0))).statusCode).toBe(204);
    expect((await patch(token, id, 0, content)).statusCode).toBe(409);
  });

  test('a completion cut short after its row was written finishes into that same document, not a second one', async () => {
    const token = await customer();
    const content = jpeg(120_000);
    const { id, res } = await uploadWhole(token, content);
    expect(res.statusCode).toBe(204);
    const first = (await state(token, id)).json().data.receipt;
    // Back to the moment before the sidecar got its receipt: no receipt, bytes still there.
    fs.writeFileSync(sidecar(id), JSON.stringify({ ...JSON.parse(fs.readFileSync(sidecar(id), 'utf8')), receipt: null }));
    fs.writeFileSync(partial(id), content);
    expect((await head(token, id)).headers['upload-offset']).toBe(String(content.length));
    expect((await state(token, id)).json().data.receipt).toEqual(first);
    expect((await draftDocs(token)).map((d) => d.id)).toEqual([first.id]);
  });
});

describe('upload sweep (at start and periodically)', () => {
  const old = (file: string) => fs.utimesSync(file, new Date(Date.now() - 3600_000), new Date(Date.now() - 3600_000));
  const tusFile = (name: string) => path.join(uploadDir(), 'tus', name);

  test('removes abandoned uploads, bytes nobody owns, crash leftovers and unreferenced documents; keeps the rest', async () => {
    const token = await customer();
    const kept = jpeg(30_000);
    const finished = await uploadWhole(token, kept);
    const receipt = (await state(token, finished.id)).json().data.receipt;
    const storedName = (await t.db.selectFrom('claim_uploads').select('stored_name').where('public_id', '=', receipt.id).executeTakeFirstOrThrow()).stored_name;
    const unfinished = idOf((await create(token, 5000)).headers.location);
    await patch(token, unfinished, 0, jpeg(5000).subarray(0, 1000));
    const abandoned = idOf((await create(token, 5000)).headers.location);
    const info = JSON.parse(fs.readFileSync(tusFile(`${abandoned}.json`), 'utf8'));
    fs.writeFileSync(tusFile(`${abandoned}.json`), JSON.stringify({ ...info, createdAt: new Date(Date.now() - 8 * 24 * 3600_000).toISOString() }));
    const ownerless = randomBytes(18).toString('base64url');
    fs.writeFileSync(tusFile(ownerless), 'x');
    fs.writeFileSync(tusFile(finished.id), kept); // bytes left beside a receipt
    const orphan = path.join(uploadDir(), randomBytes(18).toString('base64url'));
    fs.writeFileSync(orphan, 'no row names me');
    const temp = path.join(uploadDir(), `${randomBytes(18).toString('base64url')}.abc.tmp`);
    fs.writeFileSync(temp, 'half written');
    const fresh = path.join(uploadDir(), randomBytes(18).toString('base64url'));
    fs.writeFileSync(fresh, 'row about to be inserted');
    [tusFile(ownerless), orphan, temp].forEach(old);

    const database = databaseIdentity(t.app.ctx.config);
    const result = await sweepUploads(t.db, { expiryMs: 7 * 24 * 3600_000, graceMs: 60_000, database });
    expect(result).toMatchObject({ expiredUploads: 1, orphanPartials: 2, storedSkipped: false });
    expect(result.orphanFiles).toBeGreaterThanOrEqual(1);
    expect(result.tempFiles).toBeGreaterThanOrEqual(1);
    for (const gone of [tusFile(`${abandoned}.json`), tusFile(abandoned), tusFile(ownerless), tusFile(finished.id), orphan, temp]) expect(fs.existsSync(gone)).toBe(false);
    for (const stays of [tusFile(`${finished.id}.json`), tusFile(`${unfinished}.json`), tusFile(unfinished), path.join(uploadDir(), storedName), fresh]) expect(fs.existsSync(stays)).toBe(true);
    expect((await head(token, unfinished)).headers['upload-offset']).toBe('1000');
    expect((await app.inject({ method: 'GET', url: `/api/claims/files/${receipt.id}`, headers: { token } })).statusCode).toBe(200);
  });

  test("documents are never taken for orphans when UPLOAD_DIR belongs to another database", async () => {
    const orphanLooking = path.join(uploadDir(), randomBytes(18).toString('base64url'));
    fs.writeFileSync(orphanLooking, 'a file of the other database');
    old(orphanLooking);
    const result = await sweepUploads(t.db, { expiryMs: 7 * 24 * 3600_000, graceMs: 0, database: 'sqlite:/elsewhere/other.db' });
    expect(result.storedSkipped).toBe(true);
    expect(fs.existsSync(orphanLooking)).toBe(true);
  });
});
