import { Kysely, sql } from 'kysely';
import { withId } from './helpers';

/**
 * Checks of a letter of guarantee on the public page (docs/portals.md "Verifying a letter"): anyone
 * holding a letter types its code and case number at #/verify, signed in or not. No person is known,
 * so each check is kept here rather than in gop_verifications (260), whose rows name the desk's staff
 * member: the GOP the code named (null when it named none), the result, the address it came from
 * (the per-address limit's evidence) and when. The typed code is not kept, as in 260.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('public_gop_verifications'))
    .addColumn('gop_id', 'integer', (c) => c.references('gops.id'))
    .addColumn('result', 'text', (c) => c.notNull().check(sql`result in ('genuine', 'unknown', 'limited')`))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('public_gop_verifications_gop_idx').on('public_gop_verifications').columns(['gop_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('public_gop_verifications').ifExists().execute();
}
