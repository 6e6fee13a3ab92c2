import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { prepareDatabase } from '../app';
import type { AppConfig } from '../config';
import { openDatabase } from '../db/database';

/**
 * Every test app used to migrate and seed its own database: about 0.8 s on SQLite and 1.5–3 s on
 * PostgreSQL of each start (the seed's argon2 hashes and a few hundred inserts), a few hundred
 * starts a run. Instead the first start of a run with a given seed prepares a template exactly as
 * a start does (app.ts prepareDatabase), and every later start copies it: the SQLite file, or
 * PostgreSQL's CREATE DATABASE … TEMPLATE. The app then starts on it as on any database: its
 * migrations find nothing to do and the seed finds its accounts. src/test/global-setup.cjs names
 * the run's folder in SENCARE_TEST_TEMPLATES and global-teardown.cjs removes what was made.
 *
 * Templates are keyed by what changes the seeded rows (AUTO_SEED and the PIN pepper, which the
 * seeded PIN is hashed with). Two workers that need a template at once both build one; the first
 * to rename its own into place wins and the other is dropped, so a clone never sees half a seed.
 */
const RUN = process.env.SENCARE_TEST_TEMPLATES;

/** The schema every PostgreSQL test database keeps its tables in (not public, so search_path stays exercised). */
export const PG_TEST_SCHEMA = 'sencare_test';

type SeedConfig = Pick<AppConfig, 'autoSeed' | 'pinPepper'>;

function keyOf(config: SeedConfig): string {
  return createHash('sha256').update(`${config.autoSeed}\n${config.pinPepper}`).digest('hex').slice(0, 12);
}

/** Writes a prepared SQLite database at `file`, copied from the run's template; false when templates are off. */
export async function sqliteFromTemplate(file: string, config: SeedConfig): Promise<boolean> {
  if (!RUN) return false;
  const template = path.join(RUN, `sqlite-${keyOf(config)}.db`);
  if (!fs.existsSync(template)) {
    const building = `${template}.${process.pid}.${randomBytes(4).toString('hex')}`;
    const database = await openDatabase({ databaseUrl: undefined, databaseFile: building, databaseSchema: undefined });
    try {
      await prepareDatabase(database, config);
    } finally {
      // The last connection's close checkpoints the WAL into the file, so the one file is the whole database.
      await database.destroy();
    }
    fs.renameSync(building, template);
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.copyFileSync(template, file);
  return true;
}

async function asAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

/** The run's template databases are named after its folder (sencare-tpl-<hex>), so teardown finds each of them. */
export function pgTemplatePrefix(run: string): string {
  return `tpl_${path.basename(run).replace('sencare-tpl-', '')}_`;
}

/** Creates database `name` as a copy of the run's prepared template; false when templates are off. */
export async function pgFromTemplate(adminUrl: string, name: string, config: SeedConfig): Promise<boolean> {
  if (!RUN) return false;
  const template = `${pgTemplatePrefix(RUN)}${keyOf(config)}`;
  const exists = async () => asAdmin(adminUrl, async (c) => (await c.query('select 1 from pg_database where datname = $1', [template])).rowCount === 1);
  if (!(await exists())) {
    const building = `${template}_b${randomBytes(4).toString('hex')}`;
    await asAdmin(adminUrl, (c) => c.query(`create database ${building}`));
    const database = await openDatabase({ databaseUrl: withDatabase(adminUrl, building), databaseFile: '', databaseSchema: PG_TEST_SCHEMA });
    try {
      await prepareDatabase(database, config);
    } finally {
      await database.destroy();
    }
    await asAdmin(adminUrl, async (c) => {
      try {
        await c.query(`alter database ${building} rename to ${template}`);
      } catch (error) {
        // Another worker's template got there first (42P04: duplicate database): it is the same seed.
        if ((error as { code?: string }).code !== '42P04') throw error;
        await c.query(`drop database if exists ${building} with (force)`);
      }
    });
  }
  await asAdmin(adminUrl, (c) => c.query(`create database ${name} template ${template}`));
  return true;
}
