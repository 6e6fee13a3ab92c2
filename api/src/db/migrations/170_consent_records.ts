import { Kysely, sql } from 'kysely';
import { isPostgres, withId } from './helpers';

/**
 * Consent per purpose (docs/privacy.md "Consent"): one row per answer a person gives, never
 * changed: who, which purpose, the version of its text they read, in which language, where
 * (web or app), when, and whether they gave or withdrew it. What someone agreed to today is their
 * latest row per purpose (api/src/modules/consent/repository.ts); the rows before it are the
 * history a printout or an inspector asks for.
 *
 * Append-only as patient_lookups (140): a trigger refuses UPDATE and DELETE on both databases.
 */
const APPEND_ONLY = 'consent_records is append-only';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('consent_records'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull().check(sql`language in ('en', 'vi')`))
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('web', 'app')`))
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('given', 'withdrawn')`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('consent_records_user_idx').on('consent_records').columns(['user_id', 'purpose', 'id']).execute();
  if (isPostgres(db)) {
    await sql.raw(`create function consent_records_append_only() returns trigger language plpgsql as $$ begin raise exception '${APPEND_ONLY}'; end $$`).execute(db);
    await sql`create trigger consent_records_no_change before update or delete on consent_records for each row execute function consent_records_append_only()`.execute(db);
  } else {
    await sql.raw(`create trigger consent_records_no_update before update on consent_records begin select raise(abort, '${APPEND_ONLY}'); end`).execute(db);
    await sql.raw(`create trigger consent_records_no_delete before delete on consent_records begin select raise(abort, '${APPEND_ONLY}'); end`).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('consent_records').ifExists().execute();
  if (isPostgres(db)) await sql`drop function if exists consent_records_append_only()`.execute(db);
}
