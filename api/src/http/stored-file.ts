import type { Readable } from 'node:stream';
import { ObjectNotFound, ObjectUnreadable, type ObjectStorage } from '../storage';
import { fail } from './envelope';

/**
 * A stored file for a download route, decrypted as it streams (src/storage/encrypted.ts). Missing
 * → 404; damaged or under a key this server lacks → 409 error.loadFailed, a clean answer the app
 * shows as "could not be loaded" rather than a 500 (docs/privacy.md "Encryption at rest"). A chunk
 * found damaged after the answer has started ends the connection: the app sees a failed download,
 * never wrong bytes.
 */
export async function storedFile(storage: ObjectStorage, key: string): Promise<Readable> {
  try {
    return await storage.stream(key);
  } catch (error) {
    if (error instanceof ObjectNotFound) throw fail.notFound();
    if (error instanceof ObjectUnreadable) throw fail.conflict('error.loadFailed');
    throw error;
  }
}
