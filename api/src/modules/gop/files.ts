import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { LIMITS } from '@sencare/shared/rules';
import { ApiFailure } from '../../http/envelope';
import { ByteMeter, metered, type ObjectStorage } from '../../storage';
import { maxBytesFor, sniffMime, type AcceptedMime } from '../claims';

/**
 * GOP bill documents live in the object storage under `gop/<random name>` (never user text in a
 * key). A folder of their own: the claims upload sweep only looks at top-level keys
 * (claims/upload-sweep.ts), so it never takes these for orphan claim documents. The claims rules
 * apply: type by magic bytes (claims/files.ts sniffMime), 10 MB an image, 20 MB a PDF.
 */
export const GOP_FOLDER = 'gop/';
/** At most this many documents on one request (a hospital bill is a few pages). */
export const MAX_GOP_DOCUMENTS = 30;

export interface StoredGopFile {
  storedName: string;
  size: number;
  sha256: string;
  mime: AcceptedMime;
}

export async function storeGopDocument(storage: ObjectStorage, source: Readable & { truncated?: boolean }): Promise<StoredGopFile> {
  const storedName = randomBytes(18).toString('base64url');
  let mime: AcceptedMime | null = null;
  const meter = new ByteMeter((m, ended) => {
    if (!mime && (m.head.length >= 16 || ended)) {
      mime = sniffMime(m.head);
      if (!mime) throw new ApiFailure(415, 415, 'claims.fileType');
    }
    const max = mime ? maxBytesFor(mime) : LIMITS.maxDocumentBytes;
    if (m.bytes > max || (ended && source.truncated)) throw new ApiFailure(413, 413, 'claims.fileTooLarge', { max: `${max / 1024 / 1024} MB` });
  });
  await storage.put(`${GOP_FOLDER}${storedName}`, metered(source, meter));
  return { storedName, size: meter.bytes, sha256: meter.sha256(), mime: sniffMime(meter.head) as AcceptedMime };
}
