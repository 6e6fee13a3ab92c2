import type { Readable } from 'node:stream';
import { ByteMeter, concatenated, metered } from './meter';
import type { ObjectStorage, ResumableBytes } from './storage';

/** Offsets in part keys are zero-padded so keys sort as numbers (12 digits: up to 1 TB). */
const OFFSET_DIGITS = 12;
const NAME = /^[A-Za-z0-9_-]+$/;

interface Part {
  key: string;
  at: number;
  size: number;
  modifiedAt: number;
}

/**
 * Resumable bytes where objects cannot grow (S3, and sealed files anywhere): each append is its own object,
 * `<folder><name>/<offset>`, and the bytes are the parts read in order. The offset is where the
 * contiguous run of parts from 0 ends, so a part the offset does not reach is never read. A part
 * is one PUT, so it exists whole or not at all; an append at the same offset again replaces it.
 * s3rver has no UploadPartCopy and S3 no append, so finishing streams the parts into the final
 * object (the caller's put) rather than copying them server-side.
 */
export class PartObjects implements ResumableBytes {
  constructor(
    private readonly storage: ObjectStorage,
    private readonly folder: string,
  ) {}

  private prefix(name: string): string {
    if (!NAME.test(name)) throw new Error(`bad resumable name: ${name}`);
    return `${this.folder}${name}/`;
  }

  /** The parts that make the bytes: from offset 0, each starting where the previous ended. */
  private async parts(name: string): Promise<{ run: Part[]; all: Part[] }> {
    const prefix = this.prefix(name);
    const all: Part[] = [];
    for await (const o of this.storage.list(prefix)) {
      const rest = o.key.slice(prefix.length);
      if (/^\d+$/.test(rest)) all.push({ key: o.key, at: Number(rest), size: o.size, modifiedAt: o.modifiedAt });
    }
    all.sort((a, b) => a.at - b.at);
    const run: Part[] = [];
    let end = 0;
    for (const part of all) {
      if (part.at > end) break;
      if (part.at < end || part.size === 0) continue;
      run.push(part);
      end += part.size;
    }
    return { run, all };
  }

  async offset(name: string): Promise<number> {
    return (await this.parts(name)).run.reduce((sum, p) => sum + p.size, 0);
  }

  async append(name: string, at: number, body: Readable): Promise<number> {
    const key = `${this.prefix(name)}${String(at).padStart(OFFSET_DIGITS, '0')}`;
    const meter = new ByteMeter();
    await this.storage.put(key, metered(body, meter));
    // A request that ended before its first byte leaves no empty part behind.
    if (meter.bytes === 0) await this.storage.delete(key);
    return at + meter.bytes;
  }

  read(name: string): Readable {
    return concatenated(async () => (await this.parts(name)).run.map((p) => () => this.storage.stream(p.key)));
  }

  async remove(name: string): Promise<void> {
    const { all } = await this.parts(name);
    // All at once (20 one by one took ~55 ms on s3rver): a crash midway leaves some parts, and the
    // offset is the run from 0 to the first gap, a valid resume point of the same upload's bytes.
    await Promise.all(all.map((part) => this.storage.delete(part.key)));
  }

  async owners(): Promise<{ name: string; modifiedAt: number }[]> {
    const latest = new Map<string, number>();
    for await (const o of this.storage.list(this.folder)) {
      const [name, at, ...more] = o.key.slice(this.folder.length).split('/');
      if (more.length === 0 && at !== undefined && NAME.test(name) && /^\d+$/.test(at)) latest.set(name, Math.max(latest.get(name) ?? 0, o.modifiedAt));
    }
    return [...latest].map(([name, modifiedAt]) => ({ name, modifiedAt }));
  }
}
