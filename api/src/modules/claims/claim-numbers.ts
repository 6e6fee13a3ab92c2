import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { isPostgres } from '../../db/dialect';

/**
 * Claim numbers come from the database's own counter (migration 060_claim_numbers), never from
 * max(id)+1: two submits at once used to read the same max and one died on claims_pkey. PostgreSQL:
 * the sequence `claim_number_seq` (nextval never hands a number out twice,
 * even across replicas). SQLite: the AUTOINCREMENT table `claim_number_seq`, whose high-water mark
 * in sqlite_sequence only grows; the insert takes SQLite's write lock. One counter for every year,
 * so a number is unique on its own; the visible id stays `CL-<year>-<6+ digits>`.
 */
export async function nextClaimId(trx: Db, nowIso: string): Promise<string> {
  return `CL-${nowIso.slice(0, 4)}-${await nextNumber(trx, 'claim_number_seq')}`;
}

/**
 * The next number of one of the database's counters, zero-padded to 6 digits: claim numbers here,
 * GOP case numbers (gop/numbers.ts, migration 130_portals) likewise. The name is never user input.
 */
export async function nextNumber(trx: Db, counter: 'claim_number_seq' | 'gop_number_seq'): Promise<string> {
  let n: number;
  if (isPostgres(trx)) {
    const { rows } = await sql<{ n: number }>`select nextval(${counter}) as n`.execute(trx);
    n = Number(rows[0].n);
  } else {
    const { rows } = await sql<{ n: number }>`insert into ${sql.table(counter)} default values returning n`.execute(trx);
    n = Number(rows[0].n);
    await sql`delete from ${sql.table(counter)} where n = ${n}`.execute(trx);
  }
  return String(n).padStart(6, '0');
}

/**
 * Moves the counter above the highest claim number already stored, so numbers handed out later
 * never meet a claim written by other means (the demo seed, an import, a restore). Runs after
 * migrations and seeding on every start (app.ts); only ever moves the counter forward, and only
 * when a stored number is above everything it has handed out.
 */
export async function alignClaimNumbers(db: Db): Promise<void> {
  if (isPostgres(db)) {
    await sql`
      select setval('claim_number_seq', m.n)
      from (select max(substring(id from '^CL-[0-9]{4}-([0-9]{1,15})$')::bigint) as n from claims) m, claim_number_seq s
      where m.n > (case when s.is_called then s.last_value else s.last_value - 1 end)`.execute(db);
    return;
  }
  await sql`
    insert into claim_number_seq (n)
    select m.n from (select max(cast(substr(id, 9) as integer)) as n from claims where id glob 'CL-[0-9][0-9][0-9][0-9]-[0-9]*') m
    where m.n > coalesce((select seq from sqlite_sequence where name = 'claim_number_seq'), 0)`.execute(db);
  await sql`delete from claim_number_seq`.execute(db);
}
