import type { StorageConfig } from '../config';
import { LocalStorage } from './local';
import { S3Storage } from './s3';
import { EncryptedStorage } from './encrypted';
import type { ObjectStorage, SealedBackend } from './storage';

export { ObjectNotFound, type ObjectStorage, type ResumableBytes, type StoredObject } from './storage';
export { ObjectUnreadable } from './sealed-format';
export { ByteMeter, metered } from './meter';

/** The back end STORAGE names (src/config.ts), without the encryption: what rotation works on. */
export function createBackend(config: StorageConfig): SealedBackend {
  return config.kind === 's3' ? new S3Storage(config) : new LocalStorage(config.dir);
}

/** The back end STORAGE names, every file encrypted at rest; the rest of the API sees only ObjectStorage. */
export function createStorage(config: StorageConfig): ObjectStorage {
  return new EncryptedStorage(createBackend(config), config.keys);
}
