import { Kysely, sql } from 'kysely';
import { isPostgres, rebuildSqliteUsers, userColumns, withId } from './helpers';

/**
 * Insurer console and provider portal (docs/portals.md): the `provider` role with
 * users.provider_id (the hospital a provider user works for), and guarantee-of-payment requests
 * (gops), their stored transitions (gop_events) and bill documents (gop_documents), numbered from
 * a counter of their own like claims (060_claim_numbers: a sequence on PostgreSQL, an
 * AUTOINCREMENT table on SQLite).
 *
 * The role CHECK of 001 cannot be altered in place on SQLite: the users table is rebuilt
 * (https://sqlite.org/lang_altertable.html "Making Other Kinds Of Table Schema Changes") with
 * foreign keys off, which works because Kysely runs SQLite migrations outside a transaction.
 */
const OLD_CHECK = "role in ('customer', 'insurer')";
const NEW_CHECK = "role in ('customer', 'insurer', 'provider')";

async function createGopTables(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('gops'))
    .addColumn('case_no', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'to_be_replied', 'assessed', 'final_submission', 'final_approval', 'concluded', 'declined', 'withdrawn', 'cancelled')`))
    .addColumn('provider_id', 'integer', (c) => c.notNull().references('providers.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('insured_id', 'integer', (c) => c.notNull().references('insured_persons.id').onDelete('cascade'))
    .addColumn('policy_id', 'integer', (c) => c.notNull().references('policies.id').onDelete('cascade'))
    .addColumn('card_number', 'text', (c) => c.notNull())
    .addColumn('benefit_code', 'text', (c) => c.notNull())
    .addColumn('admission_date', 'text', (c) => c.notNull())
    .addColumn('discharge_date', 'text')
    .addColumn('diagnosis', 'text', (c) => c.notNull())
    .addColumn('estimated_amount', 'bigint', (c) => c.notNull())
    .addColumn('guaranteed_amount', 'bigint')
    .addColumn('final_bill_amount', 'bigint')
    .addColumn('payable_amount', 'bigint')
    .addColumn('conclusion', 'text', (c) => c.check(sql`conclusion in ('fully_pay', 'partially_pay', 'decline')`))
    .addColumn('return_reason', 'text')
    .addColumn('returned_from', 'text')
    .addColumn('round', 'integer', (c) => c.notNull().defaultTo(1))
    // Optimistic concurrency: every transition names the version it read (gop/repository.ts).
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('gops_provider_idx').on('gops').columns(['provider_id', 'updated_at']).execute();
  await db.schema.createIndex('gops_status_idx').on('gops').columns(['status', 'updated_at']).execute();
  await db.schema.createIndex('gops_user_idx').on('gops').columns(['user_id', 'updated_at']).execute();

  await withId(db, db.schema.createTable('gop_events'))
    .addColumn('gop_id', 'integer', (c) => c.notNull().references('gops.id').onDelete('cascade'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('actor_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('actor_role', 'text', (c) => c.notNull().check(sql`actor_role in ('provider', 'insurer')`))
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    /** JSON: the amounts the transition set ({ guaranteedAmount: … }). */
    .addColumn('amounts', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('gop_events_gop_idx').on('gop_events').columns(['gop_id', 'id']).execute();

  await withId(db, db.schema.createTable('gop_documents'))
    .addColumn('gop_id', 'integer', (c) => c.notNull().references('gops.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('bill', 'final_bill', 'other')`))
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('stored_name', 'text', (c) => c.notNull().unique())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('uploaded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('gop_documents_gop_idx').on('gop_documents').column('gop_id').execute();

  if (isPostgres(db)) await sql`create sequence gop_number_seq as bigint minvalue 1`.execute(db);
  else await sql`create table gop_number_seq (n integer primary key autoincrement)`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table users drop constraint if exists users_role_check`.execute(db);
    await sql.raw(`alter table users add constraint users_role_check check (${NEW_CHECK})`).execute(db);
    await db.schema.alterTable('users').addColumn('provider_id', 'integer', (c) => c.references('providers.id')).execute();
  } else {
    const columns = await userColumns(db);
    await rebuildSqliteUsers(db, (created) => {
      if (!created.includes(OLD_CHECK)) throw new Error('users: the role check of 001_initial was not found');
      return created.replace(OLD_CHECK, NEW_CHECK).replace(/\)\s*$/, ', "provider_id" integer references "providers" ("id"))');
    }, columns);
  }
  await createGopTables(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await sql`drop sequence if exists gop_number_seq`.execute(db);
  else await sql`drop table if exists gop_number_seq`.execute(db);
  await db.schema.dropTable('gop_documents').ifExists().execute();
  await db.schema.dropTable('gop_events').ifExists().execute();
  await db.schema.dropTable('gops').ifExists().execute();
  // Provider staff cannot exist under the old check (their sessions go with them).
  await db.deleteFrom('users').where('role', '=', 'provider').execute();
  if (isPostgres(db)) {
    await db.schema.alterTable('users').dropColumn('provider_id').execute();
    await sql`alter table users drop constraint if exists users_role_check`.execute(db);
    await sql.raw(`alter table users add constraint users_role_check check (${OLD_CHECK})`).execute(db);
    return;
  }
  const columns = (await userColumns(db)).filter((c) => c !== 'provider_id');
  await rebuildSqliteUsers(db, (created) => created.replace(NEW_CHECK, OLD_CHECK).replace(/,\s*"provider_id" integer references "providers" \("id"\)/, ''), columns);
}
