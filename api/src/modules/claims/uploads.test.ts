/**
 * Resumable (tus) uploads on both storage back ends (local disk and S3 on a real s3rver): the
 * protocol, who may touch an upload, resuming after a dropped connection, content checks and
 * limits. Crash recovery and the sweep: upload-recovery.test.ts.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { LIMITS } from '@sencare/shared/rules';
import { STORAGE_KINDS } from '../../storage/testkit';
import type { TestApp } from '../../test/helpers';
import { startClaimsApp, storedDocuments } from './testkit';
import { TUS_LOCATION } from './tus';
import { TusStore } from './tus-store';
import { TUS, TusCalls, idOf, interruptedPatch, jpeg, sha } from './tus-testkit';

jest.setTimeout(60_000);

let app: FastifyInstance;
let t: TestApp;
let tus: TusCalls;
let close: () => Promise<void>;

async function customer(): Promise<string> {
  return (await customerWithId()).token;
}

async function customerWithId(): Promise<{ token: string; id: number }> {
  const u = await t.createUser();
  return { token: await t.login(u.account, u.password), id: u.id };
}

describe.each(STORAGE_KINDS)('%s storage', (storage) => {
  beforeAll(async () => {
    ({ app, t, close } = await startClaimsApp(storage));
    tus = new TusCalls(app);
  });
  afterAll(async () => close?.());

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
      const { id, res } = await tus.uploadWhole(token, content, { filename: 'hoá đơn.jpg', kind: 'invoice' });
      expect(res.statusCode).toBe(204);
      expect(res.headers['upload-offset']).toBe(String(content.length));
      expect(res.headers['tus-resumable']).toBe('1.0.0');
      const body = (await tus.state(token, id)).json();
      expect(body.code).toBe(0);
      expect(body.data).toMatchObject({ offset: content.length, length: content.length, receipt: { name: 'hoá đơn.jpg', kind: 'invoice', size: content.length, sha256: sha(content), mime: 'image/jpeg' } });
      expect(body.data.receipt.createdAt).toMatch(/^\d{4}-\d\d-\d\d/);
      expect((await tus.draftDocs(token)).map((d) => d.id)).toContain(body.data.receipt.id);
      // The document is in this app's store (the folder or the bucket), and no partial bytes are left.
      const row = await t.db.selectFrom('claim_uploads').select('stored_name').where('public_id', '=', body.data.receipt.id).executeTakeFirstOrThrow();
      expect(await storedDocuments(app.ctx.storage)).toContain(row.stored_name);
      expect((await new TusStore(app.ctx.storage).owners()).map((o) => o.name)).not.toContain(id);
      // HEAD after completion still answers (a client whose last answer was lost sees it is done).
      const h = await tus.head(token, id);
      expect(h.headers['upload-offset']).toBe(String(content.length));
    });

    test('resume after an interrupted upload (real socket drop) gives a byte-identical file', async () => {
      const token = await customer();
      await app.listen({ port: 0, host: '127.0.0.1' });
      const port = (app.server.address() as AddressInfo).port;
      const content = jpeg(3 * 1024 * 1024);
      const created = await tus.create(token, content.length);
      const id = idOf(created.headers.location);

      await interruptedPatch(port, token, id, 0, content, 1_200_000);
      // The server notices the drop a moment later; what arrived is kept.
      let offset = 0;
      for (let i = 0; i < 40; i++) {
        const h = await tus.head(token, id);
        expect(h.statusCode).toBe(200);
        offset = Number(h.headers['upload-offset']);
        if (offset === 1_200_000) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(offset).toBe(1_200_000);
      expect(Number((await tus.head(token, id)).headers['upload-length'])).toBe(content.length);

      // The wrong offset is refused (409), the right one continues where it stopped.
      expect((await tus.patch(token, id, 0, content)).statusCode).toBe(409);
      const rest = await tus.patch(token, id, offset, content.subarray(offset));
      expect(rest.statusCode).toBe(204);
      const receipt = (await tus.state(token, id)).json().data.receipt;
      expect(receipt.sha256).toBe(sha(content));
      expect(receipt.size).toBe(content.length);
      const file = await tus.download(token, receipt.id);
      expect(file.statusCode).toBe(200);
      expect(sha(file.rawPayload)).toBe(sha(content));
    });

    test('chunked upload (several PATCHes) ends byte-identical', async () => {
      const token = await customer();
      const content = jpeg(700_000);
      const id = idOf((await tus.create(token, content.length)).headers.location);
      for (let at = 0; at < content.length; at += 256 * 1024) {
        const res = await tus.patch(token, id, at, content.subarray(at, at + 256 * 1024));
        expect(res.statusCode).toBe(204);
        expect(Number(res.headers['upload-offset'])).toBe(Math.min(content.length, at + 256 * 1024));
      }
      expect((await tus.state(token, id)).json().data.receipt.sha256).toBe(sha(content));
    });

    test("another user can neither see, resume, abandon nor read someone's upload", async () => {
      const owner = await customer();
      const other = await customer();
      const content = jpeg(100_000);
      const id = idOf((await tus.create(owner, content.length)).headers.location);
      await tus.patch(owner, id, 0, content.subarray(0, 50_000));
      expect((await tus.head(other, id)).statusCode).toBe(404);
      expect((await tus.patch(other, id, 50_000, content.subarray(50_000))).statusCode).toBe(404);
      expect((await tus.abandon(other, id)).statusCode).toBe(404);
      expect((await tus.state(other, id)).statusCode).toBe(404);
      // The owner's upload is untouched and finishes.
      expect((await tus.patch(owner, id, 50_000, content.subarray(50_000))).statusCode).toBe(204);
      const receipt = (await tus.state(owner, id)).json().data.receipt;
      expect((await tus.state(other, id)).statusCode).toBe(404);
      expect((await tus.download(other, receipt.id)).statusCode).toBe(404);
      // Nor can anybody upload into another user's claim.
      const lan = await t.login('lan.tran', 'Lan2026pw');
      const claimId = (await app.inject({ method: 'GET', url: '/api/claims?tab=in_progress', headers: { token: lan } })).json().data.items[0]?.id;
      if (claimId) expect((await tus.create(other, 1000, { filename: 'x.jpg', kind: 'other', claimId })).statusCode).toBe(404);
    });

    test('the owner can abandon an unfinished upload', async () => {
      const token = await customer();
      const id = idOf((await tus.create(token, 5000)).headers.location);
      expect((await tus.abandon(token, id)).statusCode).toBe(204);
      expect((await tus.head(token, id)).statusCode).toBe(404);
    });
  });

  describe('tus uploads: content checks and limits', () => {
    test('wrong magic bytes are refused once the bytes are in, and the upload is gone', async () => {
      const token = await customer();
      const fake = Buffer.concat([Buffer.from('MZ'), randomBytes(50_000)]); // an .exe named photo.jpg
      const { id, res } = await tus.uploadWhole(token, fake);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ code: 415, msg: 'claims.fileType' });
      expect((await tus.head(token, id)).statusCode).toBe(404);
      expect(await tus.draftDocs(token)).toHaveLength(0);
      expect((await new TusStore(app.ctx.storage).owners()).map((o) => o.name)).not.toContain(id);
    });

    test('a tiny file with wrong magic bytes is refused at completion', async () => {
      const token = await customer();
      const { res } = await tus.uploadWhole(token, Buffer.from('hello'));
      expect(res.statusCode).toBe(415);
    });

    test('PDF accepted up to 20 MB; more than 20 MB refused before any byte is sent', async () => {
      const token = await customer();
      expect((await tus.create(token, LIMITS.maxDocumentBytes + 1)).statusCode).toBe(413);
      expect((await tus.create(token, LIMITS.maxDocumentBytes + 1)).json().msg).toBe('claims.fileTooLarge');
      const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(200_000)]);
      const { id, res } = await tus.uploadWhole(token, pdf, { filename: 'report.pdf', kind: 'medical_record' });
      expect(res.statusCode).toBe(204);
      expect((await tus.state(token, id)).json().data.receipt.mime).toBe('application/pdf');
    });

    test('an image announced above 10 MB is refused at its first bytes', async () => {
      const token = await customer();
      const id = idOf((await tus.create(token, LIMITS.maxImageBytes + 1)).headers.location);
      const res = await tus.patch(token, id, 0, jpeg(64 * 1024));
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ msg: 'claims.fileTooLarge', data: { max: '10 MB' } });
      expect((await tus.head(token, id)).statusCode).toBe(404);
    });

    test('60 images per claim and 300 MB per claim', async () => {
      const { token, id: userId } = await customerWithId();
      const row = (i: number, size: number, mime: string) => ({ public_id: `seed${i}${randomBytes(4).toString('hex')}`, user_id: userId, kind: 'other', original_name: `p${i}.jpg`, stored_name: `none${i}`, size, sha256: '0'.repeat(64), mime, created_at: new Date().toISOString() });
      await t.db.insertInto('claim_uploads').values(Array.from({ length: LIMITS.maxImagesPerClaim }, (_, i) => row(i, 1000, 'image/jpeg'))).execute();
      const sixtyFirst = await tus.uploadWhole(token, jpeg(20_000));
      expect(sixtyFirst.res.statusCode).toBe(409);
      expect(sixtyFirst.res.json().msg).toBe('error.maxImages');

      await t.db.insertInto('claim_uploads').values(row(999, LIMITS.maxClaimBytes - 1_000_000, 'application/pdf')).execute();
      const over = await tus.create(token, 2_000_000);
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
      const res = await tus.create(token, 1000, undefined, extra);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    });

    test('an unknown document kind → 400', async () => {
      const token = await customer();
      expect((await tus.create(token, 1000, { filename: 'a.jpg', kind: '../../etc' })).statusCode).toBe(400);
    });

    test('PATCH with the wrong content type, a bad offset or past the length → 4xx', async () => {
      const token = await customer();
      const id = idOf((await tus.create(token, 1000)).headers.location);
      expect([400, 415]).toContain((await tus.patch(token, id, 0, jpeg(100), { 'content-type': 'text/plain' })).statusCode);
      expect((await tus.head(token, id)).headers['upload-offset']).toBe('0');
      expect((await tus.patch(token, id, 0, jpeg(100), { 'upload-offset': 'abc' })).statusCode).toBe(400);
      expect((await tus.patch(token, id, 0, jpeg(2000))).statusCode).toBe(413);
      // Nothing of a refused PATCH is kept: the upload still resumes from 0.
      expect((await tus.head(token, id)).headers['upload-offset']).toBe('0');
      expect((await app.inject({ method: 'HEAD', url: `${TUS_LOCATION}/..%2F..%2Fetc`, headers: { ...TUS, token } })).statusCode).toBe(404);
    });
  });
});
