import { loadConfig } from '../../config';
import { migrateToLatest, openDatabase } from '../../db/database';
import { connectRedis } from '../../redis/connection';
import { createStorage } from '../../storage';
import { purgeExpired, purgeLocks } from './purge';

const log = { info: (details: object, message: string) => console.log(message, JSON.stringify(details)), warn: (details: object, message: string) => console.warn(message, JSON.stringify(details)) };

/**
 * `npm run privacy:purge -w api`: one purge pass now (docs/privacy.md "Retention"), under the same
 * lock as the API's own passes (Redis when REDIS_URL is set), printing counts only.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const handle = await openDatabase(config);
  const storage = createStorage(config.storage);
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, config.redisPrefix, log, { subscriber: false }) : null;
  try {
    await migrateToLatest(handle.db, handle.schema);
    const removed = await purgeExpired({ db: handle.db, storage, retention: config.retention, locks: purgeLocks(redis, log), log: { ...log, info: () => undefined } });
    if (!removed) console.log('Another purge is running (it holds the lock): nothing done.');
    else console.log(Object.entries(removed).map(([name, count]) => `${name}: ${count}`).join(', ') || 'Every retention period is 0: nothing to purge.');
  } finally {
    await redis?.close();
    await storage.close();
    await handle.destroy();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
