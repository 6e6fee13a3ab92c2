import type { StorageKeys } from '../config';
import { EncryptedStorage } from './encrypted';
import { slotKeyId, unwrapDataKey, wrapDataKey } from './keyring';
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
    if (await encryptPlain(backend, storage, object.key)) result.encrypted++;
  }
  return result;
}

/** A file written before encryption, read plain and put back through the encryption; false if it is gone or sealed meanwhile. */
async function encryptPlain(backend: SealedBackend, storage: EncryptedStorage, key: string): Promise<boolean> {
  const opened = await backend.openSealed(key).catch((error: unknown) => {
    if (error instanceof ObjectNotFound) return null;
    throw error;
  });
  if (!opened) return false;
  if (opened.slots.length) {
    opened.body.destroy();
    return false;
  }
  await storage.put(key, opened.body);
  return true;
}
