import { Kysely, sql } from 'kysely';
import { isPostgres, withId } from './helpers';

/**
 * Every patient lookup a hospital desk makes (GET /api/provider/patients/lookup), recorded by the
 * API before it answers: who (staff_user_id), their hospital (provider_id), when, which card as
 * typed or scanned, the insured person the card belongs to when it is a known card (so a patient
 * can later be shown who looked at their cover), and the result: found, not_found (unknown card
 * or wrong date of birth) or limited (refused by the lookup rate limit).
 *
 * Append-only: a trigger refuses UPDATE and DELETE on both databases, so neither a bug nor a
 * script can rewrite the record. The foreign keys have no ON DELETE: a staff user or hospital
 * with recorded lookups is not deleted behind the record's back.
 */
const APPEND_ONLY = 'patient_lookups is append-only';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('patient_lookups'))
    .addColumn('staff_user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('provider_id', 'integer', (c) => c.references('providers.id'))
    .addColumn('card_number', 'text', (c) => c.notNull())
    .addColumn('insured_id', 'integer', (c) => c.references('insured_persons.id'))
    .addColumn('result', 'text', (c) => c.notNull().check(sql`result in ('found', 'not_found', 'limited')`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('patient_lookups_insured_idx').on('patient_lookups').columns(['insured_id', 'created_at']).execute();
  await db.schema.createIndex('patient_lookups_provider_idx').on('patient_lookups').columns(['provider_id', 'created_at']).execute();
  if (isPostgres(db)) {
    await sql.raw(`create function patient_lookups_append_only() returns trigger language plpgsql as $$ begin raise exception '${APPEND_ONLY}'; end $$`).execute(db);
    await sql`create trigger patient_lookups_no_change before update or delete on patient_lookups for each row execute function patient_lookups_append_only()`.execute(db);
  } else {
    await sql.raw(`create trigger patient_lookups_no_update before update on patient_lookups begin select raise(abort, '${APPEND_ONLY}'); end`).execute(db);
    await sql.raw(`create trigger patient_lookups_no_delete before delete on patient_lookups begin select raise(abort, '${APPEND_ONLY}'); end`).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('patient_lookups').ifExists().execute();
  if (isPostgres(db)) await sql`drop function if exists patient_lookups_append_only()`.execute(db);
}
