import { slotKeyId } from '../storage/keyring';
import { LocalStorage } from '../storage/local';
import type { SealedBackend } from '../storage/storage';
import { Refusal } from './manifest';

/**
 * The store's claim of its database (src/modules/claims/upload-sweep.ts `.database`): left out,
 * so the restored store is claimed by the database it is restored beside at its first sweep.
 */
const STORE_OWNER = '.database';

/**
 * Copies every object from one back end to another as it is stored: the sealed body and the
 * wrapped data key (its slot), through the back ends' own calls (src/storage/storage.ts
 * SealedBackend), so nothing is decrypted and no master key is needed. The backup's copy is a
 * LocalStorage folder, the layout of UPLOAD_DIR, whichever back end the API uses.
 */
export async function copySealedObjects(from: SealedBackend, to: SealedBackend): Promise<{ count: number; masterKeyIds: string[] }> {
  const keyIds = new Set<string>();
  let count = 0;
  for await (const object of from.list('')) {
    if (object.key === STORE_OWNER) continue;
    const { slots, body } = await from.openSealed(object.key);
    if (!slots.length) {
      body.destroy();
      // A backup holds no plaintext (docs/deploying.md "Backups"); such files predate encryption.
      throw new Refusal('a stored file is not encrypted yet (stored before encryption): run `npm run storage:rotate-key -w api`, then back up', 2);
    }
    // A local file carries its slot twice; after a rotation cut short the second copy is the
    // newer one (src/storage/local.ts rewrap writes it first).
    const slot = slots[slots.length - 1];
    const keyId = slotKeyId(slot);
    if (keyId) keyIds.add(keyId);
    await to.putSealed(object.key, slot, body);
    count++;
  }
  return { count, masterKeyIds: [...keyIds].sort() };
}

/** True when the store holds anything (its `.database` claim included: a store in use). */
export async function storeHasObjects(store: SealedBackend): Promise<boolean> {
  for await (const object of store.list('')) {
    void object;
    return true;
  }
  return false;
}

export const backupObjects = (folder: string): SealedBackend => new LocalStorage(folder);
