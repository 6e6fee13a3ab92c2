import type { Kysely } from 'kysely';

/**
 * The insurer's note on a cashless decision, kept on the application so the status page can say
 * why an application was not approved (modules/cashless/service.ts status()). Before,
 * the note lived only in the customer's inbox message.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('cashless_applications').addColumn('decision_note', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('cashless_applications').dropColumn('decision_note').execute();
}
