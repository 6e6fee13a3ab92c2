import { PostgresAdapter, type Kysely } from 'kysely';

/** Whether the database is PostgreSQL (else SQLite): for the few statements the two write differently. */
export function isPostgres<DB>(db: Kysely<DB>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Whether a statement failed on a unique index: PostgreSQL's SQLSTATE 23505, SQLite's extended code
 * (better-sqlite3). A duplicate refused by the index holds under requests at once, where a lookup
 * before the write does not (modules/provider/doctors/repository.ts).
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
