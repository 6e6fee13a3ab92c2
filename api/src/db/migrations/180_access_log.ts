import { Kysely, sql } from 'kysely';
import { isPostgres, withId } from './helpers';

/**
 * The access log of personal data (docs/privacy.md "Access log"): one row each time insurer staff
 * or a hospital desk is served one of a customer's records (claim, document, ID image, cashless
 * application, e-card, GOP), written by api/src/modules/access-log in the handler that serves it.
 * Whose data (subject_user_id), who (actor_user_id, actor_role), their organisation (provider_id
 * and the hospital's name as it was then; both null for the insurer), what (kind, object_id),
 * when, and the address the request came from (ip).
 *
 * Append-only, as 140_patient_lookups: a trigger refuses UPDATE and DELETE on both databases, so
 * neither a bug nor a script can rewrite who looked; the foreign keys have no ON DELETE.
 */
const APPEND_ONLY = 'access_log is append-only';
const KINDS = "'claim', 'claim_document', 'cashless_application', 'id_image', 'ecard', 'gop', 'gop_document', 'gop_pdf'";

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('access_log'))
    .addColumn('subject_user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('actor_user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('actor_role', 'text', (c) => c.notNull().check(sql`actor_role in ('insurer', 'provider')`))
    .addColumn('provider_id', 'integer', (c) => c.references('providers.id'))
    .addColumn('organisation_name', 'text')
    .addColumn('kind', 'text', (c) => c.notNull().check(sql.raw(`kind in (${KINDS})`)))
    .addColumn('object_id', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // The customer's own list, newest first by id (modules/access-log/queries.ts readsOfMine).
  await db.schema.createIndex('access_log_subject_idx').on('access_log').columns(['subject_user_id', 'id']).execute();
  await db.schema.createIndex('access_log_created_idx').on('access_log').columns(['created_at']).execute();
  if (isPostgres(db)) {
    await sql.raw(`create function access_log_append_only() returns trigger language plpgsql as $$ begin raise exception '${APPEND_ONLY}'; end $$`).execute(db);
    await sql`create trigger access_log_no_change before update or delete on access_log for each row execute function access_log_append_only()`.execute(db);
  } else {
    await sql.raw(`create trigger access_log_no_update before update on access_log begin select raise(abort, '${APPEND_ONLY}'); end`).execute(db);
    await sql.raw(`create trigger access_log_no_delete before delete on access_log begin select raise(abort, '${APPEND_ONLY}'); end`).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('access_log').ifExists().execute();
  if (isPostgres(db)) await sql`drop function if exists access_log_append_only()`.execute(db);
}
