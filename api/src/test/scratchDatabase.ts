import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPgTestDatabase } from './pgTestDatabase';

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
 * PostgreSQL database (src/test/pgTestDatabase.ts) or a SQLite file in a temporary folder. Tests that start the real server as a
 * child process (src/test/server-process.ts) use it; in-process tests use startTestApp.
 */
export async function scratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `sencare-${prefix}-`));
  const removeDir = async () => fs.rmSync(dir, { recursive: true, force: true });
  if (process.env.TEST_DIALECT !== 'postgres') {
    return { env: { DATABASE_URL: '', DATABASE_FILE: path.join(dir, `${prefix}.db`) }, dir, drop: removeDir };
  }
  const database = await createPgTestDatabase(prefix);
  return {
    env: { DATABASE_URL: database.url, DATABASE_SCHEMA: database.schema },
    dir,
    drop: async () => {
      await database.drop();
      await removeDir();
    },
  };
}
