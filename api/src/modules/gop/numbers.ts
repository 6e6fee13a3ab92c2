import type { Db } from '../../db/database';
import { nextNumber } from '../claims';

/**
 * Case numbers from the database's own counter (migration 130_portals), like claim numbers
 * (claims/claim-numbers.ts): a sequence on PostgreSQL, an AUTOINCREMENT table on SQLite, so two
 * requests created at once never get the same number.
 */
export async function nextGopCaseNo(trx: Db, nowIso: string): Promise<string> {
  return `GOP-${nowIso.slice(0, 4)}-${await nextNumber(trx, 'gop_number_seq')}`;
}
