import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { ObjectStorage } from '../../storage';
import { scratchStorage, type StorageKind } from '../../storage/testkit';
import { startTestApp, type TestApp } from '../../test/helpers';

/**
 * The API harness (src/test/helpers.ts) with its files in a store of their own: a temporary
 * folder (the default), or a bucket on a fresh s3rver (`'s3'`), removed by `close`.
 */
export async function startClaimsApp(storage: StorageKind = 'local', overrides: Partial<AppConfig> = {}): Promise<{ app: FastifyInstance; t: TestApp; close(): Promise<void> }> {
  const files = await scratchStorage(storage);
  let t: TestApp;
  try {
    t = await startTestApp({ storage: files.config, ...overrides });
  } catch (error) {
    await files.dispose();
    throw error;
  }
  return {
    app: t.app,
    t,
    async close() {
      try {
        await t.close();
      } finally {
        await files.dispose(); // a running s3rver would keep jest from exiting
      }
    },
  };
}

/** Documents at the top of a store (not tus/ nor cashless/, not the .database marker). */
export async function storedDocuments(storage: ObjectStorage): Promise<string[]> {
  const names: string[] = [];
  for await (const o of storage.list('')) if (!o.key.includes('/') && !o.key.startsWith('.')) names.push(o.key);
  return names.sort();
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
