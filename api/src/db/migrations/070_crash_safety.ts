import { Kysely } from 'kysely';

/**
 * Crash safety. Drafts carry a version so a stale write is refused
 * (src/modules/claims/drafts.ts). The idempotency key of a submission is now written in the same
 * transaction as the claim (src/modules/claims/submissions.ts), so a `running` row can no longer
 * exist; the ones an earlier version left behind after a crash answered 409 forever and go.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('claim_drafts').addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.deleteFrom('claim_idempotency').where('state', '=', 'running').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('claim_drafts').dropColumn('version').execute();
}
