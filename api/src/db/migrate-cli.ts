import { loadConfig } from '../config';
import { migrateToLatest, openDatabase } from './database';

/**
 * `npm run migrate -w api` (built: node api/dist/migrate-cli.js): runs the pending migrations and
 * exits. Once per deploy, before the replicas start with MIGRATE_ON_START=false (docker-compose.yml's
 * migrate service; docs/deploying.md "Migrations and rolling one back"). Safe to repeat: a database
 * already at the latest migration is left as it is. Kysely's lock keeps two runs from overlapping.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const handle = await openDatabase(config);
  try {
    const applied = await migrateToLatest(handle.db, handle.schema);
    const where = handle.dialect === 'postgres' ? `PostgreSQL schema ${handle.schema}` : 'SQLite database';
    console.log(applied.length ? `Migrated the ${where}: ${applied.join(', ')}` : `The ${where} is already at the latest migration`);
  } finally {
    await handle.destroy();
  }
}

main().catch((error: unknown) => {
  // Kysely's own message names the migration that failed (or the applied one this code lacks).
  console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
