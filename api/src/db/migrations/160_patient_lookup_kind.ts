import { Kysely, sql } from 'kysely';

/**
 * Which request a patient_lookups row records (140_patient_lookups): `lookup`, the desk's
 * GET /api/provider/patients/lookup, or `gop`, a POST /api/provider/gops, which asks the same
 * proof (card and date of birth) and counts against the same quotas (modules/provider/lookups.ts).
 * Rows written before this migration were all lookups, hence the default. Adding or dropping a
 * column fires no row trigger, so the append-only triggers stay as they are.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('patient_lookups')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('lookup').check(sql`kind in ('lookup', 'gop')`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('patient_lookups').dropColumn('kind').execute();
}
