import { Kysely, sql } from 'kysely';
import { nameKey } from '../../lib/name-key';
import { isPostgres, withId } from './helpers';

/**
 * The insurer console at scale, and its back office (docs/architecture.md "Queues by keyset").
 *
 * Indexes that hand every queue's rows over in its own order, so a page reads its own rows and
 * nothing is sorted (checked by EXPLAIN on both databases: modules/insurer/query-plans.test.ts):
 * - the claims queue's default (the statuses with an insurer move) and "every submitted claim":
 *   partial indexes on (updated_at, id) whose WHERE is the queue's own literal condition
 *   (claims.ts QUEUE_CONDITIONS; the test fails when the state machine changes the list
 *   and this index no longer matches it);
 * - one status: (status, updated_at, id); "assigned to me": (assignee_id, updated_at, id);
 * - GOPs: the insurer's default queue likewise, one status, and a provider's own lists.
 *
 * The back office: the assessor who has a claim (assignee_id, assigned_at), the bank reference of
 * a claim paid by bulk upload (unique: a file uploaded twice pays nothing twice), internal notes on
 * claims and GOPs (staff of the insurer only), and insured_persons.name_key (lib/name-key.ts),
 * byte-ordered on PostgreSQL (COLLATE "C") so a prefix is an index range on both databases.
 */
export const CLAIM_QUEUE_STATUSES = "'processing', 'waiting_originals', 'settled', 'to_be_paid', 'paid', 'payment_failed'";
export const GOP_QUEUE_STATUSES = "'pending', 'final_submission', 'final_approval'";

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  // A foreign key on PostgreSQL only: SQLite cannot drop a column a foreign key names (down).
  await db.schema.alterTable('claims').addColumn('assignee_id', 'integer', (c) => (pg ? c.references('users.id') : c)).execute();
  await db.schema.alterTable('claims').addColumn('assigned_at', 'text').execute();
  await db.schema.alterTable('claims').addColumn('payment_reference', 'text').execute();
  await db.schema.alterTable('insured_persons').addColumn('name_key', 'text', (c) => (pg ? c.modifyEnd(sql`collate "C"`) : c)).execute();
  const people = await db.selectFrom('insured_persons').select(['id', 'full_name']).execute();
  for (const person of people) await db.updateTable('insured_persons').set({ name_key: nameKey(person.full_name) }).where('id', '=', person.id).execute();

  await sql`create index claims_queue_idx on claims (updated_at, id) where status in (${sql.raw(CLAIM_QUEUE_STATUSES)})`.execute(db);
  await sql`create index claims_submitted_idx on claims (updated_at, id) where status <> 'draft'`.execute(db);
  await db.schema.createIndex('claims_status_updated_idx').on('claims').columns(['status', 'updated_at', 'id']).execute();
  await db.schema.createIndex('claims_assignee_idx').on('claims').columns(['assignee_id', 'updated_at', 'id']).execute();
  await db.schema.createIndex('claims_insured_idx').on('claims').column('insured_id').execute();
  await sql`create unique index claims_payment_reference_uq on claims (payment_reference) where payment_reference is not null`.execute(db);
  await db.schema.createIndex('insured_persons_name_key_idx').on('insured_persons').column('name_key').execute();

  // (status, updated_at) and (provider_id, updated_at) of migration 130 end without the id the
  // keyset orders by: the planner chose them and sorted; the longer ones below replace them.
  await db.schema.dropIndex('gops_status_idx').execute();
  await db.schema.dropIndex('gops_provider_idx').execute();
  await sql`create index gops_queue_idx on gops (updated_at, id) where status in (${sql.raw(GOP_QUEUE_STATUSES)})`.execute(db);
  await db.schema.createIndex('gops_status_updated_idx').on('gops').columns(['status', 'updated_at', 'id']).execute();
  await db.schema.createIndex('gops_provider_updated_idx').on('gops').columns(['provider_id', 'updated_at', 'id']).execute();
  await db.schema.createIndex('gops_provider_status_idx').on('gops').columns(['provider_id', 'status', 'updated_at', 'id']).execute();
  await db.schema.createIndex('gops_insured_idx').on('gops').column('insured_id').execute();

  await withId(db, db.schema.createTable('internal_notes'))
    .addColumn('subject_kind', 'text', (c) => c.notNull().check(sql`subject_kind in ('claim', 'gop')`))
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('author_user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('internal_notes_subject_idx').on('internal_notes').columns(['subject_kind', 'subject_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('internal_notes').execute();
  for (const index of ['gops_insured_idx', 'gops_provider_status_idx', 'gops_provider_updated_idx', 'gops_status_updated_idx', 'gops_queue_idx', 'insured_persons_name_key_idx', 'claims_payment_reference_uq', 'claims_insured_idx', 'claims_assignee_idx', 'claims_status_updated_idx', 'claims_submitted_idx', 'claims_queue_idx']) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.createIndex('gops_provider_idx').on('gops').columns(['provider_id', 'updated_at']).execute();
  await db.schema.createIndex('gops_status_idx').on('gops').columns(['status', 'updated_at']).execute();
  await db.schema.alterTable('insured_persons').dropColumn('name_key').execute();
  await db.schema.alterTable('claims').dropColumn('payment_reference').execute();
  await db.schema.alterTable('claims').dropColumn('assigned_at').execute();
  await db.schema.alterTable('claims').dropColumn('assignee_id').execute();
}
