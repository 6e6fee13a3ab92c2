import { PostgresAdapter, type Kysely } from 'kysely';

/** Whether the database is PostgreSQL (else SQLite): for the few statements the two write differently. */
export function isPostgres<DB>(db: Kysely<DB>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
