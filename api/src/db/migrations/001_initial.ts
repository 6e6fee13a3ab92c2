import { Kysely, sql } from 'kysely';
import { withId } from './helpers';

/**
 * The whole product's schema (designed at once because the demo data needs all of it).
 * Conventions: see db/schema.ts. Later features add NNN_name.ts files and list them in index.ts.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const ts = 'text';
  await withId(db, db.schema.createTable('users'))
    .addColumn('user_code', 'text', (c) => c.notNull().unique())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('customer', 'insurer')`))
    .addColumn('account', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('id_type', 'text', (c) => c.notNull().defaultTo('citizen_id'))
    .addColumn('id_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('date_of_birth', 'text')
    .addColumn('gender', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('effective'))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('pin_hash', 'text')
    .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', ts)
    .addColumn('pin_failed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pin_locked_until', ts)
    .addColumn('privacy_version', 'text')
    .addColumn('privacy_accepted_at', ts)
    .addColumn('cashless_status', 'text', (c) => c.notNull().defaultTo('none').check(sql`cashless_status in ('none', 'pending', 'active')`))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('sessions'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('last_seen_at', ts, (c) => c.notNull())
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('absolute_expires_at', ts, (c) => c.notNull())
    .addColumn('revoked_at', ts)
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await withId(db, db.schema.createTable('privacy_acceptances'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('accepted_at', ts, (c) => c.notNull())
    .addColumn('ip', 'text')
    .execute();

  await withId(db, db.schema.createTable('verification_codes'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('consumed_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('verification_codes_user_idx').on('verification_codes').columns(['user_id', 'purpose']).execute();

  await withId(db, db.schema.createTable('outbox'))
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('outbox_to_idx').on('outbox').column('to_address').execute();

  await withId(db, db.schema.createTable('behavior_log'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('redirect_page', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('source_type', 'text', (c) => c.notNull())
    .addColumn('widget_version', 'text')
    .addColumn('ip', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('behavior_log_user_idx').on('behavior_log').columns(['user_id', 'created_at']).execute();

  await withId(db, db.schema.createTable('insured_persons'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('relationship', 'text', (c) => c.notNull())
    .addColumn('id_type', 'text', (c) => c.notNull())
    .addColumn('id_number', 'text', (c) => c.notNull())
    .addColumn('date_of_birth', 'text', (c) => c.notNull())
    .addColumn('gender', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('insured_persons_user_idx').on('insured_persons').column('user_id').execute();

  await withId(db, db.schema.createTable('policies'))
    .addColumn('policy_no', 'text', (c) => c.notNull().unique())
    .addColumn('holder_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('insurer', 'text', (c) => c.notNull())
    .addColumn('product_name_en', 'text', (c) => c.notNull())
    .addColumn('product_name_vi', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('effective', 'expired')`))
    .addColumn('effective_date', 'text', (c) => c.notNull())
    .addColumn('expiry_date', 'text', (c) => c.notNull())
    .addColumn('sum_insured', 'bigint', (c) => c.notNull())
    .addColumn('remaining_balance', 'bigint', (c) => c.notNull())
    .addColumn('waiting_period_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('policies_holder_idx').on('policies').column('holder_user_id').execute();

  await db.schema
    .createTable('policy_members')
    .addColumn('policy_id', 'integer', (c) => c.notNull().references('policies.id').onDelete('cascade'))
    .addColumn('insured_id', 'integer', (c) => c.notNull().references('insured_persons.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('policy_members_pk', ['policy_id', 'insured_id'])
    .execute();

  await withId(db, db.schema.createTable('benefits'))
    .addColumn('policy_id', 'integer', (c) => c.notNull().references('policies.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_vi', 'text', (c) => c.notNull())
    .addColumn('limit_amount', 'bigint', (c) => c.notNull())
    .addColumn('used_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('benefits_policy_code_uq', ['policy_id', 'code'])
    .execute();

  await withId(db, db.schema.createTable('ecards'))
    .addColumn('card_number', 'text', (c) => c.notNull().unique())
    .addColumn('insured_id', 'integer', (c) => c.notNull().references('insured_persons.id').onDelete('cascade'))
    .addColumn('policy_id', 'integer', (c) => c.notNull().references('policies.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('effective', 'invalid')`))
    .addColumn('valid_from', 'text', (c) => c.notNull())
    .addColumn('valid_to', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('claims')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('insured_id', 'integer', (c) => c.notNull().references('insured_persons.id'))
    .addColumn('id_type', 'text', (c) => c.notNull())
    .addColumn('id_number', 'text', (c) => c.notNull())
    .addColumn('risk_date', 'text')
    .addColumn('claim_type', 'text', (c) => c.check(sql`claim_type in ('illness', 'accident')`))
    .addColumn('treatment', 'text', (c) => c.check(sql`treatment in ('inpatient', 'outpatient')`))
    .addColumn('diagnosis', 'text')
    .addColumn('request_amount', 'bigint')
    .addColumn('reimbursement_amount', 'bigint')
    .addColumn('status', 'text', (c) =>
      c.notNull().check(
        sql`status in ('draft', 'processing', 'paid', 'to_be_paid', 'supplement_requested', 'cancelled', 'waiting_originals', 'finished', 'payment_failed', 'denied', 'settled', 'to_be_revised')`,
      ),
    )
    .addColumn('submitted_at', ts)
    .addColumn('bank_code', 'text')
    .addColumn('branch', 'text')
    .addColumn('province_code', 'text')
    .addColumn('account_name', 'text')
    .addColumn('account_number', 'text')
    .addColumn('claimant', 'text')
    .addColumn('email', 'text')
    .addColumn('telephone', 'text')
    .addColumn('relationship', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('claims_user_status_idx').on('claims').columns(['user_id', 'status']).execute();

  await db.schema
    .createTable('claim_policies')
    .addColumn('claim_id', 'text', (c) => c.notNull().references('claims.id').onDelete('cascade'))
    .addColumn('policy_id', 'integer', (c) => c.notNull().references('policies.id'))
    .addPrimaryKeyConstraint('claim_policies_pk', ['claim_id', 'policy_id'])
    .execute();

  await withId(db, db.schema.createTable('claim_fee_items'))
    .addColumn('claim_id', 'text', (c) => c.notNull().references('claims.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('unit_price', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('deductible', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('decision', 'text', (c) => c.check(sql`decision in ('approved', 'partial', 'rejected')`))
    .addColumn('approved_amount', 'bigint')
    .execute();
  await db.schema.createIndex('claim_fee_items_claim_idx').on('claim_fee_items').column('claim_id').execute();

  await withId(db, db.schema.createTable('claim_events'))
    .addColumn('claim_id', 'text', (c) => c.notNull().references('claims.id').onDelete('cascade'))
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('actor_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('actor_role', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('claim_events_claim_idx').on('claim_events').columns(['claim_id', 'created_at']).execute();

  await withId(db, db.schema.createTable('claim_documents'))
    .addColumn('claim_id', 'text', (c) => c.notNull().references('claims.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('stored_name', 'text', (c) => c.notNull().unique())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('claim_documents_claim_idx').on('claim_documents').column('claim_id').execute();

  await withId(db, db.schema.createTable('messages'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('title_vi', 'text', (c) => c.notNull())
    .addColumn('body_en', 'text', (c) => c.notNull())
    .addColumn('body_vi', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('read_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('messages_user_idx').on('messages').columns(['user_id', 'created_at']).execute();

  await withId(db, db.schema.createTable('providers'))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lng', 'double precision', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('cashless', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('specialties', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('banks')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('short_name', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('provinces')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_vi', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('faq'))
    .addColumn('position', 'integer', (c) => c.notNull().unique())
    .addColumn('question_en', 'text', (c) => c.notNull())
    .addColumn('question_vi', 'text', (c) => c.notNull())
    .addColumn('answer_en', 'text', (c) => c.notNull())
    .addColumn('answer_vi', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'faq', 'provinces', 'banks', 'providers', 'messages', 'claim_documents', 'claim_events', 'claim_fee_items',
    'claim_policies', 'claims', 'ecards', 'benefits', 'policy_members', 'policies', 'insured_persons',
    'behavior_log', 'outbox', 'verification_codes', 'privacy_acceptances', 'sessions', 'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
