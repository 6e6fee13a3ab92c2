import type { Kysely } from 'kysely';

/**
 * The premium of a group policy (docs/portals.md "Brokers"): what the employer pays for the policy
 * year, in VND, which a broker's loss ratio divides the paid and approved claims by
 * (modules/broker/clients.ts). Null: not recorded, and the loss ratio says so rather than dividing
 * by nothing. A plain nullable column, added and dropped with ALTER TABLE in both dialects.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('group_policies').addColumn('premium', 'bigint').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('group_policies').dropColumn('premium').execute();
}
