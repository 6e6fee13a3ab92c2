import { Kysely, sql } from 'kysely';
import { withId } from './helpers';

/**
 * Cashless service (mfe-cashless): one row per application with the identification the customer
 * confirmed, and its photos (stored on disk under random names, see modules/cashless/files.ts).
 * users.cashless_status (001) stays the single source of the customer's current status.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('cashless_applications'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'active', 'rejected')`))
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('id_type', 'text', (c) => c.notNull())
    .addColumn('id_number', 'text', (c) => c.notNull())
    .addColumn('date_of_birth', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('commitments_accepted_at', 'text', (c) => c.notNull())
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cashless_applications_user_idx').on('cashless_applications').columns(['user_id', 'created_at']).execute();

  await withId(db, db.schema.createTable('cashless_documents'))
    .addColumn('application_id', 'integer', (c) => c.notNull().references('cashless_applications.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('idFront', 'idBack', 'portrait', 'signature')`))
    .addColumn('stored_name', 'text', (c) => c.notNull().unique())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('cashless_documents_app_kind_uq', ['application_id', 'kind'])
    .execute();

  await db.schema.createIndex('providers_city_idx').on('providers').columns(['city', 'cashless']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('providers_city_idx').ifExists().execute();
  await db.schema.dropTable('cashless_documents').ifExists().execute();
  await db.schema.dropTable('cashless_applications').ifExists().execute();
}
