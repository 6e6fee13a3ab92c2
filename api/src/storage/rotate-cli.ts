import { loadConfig } from '../config';
import { createBackend } from '.';
import { rotateStorageKeys } from './rotate';

/**
 * `npm run storage:rotate-key -w api`: every stored file under STORAGE_MASTER_KEY (rotate.ts).
 * Prints counts only; exits 1 if any file is under a key that is not configured, so the older key
 * is not retired while files still need it (docs/deploying.md "Storage master key").
 */
async function main(): Promise<void> {
  const config = loadConfig();
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
