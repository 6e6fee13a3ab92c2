import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql, type Generated } from 'kysely';
import { migrateToLatest } from './database';
import { withStatementCache, type CachingSqliteDatabase } from './sqlite-statement-cache';

/** A throwaway table; the API's own schema is checked by the migration test below. */
interface Scratch {
  notes: { id: Generated<number>; text: string };
}

// The cache wraps better-sqlite3 only: api/jest.config.js keeps this suite out of the PostgreSQL project.
describe('SQLite prepared-statement cache (a real database file)', () => {
  let dir: string;
  let raw: SQLite.Database;
  let prepared: string[];
  let cached: CachingSqliteDatabase;
  let db: Kysely<Scratch>;

  let files = 0;
  function open(size?: number, file = path.join(dir, `cache-${(files += 1)}.db`)): string {
    raw = new SQLite(file);
    raw.pragma('journal_mode = WAL');
    prepared = [];
    const prepare = raw.prepare.bind(raw);
    // Counts what reaches SQLite's compiler: every prepare the cache did not answer itself.
    raw.prepare = ((text: string) => {
      prepared.push(text);
      return prepare(text);
    }) as typeof raw.prepare;
    cached = withStatementCache(raw, size);
    db = new Kysely<Scratch>({ dialect: new SqliteDialect({ database: cached }) });
    return file;
  }

  const preparedCount = (fragment: string) => prepared.filter((text) => text.includes(fragment)).length;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sencare-stmt-cache-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  beforeEach(async () => {
    open();
    await db.schema.createTable('notes').addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()).addColumn('text', 'text', (c) => c.notNull()).execute();
  });
  afterEach(async () => db.destroy());

  test('the same query is prepared once and answers with each call’s own parameters', async () => {
    await db.insertInto('notes').values([{ text: 'a' }, { text: 'b' }]).execute();
    const byText = (text: string) => db.selectFrom('notes').select('id').where('text', '=', text).executeTakeFirstOrThrow();
    expect(await byText('a')).toEqual({ id: 1 });
    expect(await byText('b')).toEqual({ id: 2 });
    expect(await byText('a')).toEqual({ id: 1 });
    expect(preparedCount('select "id" from "notes"')).toBe(1);
  });

  test('writes keep what Kysely reports: affected rows and the inserted id, every time', async () => {
    const first = await db.insertInto('notes').values({ text: 'one' }).executeTakeFirstOrThrow();
    const second = await db.insertInto('notes').values({ text: 'two' }).executeTakeFirstOrThrow();
    expect([first.insertId, second.insertId]).toEqual([1n, 2n]);
    const updated = await db.updateTable('notes').set({ text: 'x' }).where('id', '>', 0).executeTakeFirstOrThrow();
    expect(updated.numUpdatedRows).toBe(2n);
    const deleted = await db.deleteFrom('notes').where('id', '=', 1).executeTakeFirstOrThrow();
    expect(deleted.numDeletedRows).toBe(1n);
    expect(preparedCount('insert into "notes"')).toBe(1);
  });

  test('a write that returns rows (RETURNING) is read with all(), cached like the rest', async () => {
    for (const text of ['r1', 'r2']) expect(await db.insertInto('notes').values({ text }).returning(['id', 'text']).executeTakeFirstOrThrow()).toMatchObject({ text });
    expect(preparedCount('returning')).toBe(1);
  });

  test('transactions commit and roll back through the cached begin / commit / rollback', async () => {
    await db.transaction().execute(async (trx) => trx.insertInto('notes').values({ text: 'kept' }).execute());
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('notes').values({ text: 'undone' }).execute();
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    await db.transaction().execute(async (trx) => trx.insertInto('notes').values({ text: 'kept too' }).execute());
    expect((await db.selectFrom('notes').select('text').orderBy('id').execute()).map((r) => r.text)).toEqual(['kept', 'kept too']);
    expect(prepared.filter((text) => text === 'begin')).toHaveLength(1);
  });

  test('a schema change after caching is seen by the cached statement (SQLite re-prepares it)', async () => {
    await db.insertInto('notes').values({ text: 'before' }).execute();
    const all = () => db.selectFrom('notes').selectAll().execute();
    expect(await all()).toEqual([{ id: 1, text: 'before' }]);
    await sql`alter table notes add column mood text not null default 'calm'`.execute(db);
    expect(await all()).toEqual([{ id: 1, text: 'before', mood: 'calm' }]);
    await sql`alter table notes drop column mood`.execute(db);
    await db.schema.createIndex('notes_text').on('notes').column('text').execute();
    expect(await all()).toEqual([{ id: 1, text: 'before' }]);
    expect(preparedCount('select * from "notes"')).toBe(1);
  });

  test('a dropped and recreated table answers from the new one', async () => {
    const texts = async () => (await db.selectFrom('notes').select('text').execute()).map((r) => r.text);
    await db.insertInto('notes').values({ text: 'old' }).execute();
    expect(await texts()).toEqual(['old']);
    await db.schema.dropTable('notes').execute();
    // SQLite answers "no such table"; what matters is that the dropped rows never come back.
    expect(await texts().catch((error: Error) => error.message)).not.toEqual(['old']);
    await db.schema.createTable('notes').addColumn('id', 'integer', (c) => c.primaryKey()).addColumn('text', 'text').execute();
    await db.insertInto('notes').values({ text: 'new' }).execute();
    expect(await texts()).toEqual(['new']);
  });

  test('at most `size` statements are kept; the least recently used goes first', async () => {
    await db.destroy();
    open(3);
    await db.schema.createTable('notes').addColumn('id', 'integer', (c) => c.primaryKey()).addColumn('text', 'text').execute();
    const query = (n: number) => sql`select ${sql.lit(n)} as n`.execute(db);
    for (const n of [1, 2, 3]) await query(n);
    await query(1); // 1 is now the most recent; 2 is the oldest
    await query(4); // evicts 2
    expect(cached.cachedStatements).toBe(3);
    await query(1);
    await query(2);
    expect(preparedCount('select 1 as n')).toBe(1);
    expect(preparedCount('select 2 as n')).toBe(2);
  });

  test('a statement still streaming is never handed out again: the same SQL meanwhile gets one of its own', async () => {
    // Kysely waits for a stream to end before it runs anything else on the connection; the cache
    // does not count on that.
    await db.insertInto('notes').values([{ text: 'a' }, { text: 'b' }]).execute();
    const text = 'select "text" from "notes" order by "id"';
    const streaming = cached.prepare(text);
    const rows = streaming.iterate([]);
    expect(rows.next().value).toEqual({ text: 'a' });
    const meanwhile = cached.prepare(text);
    expect(meanwhile).not.toBe(streaming);
    expect(meanwhile.all([])).toEqual([{ text: 'a' }, { text: 'b' }]);
    expect([...rows]).toEqual([{ text: 'b' }]);
    expect(cached.prepare(text)).toBe(streaming);
  });

  test('the API migrations run through the cache, and running them again is a no-op', async () => {
    await db.destroy();
    const file = open();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the API's schema type is not this test's
    const api = () => db as unknown as Kysely<any>;
    expect((await migrateToLatest(api())).length).toBeGreaterThan(5);
    expect(await migrateToLatest(api())).toEqual([]);
    expect((await api().selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n).toBe(0);
    await db.destroy();
    open(undefined, file); // a later process on the same file: nothing left to do
    expect(await migrateToLatest(api())).toEqual([]);
  });

  test('destroy closes the database and empties the cache', async () => {
    await db.selectFrom('notes').selectAll().execute();
    expect(cached.cachedStatements).toBeGreaterThan(0);
    await db.destroy();
    expect(cached.cachedStatements).toBe(0);
    expect(raw.open).toBe(false);
    open(); // afterEach destroys a live one
  });
});
