import type { Database as BetterSqliteDatabase, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Distinct SQL texts kept prepared. The API issues about 200; dynamic `in (…)` lists add a few. */
export const STATEMENT_CACHE_SIZE = 500;

export interface CachingSqliteDatabase extends SqliteDatabase {
  /** Statements held now (tests, diagnostics). */
  readonly cachedStatements: number;
}

/**
 * The better-sqlite3 database as Kysely's SqliteDialect sees it, with `prepare` reusing statements
 * by SQL text (a bounded LRU). Kysely's SqliteDriver prepares a statement for every query; that
 * was 20 % of the API's CPU under load (profile in docs/architecture.md). Kysely's own
 * driver still runs each statement (`reader` → `.all()`, else `.run()` with changes and
 * lastInsertRowid), transactions and migrations included, so only the preparing changes.
 *
 * Safe to reuse because:
 * - SQLite re-prepares a statement by itself when the schema changed since it was prepared
 *   (sqlite3_prepare_v3; better-sqlite3 then reads the new columns): a migration or an ALTER
 *   after caching is seen by the next run (src/db/sqlite-statement-cache.test.ts).
 * - Kysely holds the single connection behind a mutex, and `.all()` / `.run()` finish before
 *   they return, so a statement is never shared mid-run. `.iterate()` (Kysely's `stream()`)
 *   keeps its statement busy until the stream ends; Kysely runs nothing else on the connection
 *   meanwhile, and should anything ask for the same SQL then, it gets a statement of its own.
 * - An evicted statement is simply dropped; better-sqlite3 finalizes it when it is collected.
 */
export function withStatementCache(database: BetterSqliteDatabase, size = STATEMENT_CACHE_SIZE): CachingSqliteDatabase {
  // A Map iterates in insertion order: re-inserting on each hit keeps the least recently used first.
  const cache = new Map<string, Statement>();
  return {
    prepare(sql: string): Statement {
      const cached = cache.get(sql);
      if (cached && !cached.busy) {
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql);
      if (cached) return statement; // the cached one is streaming: this one is used once
      cache.set(sql, statement);
      if (cache.size > size) cache.delete(cache.keys().next().value as string);
      return statement;
    },
    close(): void {
      cache.clear();
      database.close();
    },
    get cachedStatements() {
      return cache.size;
    },
  };
}
