import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { StorageKeys } from '../config';
import { DATA_KEY_BYTES } from './sealed-format';

/**
 * A file's data key wrapped by a master key (docs/privacy.md "Encryption at rest"): one fixed-size
 * slot, `version (1) | id length (1) | key id (32, zero-padded) | nonce (12) | wrapped key (32) |
 * tag (16) | 2 zero bytes`. AES-256-GCM again; its additional data is the key id and the object's
 * key, so a slot copied onto another file (one user's document under another's name) fails.
 * Local disk keeps two copies of the slot in the file's header, S3 one in the object's metadata
 * (local.ts, s3.ts); rotation (rotate.ts) rewrites only the slot.
 */
export const SLOT_BYTES = 96;
const VERSION = 1;
const ID_BYTES = 32;
const IV_AT = 2 + ID_BYTES;
const WRAPPED_AT = IV_AT + 12;
const TAG_AT = WRAPPED_AT + DATA_KEY_BYTES;

/** Key ids: short, printable, no separators used by STORAGE_PREVIOUS_KEYS. */
export const KEY_ID = /^[A-Za-z0-9._-]{1,32}$/;

const additional = (keyId: string, objectKey: string) => Buffer.from(`sencare-storage-key\0${keyId}\0${objectKey}`);

export function newDataKey(): Buffer {
  return randomBytes(DATA_KEY_BYTES);
}

/** The data key wrapped by the current master key. */
export function wrapDataKey(keys: StorageKeys, objectKey: string, dataKey: Buffer): Buffer {
  const master = keys.keys.get(keys.currentId);
  if (!master) throw new Error(`storage master key ${keys.currentId} is not configured`);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', master, iv).setAAD(additional(keys.currentId, objectKey));
  const wrapped = Buffer.concat([cipher.update(dataKey), cipher.final()]);
  const slot = Buffer.alloc(SLOT_BYTES);
  slot[0] = VERSION;
  slot[1] = Buffer.byteLength(keys.currentId);
  slot.write(keys.currentId, 2, 'latin1');
  iv.copy(slot, IV_AT);
  wrapped.copy(slot, WRAPPED_AT);
  cipher.getAuthTag().copy(slot, TAG_AT);
  return slot;
}

/** The key id a slot names, or null for anything that is not a slot. */
export function slotKeyId(slot: Buffer): string | null {
  if (slot.length !== SLOT_BYTES || slot[0] !== VERSION || slot[1] < 1 || slot[1] > ID_BYTES) return null;
  const id = slot.subarray(2, 2 + slot[1]).toString('latin1');
  return KEY_ID.test(id) ? id : null;
}

/**
 * The data key from the first slot that a configured master key opens (a torn slot, or one under
 * a key this process does not hold, is passed over), with the id that opened it; null if none.
 */
export function unwrapDataKey(keys: StorageKeys, objectKey: string, slots: Buffer[]): { dataKey: Buffer; keyId: string } | null {
  for (const slot of slots) {
    const keyId = slotKeyId(slot);
    const master = keyId === null ? undefined : keys.keys.get(keyId);
    if (!keyId || !master) continue;
    try {
      const decipher = createDecipheriv('aes-256-gcm', master, slot.subarray(IV_AT, WRAPPED_AT)).setAAD(additional(keyId, objectKey));
      decipher.setAuthTag(slot.subarray(TAG_AT, TAG_AT + 16));
      return { dataKey: Buffer.concat([decipher.update(slot.subarray(WRAPPED_AT, TAG_AT)), decipher.final()]), keyId };
    } catch {
      /* the next slot, if any */
    }
  }
  return null;
}
