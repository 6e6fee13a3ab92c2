import { createHash, randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { ClaimDocumentReceipt } from '@sencare/shared/contracts';
import type { ObjectStorage, ResumableBytes } from '../../storage';
import type { PresetFileIds } from './service';

/**
 * Where resumable (tus) uploads live between their first and last byte, in the object storage
 * (src/storage): `tus/<id>.json` is the sidecar (owner, length, name, kind, target claim, then the
 * receipt) and the bytes are the storage's resumable bytes: the file `tus/<id>` on local disk, the
 * parts `tus/<id>/<offset>` on S3. The write order makes every crash point recoverable: the sidecar
 * is written before the first byte and removed after the last byte is gone,
 * and always replaced whole (a temporary file + rename on disk, one PUT on S3), so bytes never
 * exist without a readable sidecar that owns them.
 */
export interface TusInfo {
  id: string;
  userId: number;
  length: number;
  name: string;
  kind: string;
  claimId: string | null;
  createdAt: string;
  receipt: ClaimDocumentReceipt | null;
}

export const TUS_ID = /^[A-Za-z0-9_-]{24}$/;
const FOLDER = 'tus/';
const SIDECAR = /^tus\/([A-Za-z0-9_-]{24})\.json$/;
const infoKey = (id: string) => `${FOLDER}${id}.json`;

export const newTusId = () => randomBytes(18).toString('base64url');

export class TusStore {
  private readonly bytes: ResumableBytes;

  constructor(private readonly storage: ObjectStorage) {
    this.bytes = storage.resumable(FOLDER);
  }

  async readInfo(id: string): Promise<TusInfo | null> {
    if (!TUS_ID.test(id)) return null;
    try {
      return JSON.parse((await this.storage.get(infoKey(id))).toString('utf8')) as TusInfo;
    } catch {
      return null;
    }
  }

  writeInfo(info: TusInfo): Promise<void> {
    return this.storage.put(infoKey(info.id), Buffer.from(JSON.stringify(info)));
  }

  /** Bytes received so far: the resume point (Upload-Offset). */
  offset(id: string): Promise<number> {
    return this.bytes.offset(id);
  }

  /** Adds a PATCH's body at `at`; what arrived before the client dropped is kept. */
  append(id: string, at: number, body: Readable): Promise<number> {
    return this.bytes.append(id, at, body);
  }

  /** The first bytes, for the magic-byte check while the upload is still coming in. */
  async head(id: string, size = 16): Promise<Buffer> {
    const stream = this.bytes.read(id);
    let head = Buffer.alloc(0);
    for await (const chunk of stream) {
      head = Buffer.concat([head, (chunk as Buffer).subarray(0, size - head.length)]);
      if (head.length >= size) break; // leaving the loop closes the stream: nothing more is fetched
    }
    return head;
  }

  /** Every byte in order, fetched as it is read (the finished upload becomes a document). */
  read(id: string): Readable {
    return this.bytes.read(id);
  }

  /** Bytes first, sidecar last (see above); keepInfo keeps the receipt for a later HEAD. */
  async discard(id: string, keepInfo = false): Promise<void> {
    await this.bytes.remove(id);
    if (!keepInfo) await this.storage.delete(infoKey(id));
  }

  /** Ids that have a sidecar (readable or not), with its last change. */
  async sidecars(): Promise<{ id: string; modifiedAt: number }[]> {
    const found: { id: string; modifiedAt: number }[] = [];
    for await (const o of this.storage.list(FOLDER)) {
      const id = SIDECAR.exec(o.key)?.[1];
      if (id) found.push({ id, modifiedAt: o.modifiedAt });
    }
    return found;
  }

  async allInfos(): Promise<TusInfo[]> {
    const infos = await Promise.all((await this.sidecars()).map((s) => this.readInfo(s.id)));
    return infos.filter((i): i is TusInfo => i !== null);
  }

  /** Ids holding bytes, with their last change (the upload sweep). */
  owners(): Promise<{ name: string; modifiedAt: number }[]> {
    return this.bytes.owners();
  }

  /** A sidecar that cannot be read (cut short on a disk without atomic rename, or edited by hand). */
  removeUnreadableSidecar(id: string): Promise<void> {
    return this.storage.delete(infoKey(id));
  }
}

/**
 * The public id and stored name the upload's document gets, derived from the upload id (one-way,
 * so neither reveals it). A completion cut short by a crash and run again on the next HEAD or
 * PATCH finds its row by this public id, or writes the same file again, instead of a second copy.
 */
export function documentIdsFor(uploadId: string): PresetFileIds {
  const derive = (purpose: string, chars: number) => createHash('sha256').update(`${purpose}:${uploadId}`).digest('base64url').slice(0, chars);
  return { publicId: derive('document', 16), storedName: derive('stored', 24) };
}
