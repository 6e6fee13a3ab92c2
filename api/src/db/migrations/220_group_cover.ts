import { Kysely, sql } from 'kysely';
import { isPostgres, rebuildSqliteUsers, userColumns, withId } from './helpers';

/**
 * Group cover (docs/portals.md "Employer HR and broker"): most health cover in Vietnam is a group
 * policy an employer buys through a broker. This adds
 * - brokers, their agencies, and employers (a broker's client companies);
 * - group_policies: a policy an employer holds (the policies table itself is unchanged), with
 *   its plans (group_plans: code, name and the plan's yearly claims budget);
 * - group_members: the employees and dependents the employer's HR enrolled, each one row per
 *   policy and ID number (so importing the same file twice changes nothing), with the insured
 *   person, customer account and e-card made for them;
 * - the `hr` and `broker` roles: users.employer_id, hr_department (null: every department),
 *   hr_sub_role (`admin` may change members, `viewer` only reads), users.broker_id and agency_id.
 *
 * The role CHECK cannot be altered in place on SQLite, so its users table is rebuilt as 130 did;
 * the new columns are nullable and added with ALTER TABLE in both dialects.
 */
const OLD_CHECK = "role in ('customer', 'insurer', 'provider')";
const NEW_CHECK = "role in ('customer', 'insurer', 'provider', 'hr', 'broker')";
const USER_COLUMNS = ['employer_id', 'broker_id', 'agency_id', 'hr_department', 'hr_sub_role'] as const;

async function createOrganisations(db: Kysely<any>): Promise<void> {
  const status = (c: any) => c.notNull().defaultTo('effective').check(sql`status in ('effective', 'invalid')`);
  await withId(db, db.schema.createTable('brokers'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', status)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await withId(db, db.schema.createTable('broker_agencies'))
    .addColumn('broker_id', 'integer', (c) => c.notNull().references('brokers.id'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', status)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await withId(db, db.schema.createTable('employers'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('broker_id', 'integer', (c) => c.references('brokers.id'))
    .addColumn('status', 'text', status)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('employers_broker_idx').on('employers').column('broker_id').execute();
}

async function createGroupTables(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('group_policies')
    .addColumn('policy_id', 'integer', (c) => c.primaryKey().references('policies.id').onDelete('cascade'))
    .addColumn('employer_id', 'integer', (c) => c.notNull().references('employers.id'))
    .execute();
  await db.schema.createIndex('group_policies_employer_idx').on('group_policies').column('employer_id').execute();
  await withId(db, db.schema.createTable('group_plans'))
    .addColumn('policy_id', 'integer', (c) => c.notNull().references('policies.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_vi', 'text', (c) => c.notNull())
    .addColumn('budget', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('group_plans_code', ['policy_id', 'code'])
    .execute();
  await withId(db, db.schema.createTable('group_members'))
    .addColumn('employer_id', 'integer', (c) => c.notNull().references('employers.id'))
    .addColumn('policy_id', 'integer', (c) => c.notNull().references('policies.id').onDelete('cascade'))
    .addColumn('plan_code', 'text', (c) => c.notNull())
    .addColumn('employee_no', 'text', (c) => c.notNull())
    .addColumn('relationship', 'text', (c) => c.notNull().check(sql`relationship in ('self', 'spouse', 'child', 'parent')`))
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('date_of_birth', 'text', (c) => c.notNull())
    .addColumn('gender', 'text', (c) => c.notNull().check(sql`gender in ('male', 'female')`))
    .addColumn('id_number', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('department', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('active', 'ended')`))
    .addColumn('cover_from', 'text', (c) => c.notNull())
    .addColumn('cover_to', 'text')
    .addColumn('insured_id', 'integer', (c) => c.references('insured_persons.id').onDelete('set null'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('card_number', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('group_members_person', ['policy_id', 'id_number'])
    .execute();
  await db.schema.createIndex('group_members_employer_idx').on('group_members').columns(['employer_id', 'department', 'status']).execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  await createOrganisations(db);
  if (isPostgres(db)) {
    await sql`alter table users drop constraint if exists users_role_check`.execute(db);
    await sql.raw(`alter table users add constraint users_role_check check (${NEW_CHECK})`).execute(db);
  } else {
    await rebuildSqliteUsers(db, (created) => {
      if (!created.includes(OLD_CHECK)) throw new Error('users: the role check of 130_portals was not found');
      return created.replace(OLD_CHECK, NEW_CHECK);
    }, await userColumns(db));
  }
  await db.schema.alterTable('users').addColumn('employer_id', 'integer', (c) => c.references('employers.id')).execute();
  await db.schema.alterTable('users').addColumn('broker_id', 'integer', (c) => c.references('brokers.id')).execute();
  await db.schema.alterTable('users').addColumn('agency_id', 'integer', (c) => c.references('broker_agencies.id')).execute();
  await db.schema.alterTable('users').addColumn('hr_department', 'text').execute();
  await db.schema.alterTable('users').addColumn('hr_sub_role', 'text', (c) => c.check(sql`hr_sub_role in ('admin', 'viewer')`)).execute();
  await createGroupTables(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('group_members').ifExists().execute();
  await db.schema.dropTable('group_plans').ifExists().execute();
  await db.schema.dropTable('group_policies').ifExists().execute();
  // HR and broker users cannot exist under the old check (their sessions go with them).
  await db.deleteFrom('users').where('role', 'in', ['hr', 'broker']).execute();
  if (isPostgres(db)) {
    for (const column of USER_COLUMNS) await db.schema.alterTable('users').dropColumn(column).execute();
    await sql`alter table users drop constraint if exists users_role_check`.execute(db);
    await sql.raw(`alter table users add constraint users_role_check check (${OLD_CHECK})`).execute(db);
  } else {
    const columns = (await userColumns(db)).filter((c) => !(USER_COLUMNS as readonly string[]).includes(c));
    // up appended the five columns last (ALTER TABLE writes them at the end of the CREATE text),
    // and every later migration is down before this one runs: cut from the first to the end.
    await rebuildSqliteUsers(db, (created) => created.replace(NEW_CHECK, OLD_CHECK).replace(/,\s*"employer_id"[\s\S]*\)\s*$/, ')'), columns);
  }
  await db.schema.dropTable('employers').ifExists().execute();
  await db.schema.dropTable('broker_agencies').ifExists().execute();
  await db.schema.dropTable('brokers').ifExists().execute();
}
