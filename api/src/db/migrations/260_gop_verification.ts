import { Kysely, sql } from 'kysely';
import { withId } from './helpers';

/**
 * The verification code of a GOP's letters (docs/portals.md "Verifying a letter"): made when the
 * letter of guarantee or the decision is first issued (modules/gop/verification.ts), printed on
 * both, and looked up by a hospital desk with GET /api/provider/gops/verify. Unique, so a code
 * names one GOP; null until a document is issued.
 *
 * gop_verifications records every verification a desk asks (who, their hospital, when, the GOP the
 * code named or null, the result), as patient_lookups (140) records the lookups: the typed code
 * itself is not kept, so the record holds no guess that could be replayed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('gops').addColumn('verification_code', 'text').execute();
  await db.schema.createIndex('gops_verification_code_uq').on('gops').column('verification_code').unique().execute();
  await withId(db, db.schema.createTable('gop_verifications'))
    .addColumn('staff_user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('provider_id', 'integer', (c) => c.references('providers.id'))
    .addColumn('gop_id', 'integer', (c) => c.references('gops.id'))
    .addColumn('result', 'text', (c) => c.notNull().check(sql`result in ('genuine', 'unknown', 'limited')`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('gop_verifications_staff_idx').on('gop_verifications').columns(['staff_user_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('gop_verifications').ifExists().execute();
  // SQLite drops no column an index names: the index goes first.
  await db.schema.dropIndex('gops_verification_code_uq').ifExists().execute();
  await db.schema.alterTable('gops').dropColumn('verification_code').execute();
}
