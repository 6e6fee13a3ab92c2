import { Kysely, sql } from 'kysely';
import { isPostgres, withId } from './helpers';

/**
 * Hospitals manage their own doctors, and a GOP request names its treating doctor (docs/portals.md
 * "Doctors"):
 * - provider_doctors: one hospital's doctors, a code unique within the hospital (the unique index is
 *   what refuses a duplicate, also of two requests at once: modules/provider/doctors/repository.ts);
 * - users.provider_sub_role: `admin` manages the hospital's doctors, `viewer` (or null, the staff
 *   seeded before this migration) only reads, as users.hr_sub_role does for HR (220_group_cover);
 * - gops.doctor_id: the treating doctor, null when none was named.
 *
 * The two new columns are added with ALTER TABLE in both dialects. doctor_id has its foreign key on
 * PostgreSQL only, as 210_backoffice's claims.assignee_id: SQLite cannot drop a column a foreign
 * key names (down).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await withId(db, db.schema.createTable('provider_doctors'))
    .addColumn('provider_id', 'integer', (c) => c.notNull().references('providers.id'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('department', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('effective').check(sql`status in ('effective', 'invalid')`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('provider_doctors_code', ['provider_id', 'code'])
    .execute();
  await db.schema.alterTable('users').addColumn('provider_sub_role', 'text', (c) => c.check(sql`provider_sub_role in ('admin', 'viewer')`)).execute();
  await db.schema.alterTable('gops').addColumn('doctor_id', 'integer', (c) => (pg ? c.references('provider_doctors.id') : c)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('gops').dropColumn('doctor_id').execute();
  await db.schema.alterTable('users').dropColumn('provider_sub_role').execute();
  await db.schema.dropTable('provider_doctors').execute();
}
