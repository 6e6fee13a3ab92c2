import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { AppConfig } from '../config';
import { Refusal } from './manifest';

type DatabaseConfig = Pick<AppConfig, 'databaseUrl' | 'databaseSchema' | 'databaseFile'>;

/** Kysely's migration table (src/db/database.ts migrateToLatest keeps it in the app's schema). */
const MIGRATION_TABLE = 'kysely_migration';
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export const schemaOf = (config: DatabaseConfig): string => config.databaseSchema ?? 'public';

/**
 * Runs pg_dump or pg_restore on DATABASE_URL as libpq reads it (every parameter of the URL), but
 * with the password in a passfile of this process's own (0600, removed afterwards): an argument
 * is readable by anyone on the machine (ps). Its error lines are passed on without DETAIL/CONTEXT
 * lines, which can quote row values (a duplicate key's email): no personal data in a terminal or log.
 */
async function pgTool(command: 'pg_dump' | 'pg_restore', databaseUrl: string, args: string[]): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  url.searchParams.set('application_name', 'sencare-backup');
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sencare-pg-'));
  try {
    if (password) {
      const passfile = path.join(dir, 'pgpass');
      await fs.writeFile(passfile, `*:*:*:*:${password.replace(/[\\:]/g, (c) => `\\${c}`)}\n`, { mode: 0o600 });
      url.searchParams.set('passfile', passfile);
    }
    await run(command, [...args, `--dbname=${url.toString()}`]);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', (error: NodeJS.ErrnoException) => reject(new Error(error.code === 'ENOENT' ? `${command} not found: install the PostgreSQL client tools (the server's major version or newer)` : error.message)));
    child.on('close', (code) => {
      if (code === 0) return resolve();
      const lines = stderr.split('\n').filter((line) => line.trim() && !/^\s*(DETAIL|CONTEXT|LINE \d+|HINT):/.test(line));
      reject(new Error(`${command} failed (exit ${code}): ${lines.slice(0, 3).join(' | ') || 'no message'}`));
    });
  });
}

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'sencare-backup' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function pgMigration(client: pg.Client, schema: string): Promise<string | null> {
  const table = await client.query<{ found: string | null }>('select to_regclass($1) as found', [`"${schema}".${MIGRATION_TABLE}`]);
  if (!table.rows[0]?.found) return null;
  const last = await client.query<{ name: string }>(`select name from "${schema}".${MIGRATION_TABLE} order by name desc limit 1`);
  return last.rows[0]?.name ?? null;
}

function sqliteMigration(file: string): string | null {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const table = db.prepare("select 1 from sqlite_master where type = 'table' and name = ?").get(MIGRATION_TABLE);
    if (!table) return null;
    const row = db.prepare(`select name from ${MIGRATION_TABLE} order by name desc limit 1`).get() as { name: string } | undefined;
    return row?.name ?? null;
  } finally {
    db.close();
  }
}

/**
 * The app's database into `file`: PostgreSQL with `pg_dump --format=custom` of the app's schema
 * only (other schemas of the database are other installations' or tests'); SQLite with SQLite's
 * online backup API (better-sqlite3 `.backup()`), a consistent copy while the API writes.
 */
export async function dumpDatabase(config: DatabaseConfig, file: string): Promise<{ dialect: 'postgres' | 'sqlite'; schema?: string; migration: string | null }> {
  if (!config.databaseUrl) {
    await fs.access(config.databaseFile).catch(() => {
      throw new Refusal(`no SQLite database at ${config.databaseFile} (DATABASE_FILE): nothing to back up`, 2);
    });
    const db = new SQLite(config.databaseFile, { fileMustExist: true });
    try {
      await db.backup(file);
    } finally {
      db.close();
    }
    return { dialect: 'sqlite', migration: sqliteMigration(file) };
  }
  const schema = schemaOf(config);
  if (!SCHEMA_NAME.test(schema)) throw new Refusal(`DATABASE_SCHEMA=${schema} is not a schema name the API accepts`, 2);
  // Read before the dump: a migration is applied at an API start, which is not expected during a backup.
  const migration = await withClient(config.databaseUrl, (client) => pgMigration(client, schema));
  await pgTool('pg_dump', config.databaseUrl, ['--format=custom', `--schema=${schema}`, `--file=${file}`]);
  return { dialect: 'postgres', schema, migration };
}

/** Why the target database cannot take a restore, or null when it is empty. */
export async function databaseNotEmpty(config: DatabaseConfig): Promise<string | null> {
  if (!config.databaseUrl) {
    const size = (await fs.stat(config.databaseFile).catch(() => null))?.size ?? 0;
    return size > 0 ? `the SQLite file ${config.databaseFile} exists: restore to a new DATABASE_FILE` : null;
  }
  const schema = schemaOf(config);
  return withClient(config.databaseUrl, async (client) => {
    const found = await client.query<{ n: number }>(
      `select (select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = $1)
            + (select count(*) from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = $1) as n`,
      [schema],
    );
    return Number(found.rows[0]?.n ?? 0) > 0 ? `schema ${schema} of the target database is not empty: restore into a new database or schema` : null;
  });
}

/**
 * The dump into the empty target, in one transaction (a failure leaves it empty). Owners and
 * grants are not restored: the objects belong to the role in DATABASE_URL, as after migrations.
 */
export async function restoreDatabase(config: DatabaseConfig, file: string, dialect: 'postgres' | 'sqlite'): Promise<void> {
  if (!config.databaseUrl) {
    if (dialect !== 'sqlite') throw new Refusal('the backup is of PostgreSQL: set DATABASE_URL (and DATABASE_SCHEMA) to restore it', 2);
    await fs.copyFile(file, config.databaseFile, fs.constants.COPYFILE_EXCL);
    return;
  }
  if (dialect !== 'postgres') throw new Refusal('the backup is of SQLite: unset DATABASE_URL and set DATABASE_FILE to restore it', 2);
  const schema = schemaOf(config);
  // The dump creates its schema; an empty one made beforehand (an API start creates it) would collide.
  if (schema !== 'public') await withClient(config.databaseUrl, (client) => client.query(`drop schema if exists "${schema}" restrict`));
  await pgTool('pg_restore', config.databaseUrl, ['--no-owner', '--no-acl', '--single-transaction', '--exit-on-error', file]);
}
