/**
 * What a crash leaves of a resumable upload, and the sweep, on both storage back ends (local disk
 * and S3 on a real s3rver). The states a kill -9 can leave are written through the same store the
 * API uses (tus-store.ts), so each test sets up exactly what the storage would hold at that
 * moment: all bytes in but no receipt, a document written but no row, leftovers for the sweep.
 */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { STORAGE_KINDS } from '../../storage/testkit';
import type { TestApp } from '../../test/helpers';
import { startClaimsApp, storedDocuments } from './testkit';
import { TusStore, documentIdsFor } from './tus-store';
import { TusCalls, idOf, jpeg, sha } from './tus-testkit';
import { databaseIdentity, sweepUploads } from './upload-sweep';

jest.setTimeout(60_000);

let app: FastifyInstance;
let t: TestApp;
let tus: TusCalls;
let store: TusStore;
let close: () => Promise<void>;

async function customer(): Promise<string> {
  const u = await t.createUser();
  return t.login(u.account, u.password);
}

/** The state a kill -9 leaves after the last byte was written but before the receipt. */
async function allBytesNoReceipt(token: string, content: Buffer): Promise<string> {
  const id = idOf((await tus.create(token, content.length)).headers.location);
  await store.append(id, 0, Readable.from([content]));
  return id;
}

const holdsBytes = async (id: string) => (await store.owners()).some((o) => o.name === id);

describe.each(STORAGE_KINDS)('%s storage', (storage) => {
  beforeAll(async () => {
    ({ app, t, close } = await startClaimsApp(storage));
    tus = new TusCalls(app);
    store = new TusStore(app.ctx.storage);
  });
  afterAll(async () => close?.());

  describe('tus uploads: crash safety', () => {
    test('all bytes in but no receipt: HEAD finishes it (tus clients then see the upload as done)', async () => {
      const token = await customer();
      const content = jpeg(400_000);
      const id = await allBytesNoReceipt(token, content);
      const h = await tus.head(token, id);
      expect(h.statusCode).toBe(200);
      expect(h.headers['upload-offset']).toBe(String(content.length));
      const receipt = (await tus.state(token, id)).json().data.receipt;
      expect(receipt).toMatchObject({ size: content.length, sha256: sha(content) });
      expect((await tus.draftDocs(token)).map((d) => d.id)).toEqual([receipt.id]);
      expect(await holdsBytes(id)).toBe(false);
      expect(sha((await tus.download(token, receipt.id)).rawPayload)).toBe(sha(content));
    });

    test('all bytes in but no receipt: a zero-byte PATCH at the final offset finishes it too', async () => {
      const token = await customer();
      const content = jpeg(50_000);
      const id = await allBytesNoReceipt(token, content);
      const res = await tus.patch(token, id, content.length, Buffer.alloc(0));
      expect(res.statusCode).toBe(204);
      expect(res.headers['upload-offset']).toBe(String(content.length));
      expect((await tus.state(token, id)).json().data.receipt.sha256).toBe(sha(content));
      // Its answer lost, the client may send it again: the final offset of a finished upload is fine.
      expect((await tus.patch(token, id, content.length, Buffer.alloc(0))).statusCode).toBe(204);
      expect((await tus.patch(token, id, 0, content)).statusCode).toBe(409);
    });

    test('a completion cut short after its row was written finishes into that same document, not a second one', async () => {
      const token = await customer();
      const content = jpeg(120_000);
      const { id, res } = await tus.uploadWhole(token, content);
      expect(res.statusCode).toBe(204);
      const first = (await tus.state(token, id)).json().data.receipt;
      const documents = await storedDocuments(app.ctx.storage);
      // Back to the moment before the sidecar got its receipt: no receipt, bytes still there.
      await store.writeInfo({ ...(await store.readInfo(id))!, receipt: null });
      await store.append(id, 0, Readable.from([content]));
      expect((await tus.head(token, id)).headers['upload-offset']).toBe(String(content.length));
      expect((await tus.state(token, id)).json().data.receipt).toEqual(first);
      expect((await tus.draftDocs(token)).map((d) => d.id)).toEqual([first.id]);
      expect(await storedDocuments(app.ctx.storage)).toEqual(documents);
      expect(await holdsBytes(id)).toBe(false);
    });

    test('a completion cut short after its document was stored, before its row: redone into the same document', async () => {
      const token = await customer();
      const content = jpeg(200_000);
      const id = await allBytesNoReceipt(token, content);
      // The crash left the document's object (here: a wrong one, as if cut short) but no row.
      await app.ctx.storage.put(documentIdsFor(id).storedName, Buffer.from('left by the crash'));
      const documents = await storedDocuments(app.ctx.storage);
      expect((await tus.head(token, id)).headers['upload-offset']).toBe(String(content.length));
      const receipt = (await tus.state(token, id)).json().data.receipt;
      expect(sha((await tus.download(token, receipt.id)).rawPayload)).toBe(sha(content));
      expect(await storedDocuments(app.ctx.storage)).toEqual(documents);
      expect(await holdsBytes(id)).toBe(false);
    });
  });

  test('a document whose stored object is gone answers 404, not 500', async () => {
    const token = await customer();
    const { id } = await tus.uploadWhole(token, jpeg(10_000));
    const receipt = (await tus.state(token, id)).json().data.receipt;
    const row = await t.db.selectFrom('claim_uploads').select('stored_name').where('public_id', '=', receipt.id).executeTakeFirstOrThrow();
    await app.ctx.storage.delete(row.stored_name);
    const res = await tus.download(token, receipt.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, msg: 'error.notFound' });
  });

  describe('upload sweep (at start and periodically)', () => {
    test('removes abandoned uploads, bytes nobody owns, bytes beside a receipt and unreferenced documents once past the grace; keeps the rest', async () => {
      const token = await customer();
      const kept = jpeg(30_000);
      const finished = await tus.uploadWhole(token, kept);
      const receipt = (await tus.state(token, finished.id)).json().data.receipt;
      const storedName = (await t.db.selectFrom('claim_uploads').select('stored_name').where('public_id', '=', receipt.id).executeTakeFirstOrThrow()).stored_name;
      const unfinished = idOf((await tus.create(token, 5000)).headers.location);
      await tus.patch(token, unfinished, 0, jpeg(5000).subarray(0, 1000));
      const abandoned = idOf((await tus.create(token, 5000)).headers.location);
      await tus.patch(token, abandoned, 0, jpeg(5000).subarray(0, 1000));
      await store.writeInfo({ ...(await store.readInfo(abandoned))!, createdAt: new Date(Date.now() - 8 * 24 * 3600_000).toISOString() });
      const ownerless = randomBytes(18).toString('base64url');
      await store.append(ownerless, 0, Readable.from([Buffer.from('x')]));
      await store.append(finished.id, 0, Readable.from([kept])); // bytes left beside a receipt
      const orphan = randomBytes(18).toString('base64url');
      await app.ctx.storage.put(orphan, Buffer.from('no row names me'));

      const database = databaseIdentity(t.app.ctx.config);
      const sweep = (now: number) => sweepUploads(t.db, app.ctx.storage, { expiryMs: 7 * 24 * 3600_000, graceMs: 60_000, database, now });
      // Within the grace, young leftovers stay (a row may be about to name them, on any replica).
      expect(await sweep(Date.now())).toMatchObject({ expiredUploads: 1, orphanPartials: 1, orphanFiles: 0, storedSkipped: false });
      expect(await holdsBytes(ownerless)).toBe(true);
      expect(await storedDocuments(app.ctx.storage)).toContain(orphan);
      expect(await sweep(Date.now() + 120_000)).toMatchObject({ expiredUploads: 0, orphanPartials: 1, orphanFiles: 1 });

      expect(await store.readInfo(abandoned)).toBeNull();
      for (const gone of [abandoned, ownerless, finished.id]) expect(await holdsBytes(gone)).toBe(false);
      expect(await storedDocuments(app.ctx.storage)).not.toContain(orphan);
      expect(await storedDocuments(app.ctx.storage)).toContain(storedName);
      expect((await store.readInfo(finished.id))?.receipt).toEqual(receipt);
      expect((await tus.head(token, unfinished)).headers['upload-offset']).toBe('1000');
      expect((await tus.download(token, receipt.id)).statusCode).toBe(200);
    });

    test('documents are never taken for orphans when the store belongs to another database', async () => {
      const orphanLooking = randomBytes(18).toString('base64url');
      await app.ctx.storage.put(orphanLooking, Buffer.from('a file of the other database'));
      const result = await sweepUploads(t.db, app.ctx.storage, { expiryMs: 7 * 24 * 3600_000, graceMs: 0, database: 'sqlite:/elsewhere/other.db', now: Date.now() + 120_000 });
      expect(result.storedSkipped).toBe(true);
      expect(await storedDocuments(app.ctx.storage)).toContain(orphanLooking);
    });
  });
});
