import { loadConfig } from '../../config';
import { migrateToLatest, openDatabase } from '../../db/database';
import { codeIn } from './mailer';

/** `npm run outbox -w api [-- <count>]`: the latest messages written to the outbox table. */
async function main(): Promise<void> {
  const count = Math.max(1, Math.min(100, Number(process.argv[2]) || 10));
  const config = loadConfig();
  const handle = await openDatabase(config);
  try {
    await migrateToLatest(handle.db, handle.schema);
    const rows = await handle.db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(count).execute();
    if (!rows.length) console.log('Outbox is empty.');
    for (const row of rows.reverse()) {
      const code = codeIn(row.text);
      console.log(`── #${row.id} ${row.created_at}\nTo: ${row.to_address}\nSubject: ${row.subject}${code ? `\nCode: ${code}` : ''}\n\n${row.text}\n`);
    }
  } finally {
    await handle.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
