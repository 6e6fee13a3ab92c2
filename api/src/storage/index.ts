import type { StorageConfig } from '../config';
import { LocalStorage } from './local';
import { S3Storage } from './s3';
import type { ObjectStorage } from './storage';

export { ObjectNotFound, type ObjectStorage, type ResumableBytes, type StoredObject } from './storage';
export { ByteMeter, metered } from './meter';

/** The back end STORAGE names (src/config.ts); the rest of the API sees only ObjectStorage. */
export function createStorage(config: StorageConfig): ObjectStorage {
  return config.kind === 's3' ? new S3Storage(config) : new LocalStorage(config.dir);
}
