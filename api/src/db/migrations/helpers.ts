import { Kysely, sql, type CreateTableBuilder } from 'kysely';
import { isPostgres } from '../dialect';

export { isPostgres };

/** Auto-increment integer primary key in either dialect. */
export function withId<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** The users table's columns on SQLite, in order. */
export async function userColumns(db: Kysely<any>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from pragma_table_info('users') order by cid`.execute(db);
  return rows.map((r) => r.name);
}

/**
 * Rebuilds SQLite's users table from its own CREATE statement, rewritten by `rewrite`, keeping
 * `columns` (a role CHECK cannot be altered in place: https://sqlite.org/lang_altertable.html
 * "Making Other Kinds Of Table Schema Changes"). Foreign keys are off meanwhile, which works
 * because Kysely runs SQLite migrations outside a transaction; indexes made apart from the
 * table are dropped with it and must be made again by the caller.
 */
export async function rebuildSqliteUsers(db: Kysely<any>, rewrite: (createSql: string) => string, columns: string[]): Promise<void> {
  const { rows } = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = 'users'`.execute(db);
  const created = rewrite(rows[0].sql).replace(/^create table "?users"?/i, 'create table "users_new"');
  const list = sql.join(columns.map((c) => sql.ref(c)));
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql.raw(created).execute(db);
    await sql`insert into users_new (${list}) select ${list} from users`.execute(db);
    await sql`drop table users`.execute(db);
    await sql`alter table users_new rename to users`.execute(db);
    const { rows: broken } = await sql`pragma foreign_key_check`.execute(db);
    if (broken.length) throw new Error(`users rebuild left ${broken.length} dangling references`);
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
