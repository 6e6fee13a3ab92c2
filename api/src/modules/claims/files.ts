import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { LIMITS } from '@sencare/shared/rules';
import { ApiFailure } from '../../http/envelope';
import { ByteMeter, metered, type ObjectStorage } from '../../storage';

export type AcceptedMime = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/heic' | 'application/pdf';

/**
 * Content sniffing by magic bytes, never by name or declared type. file-type is
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

export interface StoredFile {
  storedName: string;
  size: number;
  sha256: string;
  mime: AcceptedMime;
}

/** A stored document's name: random or derived (tus.ts), never user text. */
export const STORED_NAME = /^[A-Za-z0-9_-]{16,64}$/;

const refused = (msg: string, status: number, data: unknown = null) => new ApiFailure(status, status, msg, data);

/**
 * The upload rules, applied as the bytes stream in: the type by magic bytes at the 16th byte,
 * then the 10/20 MB, 60-image and 300 MB limits (`used`: what the draft or claim already holds)
 * at the chunk that passes them. `source.truncated` is busboy's mark of a file it cut at its own
 * limit (a 21 MB PDF was once kept as its first 20 MB).
 */
function documentRules(used: { bytes: number; images: number }, source: Readable & { truncated?: boolean }) {
  let mime: AcceptedMime | null = null;
  return (meter: ByteMeter, ended: boolean): void => {
    if (!mime && (meter.head.length >= 16 || ended)) {
      mime = sniffMime(meter.head);
      if (!mime) throw refused('claims.fileType', 415);
      if (isImage(mime) && used.images + 1 > LIMITS.maxImagesPerClaim) throw refused('error.maxImages', 409);
    }
    const max = mime ? maxBytesFor(mime) : LIMITS.maxDocumentBytes;
    if (meter.bytes > max || (ended && source.truncated)) throw refused('claims.fileTooLarge', 413, { max: `${max / 1024 / 1024} MB` });
    if (used.bytes + meter.bytes > LIMITS.maxClaimBytes) throw refused('claims.claimTooLarge', 413);
  };
}

/**
 * Streams one document into storage (src/storage), never whole in memory, checking it on the
 * way (documentRules): a refused file fails at the chunk that breaks a rule, and nothing is
 * stored. Documents sit at the top of the store under a random name (no user text reaches a
 * path or key), or a given one: a resumable upload finishing again after a crash replaces its
 * own document instead of adding a second.
 */
export async function storeDocument(storage: ObjectStorage, source: Readable, used: { bytes: number; images: number }, storedName = randomBytes(18).toString('base64url')): Promise<StoredFile> {
  if (!STORED_NAME.test(storedName)) throw new Error('bad stored name');
  const meter = new ByteMeter(documentRules(used, source));
  await storage.put(storedName, metered(source, meter));
  return { storedName, size: meter.bytes, sha256: meter.sha256(), mime: sniffMime(meter.head) as AcceptedMime };
}

export const newPublicId = () => randomBytes(12).toString('base64url');

/** Original names are shown back to the user: keep them short and free of path parts. */
export function cleanName(name: string | undefined): string {
  const base = (name ?? 'file').split(/[\\/]/).pop() ?? 'file';
  const printable = Array.from(base).filter((ch) => ch.charCodeAt(0) >= 0x20).join('');
  return printable.slice(0, 120) || 'file';
}
