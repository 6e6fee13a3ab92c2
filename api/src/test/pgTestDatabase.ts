import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { AppConfig } from '../config';
import { PG_TEST_SCHEMA, pgFromTemplate } from './seededTemplate';

/** A PostgreSQL database made for one test, and how to remove it. */
export interface PgTestDatabase {
  /** TEST_DATABASE_URL pointing at the new database. */
  url: string;
  /** The schema the app is told to use inside it (DATABASE_SCHEMA), so search_path stays exercised. */
  schema: string;
  drop(): Promise<void>;
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for the postgres project');
  return url;
}

async function asAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A database of its own rather than a schema in the shared one: Kysely's migrator looks for its
 * table by reading every schema of the database (`has_schema_privilege` on each name), and a
 * schema another test file drops during that read makes PostgreSQL fail the migrating file with
 * "schema … does not exist". API test files run two at a time (api/jest.config.js), and a
 * database's catalog is its own, so no other file can pull a schema from under it. Creating one
 * costs about 0.2 s here.
 */
export async function createPgTestDatabase(prefix = '', options: { seededAs?: Pick<AppConfig, 'autoSeed' | 'pinPepper'> } = {}): Promise<PgTestDatabase> {
  const name = `t_${prefix ? `${prefix}_` : ''}${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  // `seededAs`: already migrated and seeded, copied from the run's template (src/test/seededTemplate.ts).
  const copied = options.seededAs ? await pgFromTemplate(adminUrl(), name, options.seededAs) : false;
  if (!copied) await asAdmin(`create database ${name}`);
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    schema: copied ? PG_TEST_SCHEMA : name,
    // WITH (FORCE) ends a connection a killed server process may still hold.
    drop: () => asAdmin(`drop database if exists ${name} with (force)`),
  };
}
