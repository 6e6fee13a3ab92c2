import type { Kysely } from 'kysely';

/**
 * Which unfinished claim became which claim (modules/claims/drafts.ts): each draft row gets a key
 * when it is first saved, and a submit copies it onto the claim. A phone still holding a copy of a
 * draft another phone sent asks by that key and is told the claim, instead of bringing the draft
 * back as new.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('claim_drafts').addColumn('draft_key', 'text').execute();
  await db.schema.alterTable('claims').addColumn('draft_key', 'text').execute();
  await db.schema.createIndex('claims_draft_key_idx').on('claims').columns(['user_id', 'draft_key']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('claims_draft_key_idx').ifExists().execute();
  await db.schema.alterTable('claims').dropColumn('draft_key').execute();
  await db.schema.alterTable('claim_drafts').dropColumn('draft_key').execute();
}
