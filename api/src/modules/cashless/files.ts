import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { REPO_ROOT } from '../../config';

/**
 * Identity photos live outside every served folder (the gateway serves only the built dist folders), under
 * UPLOAD_DIR/cashless with random names: no user text ever reaches the file system.
 */
export function cashlessUploadDir(): string {
  return path.join(path.resolve(process.env.UPLOAD_DIR || path.join(REPO_ROOT, 'data', 'uploads')), 'cashless');
}

export interface StoredImage {
  storedName: string;
  size: number;
  sha256: string;
  /** The first 16 bytes, for the magic-byte check (sniffImageType). */
  head: Buffer;
}

/** Thrown when a photo passes its size limit while streaming; nothing of it is kept. */
export class ImageTooLargeError extends Error {
  constructor() {
    super('image over its size limit');
    this.name = 'ImageTooLargeError';
  }
}

/**
 * Streams one photo to disk under a random name, hashing it and keeping its first bytes on the
 * way, so no request ever holds a whole photo in memory (issue 8 item 16: 20 applications at
 * once took the process from 211 to 848 MB when photos were buffered). Past `maxBytes` — or when
 * the source says it was cut at its limit (busboy's `truncated`) — the stream is aborted, the
 * partial file removed and ImageTooLargeError thrown.
 */
export async function streamImage(source: Readable & { truncated?: boolean }, maxBytes: number): Promise<StoredImage> {
  const dir = cashlessUploadDir();
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const storedName = randomBytes(18).toString('base64url');
  const target = path.join(dir, storedName);
  const hash = createHash('sha256');
  let size = 0;
  let head = Buffer.alloc(0);
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) return done(new ImageTooLargeError());
      if (head.length < 16) head = Buffer.concat([head, chunk.subarray(0, 16 - head.length)]);
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(source, meter, createWriteStream(target, { flags: 'wx', mode: 0o600 }));
    if (source.truncated) throw new ImageTooLargeError();
  } catch (error) {
    await fs.rm(target, { force: true });
    throw error;
  }
  return { storedName, size, sha256: hash.digest('hex'), head };
}

export async function removeImage(storedName: string): Promise<void> {
  if (!/^[A-Za-z0-9_-]+$/.test(storedName)) return;
  await fs.rm(path.join(cashlessUploadDir(), storedName), { force: true });
}
