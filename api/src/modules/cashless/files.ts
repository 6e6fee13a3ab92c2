import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { ByteMeter, metered, type ObjectStorage } from '../../storage';

/**
 * Identity photos live in the object storage (src/storage) under `cashless/<random name>`:
 * UPLOAD_DIR/cashless on local disk, outside every served folder (the gateway serves only the
 * built dist folders), or the bucket. No user text ever reaches a path or key.
 */
const FOLDER = 'cashless/';

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
 * Streams one photo into storage under a random name, hashing it and keeping its first bytes on
 * the way, so no request ever holds a whole photo in memory (20 applications at
 * once took the process from 211 to 848 MB when photos were buffered). Past `maxBytes` — or when
 * the source says it was cut at its limit (busboy's `truncated`) — the stream fails, nothing is
 * stored and ImageTooLargeError is thrown.
 */
export async function streamImage(storage: ObjectStorage, source: Readable & { truncated?: boolean }, maxBytes: number): Promise<StoredImage> {
  const storedName = randomBytes(18).toString('base64url');
  const meter = new ByteMeter((m, ended) => {
    if (m.bytes > maxBytes || (ended && source.truncated)) throw new ImageTooLargeError();
  });
  await storage.put(`${FOLDER}${storedName}`, metered(source, meter));
  return { storedName, size: meter.bytes, sha256: meter.sha256(), head: meter.head };
}

export async function removeImage(storage: ObjectStorage, storedName: string): Promise<void> {
  if (!/^[A-Za-z0-9_-]+$/.test(storedName)) return;
  await storage.delete(`${FOLDER}${storedName}`);
}
