import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

/**
 * The body of a stored file, encrypted (docs/privacy.md "Encryption at rest"): the plaintext cut
 * into 64 KiB chunks, each sealed on its own with AES-256-GCM under the file's data key, as
 * `nonce (12) | ciphertext | tag (16)`. The additional data of chunk i is its index and whether it
 * is the last one, so chunks cannot be reordered, dropped from the end or replayed elsewhere in
 * the file without the tag failing; the data key is the file's own, so chunks of another file fail
 * too. Every chunk but the last holds exactly CHUNK bytes, so the plaintext size follows from the
 * stored size (stat and list need no read) and a range is read chunk by chunk. An empty file is
 * one empty last chunk.
 */
export const CHUNK = 64 * 1024;
const NONCE = 12;
const TAG = 16;
export const FRAME_OVERHEAD = NONCE + TAG;
/** A full frame as stored. */
export const FRAME = CHUNK + FRAME_OVERHEAD;
export const DATA_KEY_BYTES = 32;

/** A stored file that is not what this API wrote: tampered, cut, or under a key it does not hold. */
export class ObjectUnreadable extends Error {
  constructor(
    readonly key: string,
    reason: string,
  ) {
    super(`stored object ${key} cannot be decrypted: ${reason}`);
    this.name = 'ObjectUnreadable';
  }
}

function aad(index: number, last: boolean): Buffer {
  const data = Buffer.alloc(5);
  data.writeUInt32BE(index, 0);
  data[4] = last ? 1 : 0;
  return data;
}

function sealChunk(dataKey: Buffer, index: number, last: boolean, plain: Buffer): Buffer {
  const nonce = randomBytes(NONCE);
  const cipher = createCipheriv('aes-256-gcm', dataKey, nonce).setAAD(aad(index, last));
  return Buffer.concat([nonce, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
}

function openChunk(dataKey: Buffer, index: number, last: boolean, frame: Buffer): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', dataKey, frame.subarray(0, NONCE)).setAAD(aad(index, last));
  decipher.setAuthTag(frame.subarray(frame.length - TAG));
  return Buffer.concat([decipher.update(frame.subarray(NONCE, frame.length - TAG)), decipher.final()]);
}

/** The plaintext size of a body of `bodySize` stored bytes, or null when no sealed body has that size. */
export function plainSize(bodySize: number): number | null {
  const full = Math.floor(bodySize / FRAME);
  const rest = bodySize % FRAME;
  if (rest === 0) return full > 0 ? full * CHUNK : null;
  return rest < FRAME_OVERHEAD ? null : full * CHUNK + rest - FRAME_OVERHEAD;
}

/** Index of the last frame of a body of `bodySize` bytes (plainSize must accept it). */
export function lastFrame(bodySize: number): number {
  return Math.ceil(bodySize / FRAME) - 1;
}

/** The stored byte range holding plaintext bytes `start`..`end` (inclusive), from its first frame's start. */
export function frameRange(range: { start: number; end: number }): { first: number; start: number; end: number } {
  const first = Math.floor(range.start / CHUNK);
  return { first, start: first * FRAME, end: (Math.floor(range.end / CHUNK) + 1) * FRAME - 1 };
}

/** Encrypts a stream as it passes: holds at most one chunk plus what just arrived. */
export class SealStream extends Transform {
  private held: Buffer[] = [];
  private heldBytes = 0;
  private index = 0;

  constructor(private readonly dataKey: Buffer) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.held.push(chunk);
    this.heldBytes += chunk.length;
    // Strictly more than a chunk: the last full chunk is kept until the end says it is the last.
    if (this.heldBytes > CHUNK) {
      let all = Buffer.concat(this.held);
      while (all.length > CHUNK) {
        this.push(sealChunk(this.dataKey, this.index++, false, all.subarray(0, CHUNK)));
        all = all.subarray(CHUNK);
      }
      this.held = [all];
      this.heldBytes = all.length;
    }
    done();
  }

  override _flush(done: TransformCallback): void {
    this.push(sealChunk(this.dataKey, this.index, true, Buffer.concat(this.held)));
    done();
  }
}

/**
 * The plaintext of sealed frames `first`..`until` as they arrive (a body, or the part of it a
 * range needs), each checked before any of its bytes is passed on. `bodySize`, the stored size
 * of the whole body, tells where the last frame ends. A frame that fails its tag, or a source that
 * ends before `until`, throws ObjectUnreadable: never a byte of wrong data, never silently less.
 */
export async function* openFrames(key: string, dataKey: Buffer, source: AsyncIterable<Buffer>, frames: { first: number; until: number }, bodySize: number): AsyncGenerator<Buffer> {
  const last = lastFrame(bodySize);
  const until = Math.min(frames.until, last);
  let index = frames.first;
  let held: Buffer = Buffer.alloc(0);
  const frameBytes = (i: number) => (i < last ? FRAME : bodySize - last * FRAME);
  const open = (frame: Buffer) => {
    try {
      return openChunk(dataKey, index, index === last, frame);
    } catch {
      throw new ObjectUnreadable(key, `chunk ${index} fails its authentication tag`);
    }
  };
  for await (const chunk of source) {
    held = held.length === 0 ? chunk : Buffer.concat([held, chunk]);
    while (index <= until && held.length >= frameBytes(index)) {
      const size = frameBytes(index);
      yield open(held.subarray(0, size));
      held = held.subarray(size);
      index++;
    }
  }
  if (index <= until) throw new ObjectUnreadable(key, `chunk ${index} is cut short`);
}
