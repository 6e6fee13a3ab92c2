/**
 * `npm run privacy:affected -w api -- --from <iso> --to <iso> [--files <path-list-file>]`
 * (dist/privacy-affected-cli.js in production): the people affected by a breach window and/or a set
 * of stored files, as CSV on stdout (affected.ts). A file of its own because of its
 * `require.main === module` guard (insurer/assessor-cli.test.ts explains why).
 */
import fs from 'node:fs';
import { AffectedUsage, affectedCsv, affectedPeople, parseAffectedArgs } from './affected';

async function main() {
  const query = parseAffectedArgs(process.argv.slice(2), (file) => fs.readFileSync(file, 'utf8'));
  const { loadConfig } = await import('../../config');
  const { migrateToLatest, openDatabase } = await import('../../db/database');
  const database = await openDatabase(loadConfig());
  try {
    await migrateToLatest(database.db);
    process.stdout.write(affectedCsv(await affectedPeople(database.db, query)));
  } finally {
    await database.destroy();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof AffectedUsage ? error.message : error);
    process.exitCode = error instanceof AffectedUsage ? 2 : 1;
  });
}
