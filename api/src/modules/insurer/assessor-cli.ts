/**
 * `npm run assessor -w api -- <command>` (dist/assessor-cli.js in production): the assessor's
 * commands (assessor.ts) on the configured database. A file of its own because of its
 * `require.main === module` guard: bundled into the server through the insurer module's entry,
 * the guard would hold there too (dist/server.js is the main module) and run these commands in
 * the API's process.
 */
import { runAssessor } from './assessor';

/** Command-line logging for the Redis connection (the API logs through pino). */
const consoleLog = { warn: (details: object, message: string) => console.error(message, details), info: () => undefined };

async function main() {
  const { loadConfig } = await import('../../config');
  const { migrateToLatest, openDatabase } = await import('../../db/database');
  const { connectRedis } = await import('../../redis/connection');
  const { startRedisLiveBus } = await import('../live');
  const config = loadConfig();
  // With REDIS_URL the moves reach customers' open streams on any replica (publish only: no subscriber).
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, config.redisPrefix, consoleLog, { subscriber: false }) : null;
  const database = await openDatabase(config);
  try {
    if (redis) await startRedisLiveBus(database.db, redis, consoleLog);
    await migrateToLatest(database.db);
    process.exitCode = await runAssessor({ config, db: database.db, dialect: database.dialect }, process.argv.slice(2));
  } finally {
    await database.destroy();
    await redis?.close(); // QUIT after the last PUBLISH: it is delivered before the process ends
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    // Redis refusing at start is the environment, not a bug: its one-line reason, no stack.
    console.error(error instanceof Error && error.name === 'RedisStartError' ? error.message : error);
    process.exitCode = 1;
  });
}
