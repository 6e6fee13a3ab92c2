import { openDatabase } from './db/database';
import { scratchDatabase, type ScratchDatabase } from './test/scratchDatabase';
import { runServer, START_CEILING_MS } from './test/production-server';

/**
 * A good production configuration starts on an empty database of each dialect (SQLite, and
 * PostgreSQL with TEST_DATABASE_URL): migrations run, no demo account is created, the API docs are
 * hidden unless asked for, and it stops cleanly (src/test/production-server.ts starts it).
 */
jest.setTimeout(2 * START_CEILING_MS + 30_000);

let scratch: ScratchDatabase;
beforeAll(async () => {
  scratch = await scratchDatabase('prod');
});
afterAll(async () => {
  await scratch.drop();
});

test('a good production configuration starts on an empty database, creates no demo account, hides the API docs, stops cleanly', async () => {
  const database = scratch.env;
  const run = await runServer(database, {});
  expect(run).toMatchObject({ health: 200, docs: 404, code: 0 });
  const handle = await openDatabase({ databaseUrl: database.DATABASE_URL || undefined, databaseSchema: database.DATABASE_SCHEMA, databaseFile: database.DATABASE_FILE ?? '' });
  try {
    const users = await handle.db.selectFrom('users').select('account').execute();
    expect(users).toEqual([]);
  } finally {
    await handle.destroy();
  }
  expect((await runServer(database, { ENABLE_API_DOCS: '1' })).docs).toBe(200);
});
