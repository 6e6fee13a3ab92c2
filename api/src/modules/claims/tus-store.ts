import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ClaimDocumentReceipt } from '@sencare/shared/rules';
import { TEMP_SUFFIX, uploadDir } from './files';
import type { PresetFileIds } from './service';

/**
 * Where resumable (tus) uploads live between their first and last byte: UPLOAD_DIR/tus/<id> holds
 * the bytes, <id>.json the sidecar (owner, length, name, kind, target claim, then the receipt).
 * The write order makes every crash point recoverable (issue 8 §10): the sidecar is written before
 * the data file exists and removed after it is gone, and always replaced atomically (temporary
 * file + rename), so bytes never exist without a readable sidecar that owns them.
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

export const tusDir = () => path.join(uploadDir(), 'tus');
export const dataPath = (id: string) => path.join(tusDir(), id);
const infoPath = (id: string) => path.join(tusDir(), `${id}.json`);

export const newTusId = () => randomBytes(18).toString('base64url');

export async function readInfo(id: string): Promise<TusInfo | null> {
  if (!TUS_ID.test(id)) return null;
  try {
    return JSON.parse(await fs.readFile(infoPath(id), 'utf8')) as TusInfo;
  } catch {
    return null;
  }
}

export async function writeInfo(info: TusInfo): Promise<void> {
  await fs.mkdir(tusDir(), { recursive: true, mode: 0o700 });
  const temp = `${infoPath(info.id)}.${randomBytes(6).toString('hex')}${TEMP_SUFFIX}`;
  await fs.writeFile(temp, JSON.stringify(info), { flag: 'wx', mode: 0o600 });
  await fs.rename(temp, infoPath(info.id));
}

export async function sizeOf(id: string): Promise<number> {
  try {
    return (await fs.stat(dataPath(id))).size;
  } catch {
    return 0;
  }
}

/** Bytes first, sidecar last (see above); keepInfo keeps the receipt for a later HEAD. */
export async function discard(id: string, keepInfo = false): Promise<void> {
  await fs.rm(dataPath(id), { force: true });
  if (!keepInfo) await fs.rm(infoPath(id), { force: true });
}

export async function allInfos(): Promise<TusInfo[]> {
  let names: string[];
  try {
    names = await fs.readdir(tusDir());
  } catch {
    return [];
  }
  const infos = await Promise.all(names.filter((n) => n.endsWith('.json')).map((n) => readInfo(n.slice(0, -5))));
  return infos.filter((i): i is TusInfo => i !== null);
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
