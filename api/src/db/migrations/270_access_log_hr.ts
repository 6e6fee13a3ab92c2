import { Kysely, sql } from 'kysely';
import { isPostgres, withId } from './helpers';

/**
 * The access log (180_access_log) also records an employer's HR reading a member of its group
 * policy (docs/privacy.md "Access log"; GET /api/hr/members/:id, modules/hr/routes.ts): actor_role
 * `hr`, kind `group_member`, and employer_id, the employer whose HR read it (as provider_id names
 * the hospital; organisation_name keeps the employer's name as it was then).
 *
 * SQLite cannot alter a CHECK, so the table is rebuilt (https://sqlite.org/lang_altertable.html
 * "Making Other Kinds Of Table Schema Changes"), in one transaction: its append-only triggers are
 * dropped, a new table made and filled, the old one dropped, the new one renamed, then the indexes
 * and the triggers of 180 made again word for word. The AUTOINCREMENT counter is carried over, so an
 * id once given is never given again. Nothing references access_log, so foreign keys stay on.
 * PostgreSQL alters the two constraints and adds the column in the migrator's transaction.
 */
const APPEND_ONLY = 'access_log is append-only';
const OLD_ROLES = "'insurer', 'provider'";
const NEW_ROLES = "'insurer', 'provider', 'hr'";
const OLD_KINDS = "'claim', 'claim_document', 'cashless_application', 'id_image', 'ecard', 'gop', 'gop_document', 'gop_pdf'";
const NEW_KINDS = `${OLD_KINDS}, 'group_member'`;
/** The columns of 180, in its order; up adds employer_id after them (as ALTER TABLE does on PostgreSQL). */
const COLUMNS_180 = ['id', 'subject_user_id', 'actor_user_id', 'actor_role', 'provider_id', 'organisation_name', 'kind', 'object_id', 'ip', 'created_at'];

interface Shape {
  roles: string;
  kinds: string;
  employer: boolean;
}

/** The table as 180 made it (same columns, checks and references), under `name`, with employer_id when asked. */
async function createTable(trx: Kysely<any>, name: string, shape: Shape): Promise<void> {
  let table = withId(trx, trx.schema.createTable(name))
    .addColumn('subject_user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('actor_user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('actor_role', 'text', (c) => c.notNull().check(sql.raw(`actor_role in (${shape.roles})`)))
    .addColumn('provider_id', 'integer', (c) => c.references('providers.id'))
    .addColumn('organisation_name', 'text')
    .addColumn('kind', 'text', (c) => c.notNull().check(sql.raw(`kind in (${shape.kinds})`)))
    .addColumn('object_id', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull());
  if (shape.employer) table = table.addColumn('employer_id', 'integer', (c) => c.references('employers.id'));
  await table.execute();
}

/**
 * SQLite: the table rebuilt to `shape`, keeping the rows its checks allow. A rebuild copies rows and
 * drops a table, and neither is an UPDATE or a DELETE, so the append-only triggers (which go with
 * the old table and come back on the new one) are never asked to let a change through.
 */
async function rebuildSqlite(db: Kysely<any>, shape: Shape): Promise<void> {
  const columns = sql.join(COLUMNS_180.map((c) => sql.ref(c)));
  await db.transaction().execute(async (trx) => {
    const counter = await sql<{ seq: number }>`select seq from sqlite_sequence where name = 'access_log'`.execute(trx);
    await sql`drop trigger access_log_no_update`.execute(trx);
    await sql`drop trigger access_log_no_delete`.execute(trx);
    await createTable(trx, 'access_log_new', shape);
    await sql`insert into access_log_new (${columns}) select ${columns} from access_log where actor_role in (${sql.raw(shape.roles)}) and kind in (${sql.raw(shape.kinds)}) order by id`.execute(trx);
    await sql`drop table access_log`.execute(trx);
    await sql`alter table access_log_new rename to access_log`.execute(trx);
    const seq = counter.rows[0]?.seq;
    if (seq !== undefined) {
      await sql`delete from sqlite_sequence where name = 'access_log'`.execute(trx);
      await sql`insert into sqlite_sequence (name, seq) values ('access_log', ${seq})`.execute(trx);
    }
    // As 180_access_log made them.
    await trx.schema.createIndex('access_log_subject_idx').on('access_log').columns(['subject_user_id', 'id']).execute();
    await trx.schema.createIndex('access_log_created_idx').on('access_log').columns(['created_at']).execute();
    await sql.raw(`create trigger access_log_no_update before update on access_log begin select raise(abort, '${APPEND_ONLY}'); end`).execute(trx);
    await sql.raw(`create trigger access_log_no_delete before delete on access_log begin select raise(abort, '${APPEND_ONLY}'); end`).execute(trx);
  });
}

/** PostgreSQL: the checks 180 named by default (<table>_<column>_check), replaced. */
async function replaceChecks(db: Kysely<any>, roles: string, kinds: string): Promise<void> {
  await sql`alter table access_log drop constraint access_log_actor_role_check`.execute(db);
  await sql.raw(`alter table access_log add constraint access_log_actor_role_check check (actor_role in (${roles}))`).execute(db);
  await sql`alter table access_log drop constraint access_log_kind_check`.execute(db);
  await sql.raw(`alter table access_log add constraint access_log_kind_check check (kind in (${kinds}))`).execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return rebuildSqlite(db, { roles: NEW_ROLES, kinds: NEW_KINDS, employer: true });
  await replaceChecks(db, NEW_ROLES, NEW_KINDS);
  // Adding a column fires no row trigger (as 160_patient_lookup_kind on patient_lookups).
  await db.schema.alterTable('access_log').addColumn('employer_id', 'integer', (c) => c.references('employers.id')).execute();
}

/**
 * Down leaves out the HR reads: the old checks cannot hold them, and their actors are the HR users
 * 220_group_cover's down deletes. The application never deletes from the log (docs/privacy.md
 * "Append-only": erasure of the log is a database administrator's act, and a down migration is
 * one). As the other migrations of append-only tables do it (180 drops the table, 160 drops a
 * column), this is schema work, never a DELETE let through by the application: SQLite's rebuild
 * copies only the rows the old checks allow; PostgreSQL disables the append-only trigger for the
 * one DELETE and enables it again, inside the migrator's transaction, so no other session ever
 * writes to the table while it is off, and a failure rolls the whole down back with the trigger on.
 */
export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return rebuildSqlite(db, { roles: OLD_ROLES, kinds: OLD_KINDS, employer: false });
  await sql`alter table access_log disable trigger access_log_no_change`.execute(db);
  await sql.raw(`delete from access_log where actor_role not in (${OLD_ROLES}) or kind not in (${OLD_KINDS})`).execute(db);
  await sql`alter table access_log enable trigger access_log_no_change`.execute(db);
  await db.schema.alterTable('access_log').dropColumn('employer_id').execute();
  await replaceChecks(db, OLD_ROLES, OLD_KINDS);
}
