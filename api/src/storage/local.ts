import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs, { type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SLOT_BYTES } from './keyring';
import { PartObjects } from './parts';
import { ObjectNotFound, assertFolder, assertKey, type ResumableBytes, type SealedBackend, type StoredObject } from './storage';

/** Suffix of a file being written; sweepDebris removes ones a crash left. */
export const TEMP_SUFFIX = '.tmp';

/**
 * A sealed file starts with this header: 8 bytes of magic, then the data key's slot twice. Rotation
 * (rewrap) writes the second copy, then the first, each flushed to disk: a crash or a reader in
 * between always finds one whole slot that opens (docs/privacy.md "Encryption at rest").
 */
export const SEALED_MAGIC = Buffer.from('SNCSEAL1', 'latin1');
const MAGIC = SEALED_MAGIC;
export const LOCAL_HEADER_BYTES = MAGIC.length + 2 * SLOT_BYTES;

const missing = (error: unknown) => ['ENOENT', 'EISDIR', 'ENOTDIR'].includes((error as { code?: string }).code ?? '');

/**
 * A folder on this machine (UPLOAD_DIR), the keys as paths: documents at the top,
 * `tus/<id>.json` + `tus/<id>/<offset>`, `cashless/<name>`. Files are written to a
 * temporary name and renamed, so a crash never leaves a half-written file under its real name.
 * Outside every served folder: the gateway serves only the built front ends.
 */
export class LocalStorage implements SealedBackend {
  readonly kind = 'local' as const;
  readonly headerBytes = LOCAL_HEADER_BYTES;

  constructor(readonly root: string) {}

  pathOf(key: string): string {
    return path.join(this.root, ...assertKey(key).split('/'));
  }

  async put(key: string, body: Readable | Buffer): Promise<void> {
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    const temp = `${target}.${randomBytes(6).toString('hex')}${TEMP_SUFFIX}`;
    try {
      if (Buffer.isBuffer(body)) await fs.writeFile(temp, body, { flag: 'wx', mode: 0o600 });
      else await pipeline(body, createWriteStream(temp, { flags: 'wx', mode: 0o600 }));
      await fs.rename(temp, target);
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Buffer> {
    try {
      return await fs.readFile(this.pathOf(key));
    } catch (error) {
      throw missing(error) ? new ObjectNotFound(key) : error;
    }
  }

  /** Opened here, not by createReadStream, so a missing file is ObjectNotFound now and not a later 'error'. */
  private async open(key: string, flags: 'r' | 'r+'): Promise<{ handle: FileHandle; size: number }> {
    const handle = await fs.open(this.pathOf(key), flags).catch((error: unknown) => {
      throw missing(error) ? new ObjectNotFound(key) : error;
    });
    const st = await handle.stat();
    if (!st.isFile()) {
      await handle.close();
      throw new ObjectNotFound(key);
    }
    return { handle, size: st.size };
  }

  async stream(key: string, range?: { start: number; end: number }): Promise<Readable> {
    return (await this.open(key, 'r')).handle.createReadStream(range ?? {});
  }

  async putSealed(key: string, slot: Buffer, body: Readable): Promise<void> {
    async function* withHeader() {
      yield Buffer.concat([MAGIC, slot, slot]);
      for await (const chunk of body) yield chunk as Buffer;
    }
    await this.put(key, Readable.from(withHeader(), { objectMode: false }));
  }

  private static async slots(handle: FileHandle): Promise<Buffer[]> {
    const header = Buffer.alloc(LOCAL_HEADER_BYTES);
    const { bytesRead } = await handle.read(header, 0, LOCAL_HEADER_BYTES, 0);
    if (bytesRead < LOCAL_HEADER_BYTES || !header.subarray(0, MAGIC.length).equals(MAGIC)) return [];
    return [header.subarray(MAGIC.length, MAGIC.length + SLOT_BYTES), header.subarray(MAGIC.length + SLOT_BYTES)];
  }

  async openSealed(key: string, range?: { start: number; end: number }): Promise<{ slots: Buffer[]; bodySize: number; body: Readable }> {
    const { handle, size } = await this.open(key, 'r');
    try {
      const slots = await LocalStorage.slots(handle);
      const at = slots.length ? LOCAL_HEADER_BYTES : 0;
      const body = handle.createReadStream(range ? { start: at + range.start, end: at + range.end } : { start: at });
      return { slots, bodySize: size - at, body };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async rewrap(key: string, decide: (slots: Buffer[]) => Buffer | null): Promise<boolean> {
    // The open handle is this version of the file: one put renames a new file over it meanwhile, and the slots written here go to the old one.
    const opened = await this.open(key, 'r+').catch((error: unknown) => {
      if (error instanceof ObjectNotFound) return null;
      throw error;
    });
    if (!opened) return false;
    const { handle } = opened;
    try {
      const slots = await LocalStorage.slots(handle);
      if (!slots.length) return false;
      const slot = decide(slots);
      if (!slot) return true;
      for (const at of [MAGIC.length + SLOT_BYTES, MAGIC.length]) {
        await handle.write(slot, 0, SLOT_BYTES, at);
        await handle.datasync();
      }
      return true;
    } finally {
      await handle.close();
    }
  }

  async stat(key: string): Promise<StoredObject | null> {
    const st = await fs.stat(this.pathOf(key)).catch(() => null);
    return st?.isFile() ? { key, size: st.size, modifiedAt: st.mtimeMs } : null;
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  async *list(folder: string): AsyncIterable<StoredObject> {
    for await (const file of this.files(assertFolder(folder))) if (!file.key.endsWith(TEMP_SUFFIX)) yield file;
  }

  /** Every file under `folder`, temporary ones included. */
  private async *files(folder: string): AsyncIterable<StoredObject> {
    const dir = folder === '' ? this.root : this.pathOf(folder.slice(0, -1));
    const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const key = `${folder}${entry.name}`;
      if (entry.isDirectory()) yield* this.files(`${key}/`);
      else if (entry.isFile()) {
        const st = await fs.stat(path.join(dir, entry.name)).catch(() => null);
        if (st) yield { key, size: st.size, modifiedAt: st.mtimeMs };
      }
    }
  }

  /** Parts, as on S3 (parts.ts): the API stores sealed files, which cannot be appended to (encrypted.ts). */
  resumable(folder: string): ResumableBytes {
    return new PartObjects(this, assertFolder(folder));
  }

  async sweepDebris(graceMs: number, now = Date.now()): Promise<number> {
    let removed = 0;
    for await (const file of this.files('')) {
      if (file.key.endsWith(TEMP_SUFFIX) && now - file.modifiedAt > graceMs) {
        await this.delete(file.key);
        removed++;
      }
    }
    return removed;
  }

  async close(): Promise<void> {}
}
