import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type LogEvent } from 'kysely';
import pg from 'pg';
import type { AppConfig } from '../config';
import { migrationProvider } from './migrations';
import type { Database } from './schema';
import { preparingPool } from './pg-prepared';
import { withStatementCache } from './sqlite-statement-cache';
import { WriteWatch } from './write-watch';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
  /** PostgreSQL schema holding the tables (and Kysely's migration tables). */
  schema?: string;
  destroy(): Promise<void>;
  /** Where lost PostgreSQL connections are reported (app.ts: the logger); nothing by default. */
  onConnectionLost(listener: (error: Error) => void): void;
  /** Committed writes to the tables a session is made of (the session cache listens: app.ts). */
  sessionWrites: WriteWatch;
}

/** What a signed-in request's session lookup reads (modules/auth/sessions.ts). */
const SESSION_TABLES = ['users', 'sessions'];

// int8 (bigint money columns, count(*)) as JS numbers: VND amounts stay far below 2^53.
pg.types.setTypeParser(20, (value: string) => Number(value));
pg.types.setTypeParser(1700, (value: string) => Number(value));

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export const APPLICATION_NAME = 'sencare-api';
/** Longest wait for a PostgreSQL connection before a request gets 503 (api/README.md). */
export const CONNECT_TIMEOUT_MS = 5_000;

/**
 * pg emits 'error' on a client whose server went away (pg_terminate_backend, a restart, a dropped
 * network): on the pool for idle clients, on the client itself for checked-out ones. An 'error'
 * event without a listener ends the process, so both get one. The broken client is discarded by
 * the pool (idle: at once; checked out: when released, as it is no longer queryable), the query
 * that was running fails and answers 503 (http/errors.ts), and the next request opens a fresh
 * connection: no restart needed.
 */
function keepRunningWhenConnectionsDrop(pool: pg.Pool, report: (error: Error) => void): void {
  let last = 0;
  const onError = (error: Error) => {
    // One report per 10 s at most: a database restart drops every connection at once.
    if (Date.now() - last < 10_000) return;
    last = Date.now();
    report(error);
  };
  pool.on('error', onError);
  pool.on('connect', (client) => client.on('error', onError));
}

/** What the app watches of the database: each statement (Kysely's log hook) and the pool's figures. */
export interface DatabaseWatch {
  log?: (event: LogEvent) => void;
  pool?: (read: () => { total: number; idle: number; waiting: number }) => void;
}

export async function openDatabase(config: Pick<AppConfig, 'databaseUrl' | 'databaseFile' | 'databaseSchema'>, watch: DatabaseWatch = {}): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const schema = config.databaseSchema;
    if (schema && !SCHEMA_NAME.test(schema)) throw new Error(`Invalid DATABASE_SCHEMA: ${schema}`);
    if (schema) {
      const admin = new pg.Client({ connectionString: config.databaseUrl });
      await admin.connect();
      try {
        await admin.query(`create schema if not exists ${schema}`);
      } finally {
        await admin.end();
      }
    }
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 10,
      // A request waits at most this long for a connection, then answers 503 (http/errors.ts)
      // instead of hanging while the database is unreachable.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
      // Operators (and src/db/pg-faults.test.ts) find our backends in pg_stat_activity by this
      // name; an `application_name` in DATABASE_URL wins over it.
      application_name: APPLICATION_NAME,
      // search_path: our schema. plan_cache_mode: the precompiled queries run as named statements
      // (pg-prepared.ts); PostgreSQL would otherwise plan My claims' page again on every run (its
      // LIMIT and OFFSET are parameters, which keep the generic plan's estimate above a custom
      // one's): 145–240 µs of backend CPU a run instead of 50–70. Every other query is a new unnamed
      // statement planned once at its run either way; with this schema (lookups by id and user, no
      // partial index, LIKE only as '%…%') a plan that knows the values would pick the same indexes.
      options: [schema ? `-c search_path=${schema}` : '', '-c plan_cache_mode=force_generic_plan'].filter(Boolean).join(' '),
    });
    let listener: (error: Error) => void = () => {};
    keepRunningWhenConnectionsDrop(pool, (error) => listener(error));
    const sessionWrites = new WriteWatch(SESSION_TABLES);
    watch.pool?.(() => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }));
    const db = new Kysely<Database>({ dialect: sessionWrites.wrap(new PostgresDialect({ pool: preparingPool(pool) })), log: watch.log });
    return { db, dialect: 'postgres', schema: schema ?? 'public', destroy: () => db.destroy(), onConnectionLost: (l) => (listener = l), sessionWrites };
  }

  fs.mkdirSync(path.dirname(config.databaseFile), { recursive: true });
  const sqlite = new SQLite(config.databaseFile);
  // WAL + synchronous=NORMAL: ~58k single inserts/s here vs ~7.6k with FULL.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Prepared statements reused by SQL text (preparing was 20 % of the CPU per request).
  const sessionWrites = new WriteWatch(SESSION_TABLES);
  const db = new Kysely<Database>({ dialect: sessionWrites.wrap(new SqliteDialect({ database: withStatementCache(sqlite) })), log: watch.log });
  return { db, dialect: 'sqlite', destroy: () => db.destroy(), onConnectionLost: () => {}, sessionWrites };
}

/**
 * Runs pending migrations. On PostgreSQL the migration tables are looked up in our own schema:
 * Kysely otherwise finds another schema's kysely_migration table and skips creating its own.
 */
export async function migrateToLatest(db: Db, schema?: string): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * A start with MIGRATE_ON_START off met a database whose migrations are behind this code's:
 * src/server.ts prints the message, one line, and exits (docs/deploying.md "Migrations").
 */
export class MigrationsPending extends Error {
  constructor(readonly pending: string[]) {
    super(`Refusing to start: the database is ${pending.length} migration${pending.length === 1 ? '' : 's'} behind this API (next: ${pending[0]}) and MIGRATE_ON_START is off: run \`npm run migrate -w api\` (node api/dist/migrate-cli.js) first`);
    this.name = 'MigrationsPending';
  }
}

/** The migrations this code has that the database has not run, oldest first (reads only). */
export async function pendingMigrations(db: Db, schema?: string): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider, ...(schema ? { migrationTableSchema: schema } : {}) });
  return (await migrator.getMigrations()).filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}

export async function pingDatabase(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
