import { createHash } from 'node:crypto';
import { Readable, Transform, pipeline, type TransformCallback } from 'node:stream';

/**
 * Counts, hashes and keeps the first bytes of what streams through it, so a file is checked on
 * its way to storage and never held whole in memory. `check` runs after every
 * chunk and once at the end (`ended`); whatever it throws fails the stream there, before that
 * chunk is passed on, so storage keeps nothing of it (ObjectStorage.put).
 */
export class ByteMeter extends Transform {
  bytes = 0;
  head = Buffer.alloc(0);
  private readonly hash = createHash('sha256');

  constructor(
    private readonly check: (meter: ByteMeter, ended: boolean) => void = () => undefined,
    private readonly headBytes = 16,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.head.length < this.headBytes) this.head = Buffer.concat([this.head, chunk.subarray(0, this.headBytes - this.head.length)]);
    try {
      this.check(this, false);
    } catch (error) {
      done(error as Error);
      return;
    }
    this.hash.update(chunk);
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    try {
      this.check(this, true);
      done();
    } catch (error) {
      done(error as Error);
    }
  }

  /** The SHA-256 of everything that passed (call once, at the end). */
  sha256(): string {
    return this.hash.digest('hex');
  }
}

/**
 * `source` through `meter`, an error of either destroying both (a plain pipe would leave one
 * waiting); the error itself reaches whoever reads the meter (ObjectStorage.put).
 */
export function metered(source: Readable, meter: ByteMeter): ByteMeter {
  return pipeline(source, meter, () => undefined);
}

/** The bytes of several streams one after another, each opened only when reached (ObjectStorage.stream). */
export function concatenated(sources: () => Promise<readonly (() => Promise<Readable>)[]>): Readable {
  async function* bytes() {
    for (const open of await sources()) {
      for await (const chunk of await open()) yield chunk as Buffer;
    }
  }
  return Readable.from(bytes(), { objectMode: false });
}
