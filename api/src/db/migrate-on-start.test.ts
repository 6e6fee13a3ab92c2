import { spawn } from 'node:child_process';
import { Migrator } from 'kysely';
import { scratchDatabase, type ScratchDatabase } from '../test/scratchDatabase';
import { runServer, START_CEILING_MS } from '../test/production-server';
import { API_DIR } from '../test/server-process';
import { type DatabaseHandle, openDatabase, pendingMigrations } from './database';
import { migrationProvider } from './migrations';

/**
 * Migrations once per deploy (docs/deploying.md "Migrations and rolling one back"): with
 * MIGRATE_ON_START=false the real server (production build) refuses, in one line, a database one
 * migration behind, `migrate` (dist-test/migrate-cli.js, as node api/dist/migrate-cli.js in the
 * image) brings it up, and the same start then serves; with the switch on (the default, `npm start`)
 * a start still migrates. Both dialects.
 */
jest.setTimeout(4 * START_CEILING_MS);

const scratches: ScratchDatabase[] = [];
afterAll(async () => {
  for (const scratch of scratches) await scratch.drop();
});

async function withDatabase<T>(env: Record<string, string>, read: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL || undefined, databaseSchema: env.DATABASE_SCHEMA, databaseFile: env.DATABASE_FILE ?? '' });
  try {
    return await read(handle);
  } finally {
    await handle.destroy();
  }
}

/** A database at the migration before this code's newest, as an installation is when a release adds one; returns the newest's name. */
async function databaseOneBehind(prefix: string): Promise<{ env: Record<string, string>; newest: string }> {
  const scratch = await scratchDatabase(prefix);
  scratches.push(scratch);
  const newest = await withDatabase(scratch.env, async ({ db, schema }) => {
    const migrator = new Migrator({ db, provider: migrationProvider, ...(schema ? { migrationTableSchema: schema } : {}) });
    const names = (await migrator.getMigrations()).map((migration) => migration.name);
    const { error } = await migrator.migrateTo(names[names.length - 2]);
    expect(error).toBeUndefined();
    return names[names.length - 1];
  });
  return { env: scratch.env, newest };
}

const pending = (env: Record<string, string>) => withDatabase(env, ({ db, schema }) => pendingMigrations(db, schema));

function migrateCommand(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist-test/migrate-cli.js'], {
    cwd: API_DIR,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

test('MIGRATE_ON_START=false: a database behind is refused in one line and left alone; `migrate` brings it up (once); then the start serves', async () => {
  const { env, newest } = await databaseOneBehind('migoff');

  const refused = await runServer(env, { MIGRATE_ON_START: 'false' });
  expect(refused.health).toBeUndefined();
  expect(refused.code).toBe(75);
  const lines = refused.stderr.trimEnd().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toBe(`Refusing to start: the database is 1 migration behind this API (next: ${newest}) and MIGRATE_ON_START is off: run \`npm run migrate -w api\` (node api/dist/migrate-cli.js) first`);
  expect(await pending(env)).toEqual([newest]);

  const migrated = await migrateCommand(env);
  expect(migrated).toEqual({ code: 0, output: expect.stringContaining(`: ${newest}\n`) });
  expect(await pending(env)).toEqual([]);
  const again = await migrateCommand(env);
  expect(again).toEqual({ code: 0, output: expect.stringContaining('already at the latest migration') });

  expect(await runServer(env, { MIGRATE_ON_START: 'false' })).toMatchObject({ health: 200, code: 0 });
});

test('MIGRATE_ON_START unset (the default, as `npm start`): a start migrates a database behind and serves', async () => {
  const { env, newest } = await databaseOneBehind('migon');
  expect(await pending(env)).toEqual([newest]);
  expect(await runServer(env, {})).toMatchObject({ health: 200, code: 0 });
  expect(await pending(env)).toEqual([]);
});
