/**
 * Hostile uploads on the one-shot claims upload routes (issue 8 item 15): a multipart body without
 * its boundary, a body that is not multipart at all, and a file over the 20 MB limit. Each gets a
 * 4xx envelope and nothing is stored.
 */
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { LIMITS } from '@sencare/shared/rules';
import type { TestApp } from '../../test/helpers';
import { createHash } from 'node:crypto';
import { uploadDir } from './files';
import { PDF, multipart, startClaimsApp } from './testkit';

jest.setTimeout(60_000);

let app: FastifyInstance;
let t: TestApp;
let close: () => Promise<void>;
let demo: string;

beforeAll(async () => {
  const started = await startClaimsApp();
  ({ app, t, close } = started);
  demo = await t.login('demo', 'Demo2026');
});
afterAll(async () => close?.());

/** Open claim of the seeded demo account (processing), so /claims/:id/documents accepts files. */
const ROUTES = ['/api/claims/drafts/current/documents?kind=invoice', '/api/claims/CL-2026-000102/documents?kind=invoice'];

const stored = () => (fs.existsSync(uploadDir()) ? fs.readdirSync(uploadDir()).filter((n) => n !== 'tus') : []);

function expectEnvelope(res: { statusCode: number; json(): { code: number; msg: string } }, statuses: number[]) {
  expect(statuses).toContain(res.statusCode);
  const body = res.json();
  expect(body.code).toBe(res.statusCode);
  expect(body.msg).toMatch(/^[a-z]+\.[A-Za-z.]+$/);
}

describe.each(ROUTES)('POST %s', (url) => {
  test('multipart without a boundary → 400/415 envelope, nothing stored', async () => {
    const before = stored().length;
    const res = await app.inject({ method: 'POST', url, headers: { token: demo, 'content-type': 'multipart/form-data' }, payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.7\r\n--x--\r\n' });
    expectEnvelope(res, [400, 415]);
    expect(stored().length).toBe(before);
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
    const before = stored().length;
    const rowsBefore = await t.db.selectFrom('claim_uploads').select('id').execute();
    const big = Buffer.concat([PDF, Buffer.alloc(size - PDF.length, 32)]);
    const { payload, headers } = multipart('big.pdf', big, 'application/pdf');
    const res = await app.inject({ method: 'POST', url, headers: { ...headers, token: demo }, payload });
    expectEnvelope(res, [413]);
    expect(res.json().msg).toBe('claims.fileTooLarge');
    expect(stored().length).toBe(before);
    expect((await t.db.selectFrom('claim_uploads').select('id').execute()).length).toBe(rowsBefore.length);
  });

  test('a PDF of exactly 20 MB is stored whole (size and SHA-256 of what was sent)', async () => {
    const whole = Buffer.concat([PDF, Buffer.alloc(LIMITS.maxDocumentBytes - PDF.length, 32)]);
    const { payload, headers } = multipart('whole.pdf', whole, 'application/pdf');
    const res = await app.inject({ method: 'POST', url, headers: { ...headers, token: demo }, payload });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ size: whole.length, sha256: createHash('sha256').update(whole).digest('hex') });
  });
});
