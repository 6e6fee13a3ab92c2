import { loadConfig } from '../config';
import { openDatabase } from './database';
import { seedVolume } from './seed-volume';

/**
 * `tsx src/db/seed-volume-cli.ts` (the queue bench, api/bench/queue-bench.ts): adds VOLUME_CLAIMS
 * claims and VOLUME_GOPS GOP requests to the demo database the environment names. Refused in
 * production: it is test volume, not data.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (config.env === 'production' && process.env.BENCH_VOLUME !== '1') throw new Error('seed-volume refuses NODE_ENV=production outside the bench (BENCH_VOLUME=1)');
  const handle = await openDatabase(config);
  try {
    const started = Date.now();
    const claims = Number(process.env.VOLUME_CLAIMS ?? 100_000);
    const gops = Number(process.env.VOLUME_GOPS ?? 20_000);
    await seedVolume(handle.db, { claims, gops });
    console.log(`Seeded ${claims} claims and ${gops} GOPs on ${handle.dialect} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await handle.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
