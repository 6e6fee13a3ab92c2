import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { startTestApp, type TestApp } from '../../test/helpers';

/** The API harness (src/test/helpers.ts) with uploads in a temporary folder of their own. */
export async function startClaimsApp(): Promise<{ app: FastifyInstance; t: TestApp; close(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sencare-claims-'));
  process.env.UPLOAD_DIR = path.join(dir, 'uploads');
  const t = await startTestApp();
  return {
    app: t.app,
    t,
    async close() {
      await t.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A multipart body with one file, as the browser sends it. */
export function multipart(name: string, content: Buffer, type = 'application/octet-stream') {
  const boundary = `----sencare${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, content, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]), Buffer.alloc(2000, 7)]);
export const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(500, 32)]);
