import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Environment for a server process on a database of its own, and how to remove it afterwards. */
export interface ScratchDatabase {
  /** DATABASE_URL + DATABASE_SCHEMA on PostgreSQL, DATABASE_FILE on SQLite (the jest project decides). */
  env: Record<string, string>;
  /** A temporary folder for the database file, uploads and anything else the test writes. */
  dir: string;
  drop(): Promise<void>;
}

/**
 * One database per test file, on the dialect of the jest project (src/test/env.*.js): a fresh
 * PostgreSQL schema or a SQLite file in a temporary folder. Tests that start the real server as a
 * child process (src/test/server-process.ts) use it; in-process tests use startTestApp.
 */
export function scratchDatabase(prefix: string): ScratchDatabase {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `sencare-${prefix}-`));
  const removeDir = async () => fs.rmSync(dir, { recursive: true, force: true });
  if (process.env.TEST_DIALECT !== 'postgres') {
    return { env: { DATABASE_URL: '', DATABASE_FILE: path.join(dir, `${prefix}.db`) }, dir, drop: removeDir };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for the postgres project');
  const schema = `t_${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  return {
    env: { DATABASE_URL: url, DATABASE_SCHEMA: schema },
    dir,
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`drop schema if exists ${schema} cascade`);
      } finally {
        await client.end();
      }
      await removeDir();
    },
  };
}
