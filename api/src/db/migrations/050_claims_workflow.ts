import { Kysely } from 'kysely';

/**
 * Claims workflow: the insurer names each requested document in its own words,
 * and the claimant's signature (a PNG data URL from the signature pad) travels with the claim.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('claim_supplement_items').addColumn('name', 'text').execute();
  await db.schema.alterTable('claims').addColumn('signature', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('claims').dropColumn('signature').execute();
  await db.schema.alterTable('claim_supplement_items').dropColumn('name').execute();
}
