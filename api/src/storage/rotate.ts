import { Readable } from 'node:stream';
import type { StorageKeys } from '../config';
import { EncryptedStorage } from './encrypted';
import { slotKeyId, unwrapDataKey, wrapDataKey } from './keyring';
import { SEALED_MAGIC } from './local';
import { ObjectNotFound, type SealedBackend } from './storage';

/** What one rotation pass did, by count (no key names: they are random, but a count is all an operator needs). */
export interface RotationResult {
  /** Data keys rewrapped under the current master key (only the slot rewritten). */
  rewrapped: number;
  /** Already under the current key only. */
  current: number;
  /** Stored before encryption, now encrypted (the one case that rewrites a body). */
  encrypted: number;
  /** Sealed under no configured key (or damaged): left as they are, and the command fails. */
  unreadable: number;
}

/**
 * Brings every stored object under the current master key (`npm run storage:rotate-key -w api`;
 * docs/deploying.md "Storage master key"): a data key wrapped by an older key, still configured in
 * STORAGE_PREVIOUS_KEYS, is rewrapped in its slot, the body untouched; a file from before
 * encryption is encrypted. Safe to run while the API serves and to run again: a second pass finds
 * everything current.
 */
export async function rotateStorageKeys(backend: SealedBackend, keys: StorageKeys): Promise<RotationResult> {
  const result: RotationResult = { rewrapped: 0, current: 0, encrypted: 0, unreadable: 0 };
  const storage = new EncryptedStorage(backend, keys);
  for await (const object of backend.list('')) {
    let outcome: 'rewrapped' | 'current' | 'unreadable' = 'current';
    const sealed = await backend.rewrap(object.key, (slots) => {
      const opened = unwrapDataKey(keys, object.key, slots);
      outcome = !opened ? 'unreadable' : slots.every((slot) => slotKeyId(slot) === keys.currentId) ? 'current' : 'rewrapped';
      return outcome === 'rewrapped' && opened ? wrapDataKey(keys, object.key, opened.dataKey) : null;
    });
    if (sealed) {
      result[outcome]++;
      continue;
    }
    const plain = await encryptPlain(backend, storage, object.key);
    if (plain !== 'gone') result[plain]++;
  }
  return result;
}

/**
 * A file written before encryption, read plain and put back through the encryption. Not a local
 * disk's sealed file copied into a bucket as it is (its slot is in its header, which S3 does not
 * read): that would be encrypted twice and read back as its sealed bytes, so it is counted
 * unreadable and left alone. 'gone' if it vanished or was sealed meanwhile.
 */
async function encryptPlain(backend: SealedBackend, storage: EncryptedStorage, key: string): Promise<'encrypted' | 'unreadable' | 'gone'> {
  const opened = await backend.openSealed(key).catch((error: unknown) => {
    if (error instanceof ObjectNotFound) return null;
    throw error;
  });
  if (!opened) return 'gone';
  if (opened.slots.length) {
    opened.body.destroy();
    return 'gone';
  }
  const chunks = opened.body[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let headBytes = 0;
  let next = await chunks.next();
  while (!next.done && headBytes + next.value.length < SEALED_MAGIC.length) {
    head.push(next.value);
    headBytes += next.value.length;
    next = await chunks.next();
  }
  if (!next.done) head.push(next.value);
  if (Buffer.concat(head).subarray(0, SEALED_MAGIC.length).equals(SEALED_MAGIC)) {
    opened.body.destroy();
    return 'unreadable';
  }
  async function* whole() {
    yield* head;
    for (let more = await chunks.next(); !more.done; more = await chunks.next()) yield more.value;
  }
  await storage.put(key, Readable.from(whole(), { objectMode: false }));
  return 'encrypted';
}
