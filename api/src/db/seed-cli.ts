import { loadConfig } from '../config';
import { migrateToLatest, openDatabase } from './database';
import { seed } from './seed';

/** `npm run seed -w api`: migrate and add the demo data (idempotent); the explicit way, also in production. */
async function main(): Promise<void> {
  const config = loadConfig();
  const handle = await openDatabase(config);
  try {
    await migrateToLatest(handle.db, handle.schema);
    const { created } = await seed(handle.db, { pinPepper: config.pinPepper });
    console.log(`Seeded ${handle.dialect} database${created.length ? `: created ${created.join(', ')}` : ': demo data already present'}`);
    // The one way demo accounts reach a production database (a start never seeds there: src/production-config.ts).
    if (config.env === 'production' && created.length) console.warn('NODE_ENV=production: the demo accounts and their published passwords (api/README.md) now exist in this database.');
  } finally {
    await handle.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
