import { Readable, pipeline } from 'node:stream';
import type { StorageKeys } from '../config';
import { newDataKey, unwrapDataKey, wrapDataKey } from './keyring';
import { PartObjects } from './parts';
import { CHUNK, ObjectUnreadable, SealStream, frameRange, lastFrame, openFrames, plainSize } from './sealed-format';
import { assertFolder, assertKey, type ObjectStorage, type ResumableBytes, type SealedBackend, type StoredObject } from './storage';

/** Plaintext bytes `skip`.. of `source`, `take` of them at most. */
async function* sliced(source: AsyncIterable<Buffer>, skip: number, take: number): AsyncGenerator<Buffer> {
  for await (const chunk of source) {
    const part = chunk.subarray(Math.min(skip, chunk.length), Math.min(chunk.length, skip + take));
    skip = Math.max(0, skip - chunk.length);
    take -= part.length;
    if (part.length) yield part;
    if (take <= 0) return;
  }
}

/** `first` (already read) followed by the rest of `rest`. */
async function* resumed(first: IteratorResult<Buffer>, rest: AsyncGenerator<Buffer>): AsyncGenerator<Buffer> {
  if (first.done) return;
  yield first.value;
  yield* rest;
}

/**
 * Every file the API stores, encrypted at rest (docs/privacy.md "Encryption at rest"): each put
 * gets a random data key that seals the body in authenticated chunks (sealed-format.ts), the data
 * key wrapped by the current master key (keyring.ts) in the back end's slot (a header on local
 * disk, metadata on S3). Reads stream and decrypt chunk by chunk; the first chunk is checked
 * before the stream is handed out, so a damaged or foreign file is ObjectUnreadable up front for
 * small files, and a later bad chunk ends the stream with that error, never with wrong bytes.
 * Callers see plain ObjectStorage: sizes, ranges and resumable bytes are the plaintext's.
 */
export class EncryptedStorage implements ObjectStorage {
  readonly kind: ObjectStorage['kind'];

  constructor(
    readonly backend: SealedBackend,
    private readonly keys: StorageKeys,
  ) {
    this.kind = backend.kind;
  }

  async put(key: string, body: Readable | Buffer): Promise<void> {
    const dataKey = newDataKey();
    const slot = wrapDataKey(this.keys, assertKey(key), dataKey);
    const source = Buffer.isBuffer(body) ? Readable.from([body], { objectMode: false }) : body;
    // An error of the body fails the sealed stream with that same error, so put rejects with it.
    await this.backend.putSealed(key, slot, pipeline(source, new SealStream(dataKey), () => undefined));
  }

  async get(key: string): Promise<Buffer> {
    const parts: Buffer[] = [];
    for await (const chunk of await this.stream(key)) parts.push(chunk as Buffer);
    return Buffer.concat(parts);
  }

  async stream(key: string, range?: { start: number; end: number }): Promise<Readable> {
    const frames = range && frameRange(range);
    const { slots, bodySize, body } = await this.backend.openSealed(assertKey(key), frames && { start: frames.start, end: frames.end });
    try {
      if (!slots.length) throw new ObjectUnreadable(key, 'stored before encryption (npm run storage:rotate-key -w api encrypts it)');
      const size = plainSize(bodySize);
      if (size === null) throw new ObjectUnreadable(key, 'its size is not that of a sealed body');
      const opened = unwrapDataKey(this.keys, key, slots);
      if (!opened) throw new ObjectUnreadable(key, 'no configured master key opens its data key');
      const source = body as AsyncIterable<Buffer>;
      let plain = openFrames(key, opened.dataKey, source, { first: frames?.first ?? 0, until: range ? Math.floor(range.end / CHUNK) : lastFrame(bodySize) }, bodySize);
      if (range && frames) plain = sliced(plain, range.start - frames.first * CHUNK, range.end - range.start + 1);
      const first = await plain.next();
      return Readable.from(resumed(first, plain), { objectMode: false });
    } catch (error) {
      body.destroy();
      throw error;
    }
  }

  private plain(object: StoredObject): StoredObject {
    return { ...object, size: plainSize(Math.max(0, object.size - this.backend.headerBytes)) ?? 0 };
  }

  async stat(key: string): Promise<StoredObject | null> {
    const found = await this.backend.stat(key);
    return found && this.plain(found);
  }

  delete(key: string): Promise<void> {
    return this.backend.delete(key);
  }

  async *list(folder: string): AsyncIterable<StoredObject> {
    for await (const object of this.backend.list(folder)) yield this.plain(object);
  }

  /**
   * Parts on both back ends (parts.ts): a sealed file cannot be appended to in place, so each
   * PATCH is its own sealed object, as on S3 before encryption.
   */
  resumable(folder: string): ResumableBytes {
    return new PartObjects(this, assertFolder(folder));
  }

  sweepDebris(graceMs: number, now?: number): Promise<number> {
    return this.backend.sweepDebris(graceMs, now);
  }

  close(): Promise<void> {
    return this.backend.close();
  }
}
