/**
 * Memory under large claim documents: the real server in a child process, on
 * local disk and on S3 (a real s3rver), PARALLEL documents of 20 MB at once, first as one-shot
 * multipart uploads, then as resumable uploads sent in one PATCH each (whose last byte makes the
 * server read them back into a document), each on a fresh server. Every byte streams through
 * (a 5 MB part at a time on S3), so the growth stays below PARALLEL × 20 MB, which holding the
 * documents costs. Figures: docs/architecture.md decision 19.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { createStorage, type ObjectStorage } from '../../storage';
import { STORAGE_KINDS, scratchStorage } from '../../storage/testkit';
import { scratchDatabase, type ScratchDatabase } from '../../test/scratchDatabase';
import { startServerProcess, type ServerProcess } from '../../test/server-process';
import { signInWithPin } from '../../test/sign-in';
import { generatedBytes, peakMemory, streamedMultipart } from '../../test/streamed-bodies';
import { storedDocuments } from './testkit';
import { TUS } from './tus-testkit';

jest.setTimeout(240_000);

const MB = 1024 * 1024;
const PARALLEL = 8;
const SIZE = 20 * MB;
const PDF_HEAD = Buffer.from('%PDF-1.7\n');
/**
 * Less than the documents themselves: holding each whole once is PARALLEL × 20 MB = 160 MB. The
 * code before measured +306 MB (multipart) and +198 MB (tus); streaming +31–42 MB on local disk
 * and +70–126 MB on S3 (a 5 MB part buffer per upload stream: the PATCH's part, then the document).
 */
const MAX_GROWTH_MB = (PARALLEL * SIZE) / MB;

async function expectedSha(): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of generatedBytes(SIZE, PDF_HEAD)) hash.update(chunk);
  return hash.digest('hex');
}

/** A resumable upload's body: the bytes alone, generated as they are sent. */
const pdfBytes = (size: number) => Readable.from(generatedBytes(size, PDF_HEAD), { objectMode: false });
const json = (body: string) => JSON.parse(body) as { data: { size: number; sha256: string; receipt: { size: number; sha256: string } } };

describe.each(STORAGE_KINDS)('%s storage', (storage) => {
  let scratch: ScratchDatabase;
  let env: Record<string, string>;
  let dropFiles: () => Promise<void>;
  /** The server's store, seen from the test: the documents must be there, not anywhere else. */
  let files: ObjectStorage;
  let sha: string;

  beforeAll(async () => {
    scratch = await scratchDatabase('claimsmem');
    const store = await scratchStorage(storage);
    [env, dropFiles, files, sha] = [{ ...scratch.env, ...store.env }, store.dispose, createStorage(store.config), await expectedSha()];
  });
  afterAll(async () => {
    await files?.close();
    try {
      await scratch?.drop();
    } finally {
      await dropFiles?.(); // a running s3rver would keep jest from exiting
    }
  });

  /**
   * A fresh server for each way in, so one's memory high-water mark is not the other's baseline;
   * `send` runs once with a 1 kB document first (code loaded, connections open: a running
   * server), then measured with PARALLEL of 20 MB.
   */
  async function measured<T>(account: [string, string], send: (server: ServerProcess, token: string, size: number) => Promise<T>) {
    const server = await startServerProcess(env);
    try {
      const token = await signInWithPin(server, account[0], account[1]);
      await send(server, token, 1024);
      return await peakMemory(server.pid, () => send(server, token, SIZE));
    } finally {
      await server.stop();
    }
  }

  const report = (way: string, m: { baselineMb: number; peakMb: number; growthMb: number }) =>
    console.log(`claims documents, ${storage} storage, ${PARALLEL} × 20 MB in parallel, ${way}: RSS ${m.baselineMb} → ${m.peakMb} MB (+${m.growthMb} MB)`);

  test(`${PARALLEL} parallel 20 MB multipart uploads: each stored whole, memory growth < ${MAX_GROWTH_MB} MB`, async () => {
    const before = (await storedDocuments(files)).length;
    const run = await measured(['demo', 'Demo2026'], (server, token, size) =>
      Promise.all(
        Array.from({ length: size === SIZE ? PARALLEL : 1 }, () => {
          const boundary = `----sencare${randomBytes(8).toString('hex')}`;
          const body = streamedMultipart(boundary, {}, [{ field: 'file', size, head: PDF_HEAD, filename: 'report.pdf', type: 'application/pdf' }]);
          return server.request('POST', '/api/claims/drafts/current/documents?kind=medical_record', { token, 'content-type': `multipart/form-data; boundary=${boundary}` }, body);
        }),
      ),
    );
    report('multipart', run);
    for (const answer of run.result) {
      expect(answer.status).toBe(200);
      expect(json(answer.body).data).toMatchObject({ size: SIZE, sha256: sha });
    }
    expect(await storedDocuments(files)).toHaveLength(before + 1 + PARALLEL);
    expect(run.growthMb).toBeLessThan(MAX_GROWTH_MB);
  });

  test(`${PARALLEL} parallel 20 MB resumable uploads in one PATCH each (then made documents): each whole, memory growth < ${MAX_GROWTH_MB} MB`, async () => {
    const before = (await storedDocuments(files)).length;
    const metadata = `filename ${Buffer.from('report.pdf').toString('base64')},kind ${Buffer.from('medical_record').toString('base64')}`;
    const run = await measured(['hoa.pham', 'Hoa2026pw'], async (server, token, size) => {
      const locations: string[] = [];
      for (let i = 0; i < (size === SIZE ? PARALLEL : 1); i++) locations.push(String((await server.request('POST', '/api/claims/uploads/tus', { ...TUS, token, 'upload-length': String(size), 'upload-metadata': metadata })).headers.location));
      const answers = await Promise.all(locations.map((location) => server.request('PATCH', location, { ...TUS, token, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream', 'content-length': String(size) }, pdfBytes(size))));
      const states = await Promise.all(locations.map((location) => server.request('GET', `/api/claims/uploads/${location.split('/').pop()}`, { token })));
      return { answers, states };
    });
    report('tus', run);
    for (const answer of run.result.answers) expect(answer.status).toBe(204);
    for (const state of run.result.states) expect(json(state.body).data.receipt).toMatchObject({ size: SIZE, sha256: sha });
    expect(await storedDocuments(files)).toHaveLength(before + 1 + PARALLEL);
    expect(run.growthMb).toBeLessThan(MAX_GROWTH_MB);
  });
});
