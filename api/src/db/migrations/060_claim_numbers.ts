import { Kysely, sql } from 'kysely';
import { isPostgres } from './helpers';

/**
 * Claim numbers from the database's own counter (src/modules/claims/claim-numbers.ts):
 * a sequence on PostgreSQL, an AUTOINCREMENT table on SQLite, both starting above the highest
 * number of the claims already stored (CL-2026-000204 → next 205). app.ts realigns after seeding.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`create sequence claim_number_seq as bigint minvalue 1`.execute(db);
    await sql`
      select setval('claim_number_seq', m.n)
      from (select max(substring(id from '^CL-[0-9]{4}-([0-9]{1,15})$')::bigint) as n from claims) m
      where m.n > 0`.execute(db);
    return;
  }
  await sql`create table claim_number_seq (n integer primary key autoincrement)`.execute(db);
  await sql`
    insert into claim_number_seq (n)
    select m.n from (select max(cast(substr(id, 9) as integer)) as n from claims where id glob 'CL-[0-9][0-9][0-9][0-9]-[0-9]*') m
    where m.n > 0`.execute(db);
  await sql`delete from claim_number_seq`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await sql`drop sequence if exists claim_number_seq`.execute(db);
  else await sql`drop table if exists claim_number_seq`.execute(db);
}
