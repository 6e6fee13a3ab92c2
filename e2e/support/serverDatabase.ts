import path from 'node:path';
import Database from 'better-sqlite3';

/**
 * The e2e server's own SQLite file (e2e/playwright.config.ts: output/data-<port>/e2e.db), opened
 * read-only beside the running API (the file is in WAL mode, so reading never blocks it). For what
 * no route shows on purpose, such as what the behaviour log stored.
 */
export function serverDatabase(baseURL: string | undefined): Database.Database {
  const port = new URL(baseURL ?? 'http://localhost:8090').port;
  return new Database(path.join(__dirname, '..', 'output', `data-${port}`, 'e2e.db'), { readonly: true, fileMustExist: true });
}
