import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { LIMITS } from '@sencare/shared/rules';
import { REPO_ROOT } from '../../config';

export type AcceptedMime = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/heic' | 'application/pdf';

/**
 * Content sniffing by magic bytes, never by name or declared type (issue 5 §9). file-type is
 * ESM-only and jest runs this code as CommonJS; five signatures are simpler than a loader.
 */
export function sniffMime(head: Buffer): AcceptedMime | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (head.length >= 12 && head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp' && /^(heic|heix|hevc|hevx|heim|heis|mif1|msf1)$/.test(head.toString('latin1', 8, 12))) return 'image/heic';
  if (head.length >= 5 && head.toString('latin1', 0, 5) === '%PDF-') return 'application/pdf';
  return null;
}

export const isImage = (mime: string) => mime.startsWith('image/');
export const maxBytesFor = (mime: string) => (isImage(mime) ? LIMITS.maxImageBytes : LIMITS.maxDocumentBytes);

export function uploadDir(): string {
  return path.resolve(process.env.UPLOAD_DIR || path.join(REPO_ROOT, 'data', 'uploads'));
}

export interface StoredFile {
  storedName: string;
  size: number;
  sha256: string;
}

/** A stored document's name: random or derived (tus.ts), never user text. */
export const STORED_NAME = /^[A-Za-z0-9_-]{16,64}$/;
/** Suffix of a file being written; the sweep (upload-sweep.ts) removes ones a crash left. */
export const TEMP_SUFFIX = '.tmp';

/**
 * Random names (no user text reaches the file system), outside any served folder. Written to a
 * temporary name and renamed, so a crash never leaves a half-written document under its real
 * name; a given name (a resumable upload finishing again after a crash) is simply replaced.
 */
export async function storeFile(content: Buffer, storedName = randomBytes(18).toString('base64url')): Promise<StoredFile> {
  if (!STORED_NAME.test(storedName)) throw new Error('bad stored name');
  const dir = uploadDir();
  await fs.mkdir(dir, { recursive: true });
  const temp = path.join(dir, `${storedName}.${randomBytes(6).toString('hex')}${TEMP_SUFFIX}`);
  await fs.writeFile(temp, content, { flag: 'wx', mode: 0o600 });
  await fs.rename(temp, path.join(dir, storedName));
  return { storedName, size: content.length, sha256: createHash('sha256').update(content).digest('hex') };
}

export function pathOf(storedName: string): string {
  if (!/^[A-Za-z0-9_-]+$/.test(storedName)) throw new Error('bad stored name');
  return path.join(uploadDir(), storedName);
}

export async function removeFile(storedName: string): Promise<void> {
  await fs.rm(pathOf(storedName), { force: true });
}

export const newPublicId = () => randomBytes(12).toString('base64url');

/** Original names are shown back to the user: keep them short and free of path parts. */
export function cleanName(name: string | undefined): string {
  const base = (name ?? 'file').split(/[\\/]/).pop() ?? 'file';
  const printable = Array.from(base).filter((ch) => ch.charCodeAt(0) >= 0x20).join('');
  return printable.slice(0, 120) || 'file';
}
