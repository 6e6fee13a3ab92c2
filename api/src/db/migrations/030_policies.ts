import { Kysely } from 'kysely';

/**
 * Policies (mfe-policies): the insurers SenCare works with and their 24/7 hotline, printed on
 * every e-card and policy page (the front desk and the customer call it to confirm cover).
 * Policies keep naming their insurer as before; the hotline is joined by that name.
 */
export const INSURER_HOTLINES: ReadonlyArray<[name: string, hotline: string]> = [
  ['Tổng Công ty Bảo hiểm Bảo Việt', '1900 558899'],
  ['Tổng Công ty Bảo hiểm PVI', '1900 545458'],
  ['Tổng Công ty Cổ phần Bảo Minh', '1800 588812'],
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('insurers')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('hotline', 'text', (c) => c.notNull())
    .execute();
  // Reference rows, like banks and provinces: present before any policy is seeded or imported.
  await db
    .insertInto('insurers')
    .values(INSURER_HOTLINES.map(([name, hotline]) => ({ name, hotline })))
    .execute();
  await db.schema.createIndex('policy_members_insured_idx').on('policy_members').column('insured_id').execute();
  await db.schema.createIndex('ecards_insured_idx').on('ecards').column('insured_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('ecards_insured_idx').ifExists().execute();
  await db.schema.dropIndex('policy_members_insured_idx').ifExists().execute();
  await db.schema.dropTable('insurers').ifExists().execute();
}
