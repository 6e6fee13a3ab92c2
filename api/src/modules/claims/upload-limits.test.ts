/**
 * Hostile uploads on the one-shot claims upload routes: a multipart body without
 * its boundary, a body that is not multipart at all, and a file over the 20 MB limit. Each gets a
 * 4xx envelope and nothing is stored. On both storage back ends (local disk, S3 on s3rver), where
 * a 20 MB document also goes in whole and comes back byte-identical.
 */
import type { FastifyInstance } from 'fastify';
import { LIMITS } from '@sencare/shared/rules';
import { STORAGE_KINDS } from '../../storage/testkit';
import type { TestApp } from '../../test/helpers';
import { createHash } from 'node:crypto';
import { PDF, multipart, startClaimsApp, storedDocuments } from './testkit';

jest.setTimeout(60_000);

let app: FastifyInstance;
let t: TestApp;
let close: () => Promise<void>;
let demo: string;

/** Open claim of the seeded demo account (processing), so /claims/:id/documents accepts files. */
const ROUTES = ['/api/claims/drafts/current/documents?kind=invoice', '/api/claims/CL-2026-000102/documents?kind=invoice'];

const stored = () => storedDocuments(app.ctx.storage);
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

function expectEnvelope(res: { statusCode: number; json(): { code: number; msg: string } }, statuses: number[]) {
  expect(statuses).toContain(res.statusCode);
  const body = res.json();
  expect(body.code).toBe(res.statusCode);
  expect(body.msg).toMatch(/^[a-z]+\.[A-Za-z.]+$/);
}

describe.each(STORAGE_KINDS)('%s storage', (storage) => {
  beforeAll(async () => {
    ({ app, t, close } = await startClaimsApp(storage));
    demo = await t.login('demo', 'Demo2026');
  });
  afterAll(async () => close?.());

  describe.each(ROUTES)('POST %s', (url) => {
    test('multipart without a boundary → 400/415 envelope, nothing stored', async () => {
      const before = (await stored()).length;
      const res = await app.inject({ method: 'POST', url, headers: { token: demo, 'content-type': 'multipart/form-data' }, payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.7\r\n--x--\r\n' });
      expectEnvelope(res, [400, 415]);
      expect((await stored()).length).toBe(before);
    });

    test('a body that is not multipart → 415 envelope', async () => {
      const res = await app.inject({ method: 'POST', url, headers: { token: demo, 'content-type': 'application/json' }, payload: '{"file":"x"}' });
      expectEnvelope(res, [415]);
    });

    test('a multipart body with no file part → 400 naming the file', async () => {
      const boundary = 'sencareNoFile';
      const res = await app.inject({ method: 'POST', url, headers: { token: demo, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n` });
      expectEnvelope(res, [400]);
      expect(res.json().errors).toEqual({ file: 'validation.required' });
    });

    test.each([
      ['20 MB + 1 byte', LIMITS.maxDocumentBytes + 1],
      ['21 MB', 21 * 1024 * 1024],
    ])('a %s PDF → 413 claims.fileTooLarge, nothing stored', async (_label, size) => {
      const before = (await stored()).length;
      const rowsBefore = await t.db.selectFrom('claim_uploads').select('id').execute();
      const big = Buffer.concat([PDF, Buffer.alloc(size - PDF.length, 32)]);
      const { payload, headers } = multipart('big.pdf', big, 'application/pdf');
      const res = await app.inject({ method: 'POST', url, headers: { ...headers, token: demo }, payload });
      expectEnvelope(res, [413]);
      expect(res.json().msg).toBe('claims.fileTooLarge');
      expect((await stored()).length).toBe(before);
      expect((await t.db.selectFrom('claim_uploads').select('id').execute()).length).toBe(rowsBefore.length);
    });

    test('a PDF of exactly 20 MB is stored whole (size and SHA-256 of what was sent)', async () => {
      const whole = Buffer.concat([PDF, Buffer.alloc(LIMITS.maxDocumentBytes - PDF.length, 32)]);
      const { payload, headers } = multipart('whole.pdf', whole, 'application/pdf');
      const res = await app.inject({ method: 'POST', url, headers: { ...headers, token: demo }, payload });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ size: whole.length, sha256: sha(whole) });
      const back = await app.inject({ method: 'GET', url: `/api/claims/files/${res.json().data.id}`, headers: { token: demo } });
      expect(back.statusCode).toBe(200);
      expect(sha(back.rawPayload)).toBe(sha(whole));
    });
  });
});
