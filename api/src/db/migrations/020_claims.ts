import { Kysely } from 'kysely';
import { withId } from './helpers';

/**
 * Claims: drafts that follow the user across devices, uploads waiting for their claim,
 * idempotent submits (Stripe's model), the insurer's supplement checklists, and a public id per
 * document so file URLs are not guessable.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('claim_drafts')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('claim_uploads'))
    .addColumn('public_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('stored_name', 'text', (c) => c.notNull().unique())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('claim_uploads_user_idx').on('claim_uploads').column('user_id').execute();

  await db.schema.alterTable('claim_documents').addColumn('public_id', 'text').execute();
  await db.schema.createIndex('claim_documents_public_idx').on('claim_documents').column('public_id').unique().execute();

  await db.schema
    .createTable('claim_idempotency')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('http_status', 'integer')
    .addColumn('response', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('claim_idempotency_pk', ['user_id', 'key'])
    .execute();

  await withId(db, db.schema.createTable('claim_supplement_items'))
    .addColumn('claim_id', 'text', (c) => c.notNull().references('claims.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('deadline', 'text')
    .addColumn('answered_at', 'text')
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('claim_supplement_items_claim_idx').on('claim_supplement_items').column('claim_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['claim_supplement_items', 'claim_idempotency', 'claim_uploads', 'claim_drafts']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.dropIndex('claim_documents_public_idx').ifExists().execute();
  await db.schema.alterTable('claim_documents').dropColumn('public_id').execute();
}
