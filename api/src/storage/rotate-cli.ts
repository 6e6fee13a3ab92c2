import { loadConfig, usesDevStorageKey } from '../config';
import { createBackend } from '.';
import { rotateStorageKeys } from './rotate';

/**
 * `npm run storage:rotate-key -w api`: every stored file under STORAGE_MASTER_KEY (rotate.ts).
 * Prints counts only; exits 1 if any file is under a key that is not configured, so the older key
 * is not retired while files still need it (docs/deploying.md "Storage master key").
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (config.env === 'production' && usesDevStorageKey(config.storage.keys)) {
    // It would encrypt files from before encryption under the public development key.
    console.error('STORAGE_MASTER_KEY is not set (or is the development key): set it and STORAGE_MASTER_KEY_ID as the API has them');
    process.exitCode = 78;
    return;
  }
  const backend = createBackend(config.storage);
  try {
    const result = await rotateStorageKeys(backend, config.storage.keys);
    console.log(`storage key ${config.storage.keys.currentId}: ${result.rewrapped} rewrapped, ${result.encrypted} encrypted (stored before encryption), ${result.current} already current, ${result.unreadable} unreadable`);
    if (result.unreadable > 0) {
      console.error('Some files are under a key that is not configured (or damaged): keep the older key in STORAGE_PREVIOUS_KEYS and run again.');
      process.exitCode = 1;
    }
  } finally {
    await backend.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
