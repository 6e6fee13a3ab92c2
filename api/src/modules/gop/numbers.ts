import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * Case numbers from the database's own counter (migration 130_portals), like claim numbers
 * (claims/claim-numbers.ts): a sequence on PostgreSQL, an AUTOINCREMENT table on SQLite, so two
 * requests created at once never get the same number.
 */
export async function nextGopCaseNo(trx: Db, nowIso: string): Promise<string> {
  let n: number;
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    const { rows } = await sql<{ n: number }>`select nextval('gop_number_seq') as n`.execute(trx);
    n = Number(rows[0].n);
  } else {
    const { rows } = await sql<{ n: number }>`insert into gop_number_seq default values returning n`.execute(trx);
    n = Number(rows[0].n);
    await sql`delete from gop_number_seq where n = ${n}`.execute(trx);
  }
  return `GOP-${nowIso.slice(0, 4)}-${String(n).padStart(6, '0')}`;
}
