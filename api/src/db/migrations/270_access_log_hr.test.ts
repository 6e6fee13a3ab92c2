import { sql, type Migrator } from 'kysely';
import { migrations } from './index';
import { testMigrator } from './test-migrator';
import type { AccessLogTable } from '../../modules/access-log';
import { startTestApp, type TestApp } from '../../test/helpers';
import { refusalOf } from '../../test/refusal';

/**
 * Migration 270 up and down on a log with entries, SQLite (where the table is rebuilt) and
 * PostgreSQL (where its checks are altered): the entries written before survive both ways with
 * their ids; HR reads fit after up and are left out by down; the table is append-only after each;
 * down gives back the table exactly as 180_access_log made it, and up again the table of a fresh
 * start; with HR reads in the log, going below 220_group_cover still removes the HR users.
 */
let t: TestApp;
let migrator: Migrator;
const names = Object.keys(migrations);
const BEFORE = names[names.indexOf('270_access_log_hr') - 1];
beforeAll(async () => {
  t = await startTestApp();
  migrator = testMigrator(t);
});
afterAll(async () => t.close());

/** The table, its indexes, checks, references and triggers as the database describes them. */
async function shape(): Promise<unknown> {
  if (t.dialect === 'sqlite') return (await sql`select type, name, sql from sqlite_master where tbl_name = 'access_log' order by type, name`.execute(t.db)).rows;
  const of = async (query: ReturnType<typeof sql>) => (await query.execute(t.db)).rows;
  return {
    columns: await of(sql`select column_name, data_type, is_nullable from information_schema.columns where table_schema = current_schema() and table_name = 'access_log' order by ordinal_position`),
    constraints: await of(sql`select conname, pg_get_constraintdef(oid) as def from pg_constraint where conrelid = 'access_log'::regclass order by conname`),
    indexes: await of(sql`select indexname, indexdef from pg_indexes where schemaname = current_schema() and tablename = 'access_log' order by indexname`),
    triggers: await of(sql`select tgname, tgenabled, pg_get_triggerdef(oid) as def from pg_trigger where tgrelid = 'access_log'::regclass and not tgisinternal order by tgname`),
  };
}

type Entry = Omit<AccessLogTable, 'id' | 'employer_id'>;
const OLD_COLUMNS = ['id', 'subject_user_id', 'actor_user_id', 'actor_role', 'provider_id', 'organisation_name', 'kind', 'object_id', 'ip', 'created_at'] as const;
const oldRows = () => t.db.selectFrom('access_log').select([...OLD_COLUMNS]).orderBy('id').execute();
const insert = (row: Entry & { employer_id?: number }) => t.db.insertInto('access_log').values(row).returning('id').executeTakeFirstOrThrow().then((r) => r.id);
const outcome = (statement: Promise<unknown>) => refusalOf(statement).then((refusal) => refusal ?? 'stored');

async function expectAppendOnly(id: number): Promise<void> {
  expect(await refusalOf(t.db.updateTable('access_log').set({ ip: '10.0.0.9' }).where('id', '=', id).execute())).toMatch(/append-only/);
  expect(await refusalOf(t.db.deleteFrom('access_log').where('id', '=', id).execute())).toMatch(/append-only/);
}

test('up keeps every entry and lets HR reads in; down leaves them out and gives back 180\'s table; both stay append-only', async () => {
  const latest = await shape();
  // The table as 180 made it: below 180 and back up to the migration before this one.
  expect((await migrator.migrateTo('170_consent_records')).error).toBeUndefined();
  expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
  const as180 = await shape();

  const id = async (account: string) => (await t.db.selectFrom('users').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id;
  const customer = await t.createUser();
  const [assessor, desk] = [await id('assessor'), await id('cho-ray.staff')];
  const base = { subject_user_id: customer.id, organisation_name: null, provider_id: null, object_id: 'CL-1', ip: '10.1.2.3', created_at: '2026-03-01T00:00:00.000Z' };
  await insert({ ...base, actor_user_id: assessor, actor_role: 'insurer', kind: 'claim' });
  const provider = await t.db.selectFrom('users').select('provider_id').where('id', '=', desk).executeTakeFirstOrThrow();
  await insert({ ...base, actor_user_id: desk, actor_role: 'provider', provider_id: Number(provider.provider_id), organisation_name: 'Bệnh viện Chợ Rẫy', kind: 'ecard', object_id: 'SC1' });
  const before = await oldRows();
  expect(await outcome(insert({ ...base, actor_user_id: assessor, actor_role: 'hr', kind: 'claim' }))).not.toBe('stored');

  // Up: the same entries, no employer; an HR read fits; nothing can be changed or removed.
  expect((await migrator.migrateToLatest()).error).toBeUndefined();
  expect(await shape()).toEqual(latest);
  expect(await oldRows()).toEqual(before);
  expect((await t.db.selectFrom('access_log').select('employer_id').execute()).map((r) => r.employer_id)).toEqual([null, null]);
  const employer = await t.db.insertInto('employers').values({ code: 'EMP-MIG', name: 'Công ty Di Trú', created_at: '2026-03-01T00:00:00.000Z' }).returning('id').executeTakeFirstOrThrow();
  const hrUser = await t.createUser();
  await t.db.updateTable('users').set({ role: 'hr', employer_id: employer.id, hr_sub_role: 'admin' }).where('id', '=', hrUser.id).execute();
  const hrRead = await insert({ ...base, actor_user_id: hrUser.id, actor_role: 'hr', employer_id: employer.id, organisation_name: 'Công ty Di Trú', kind: 'group_member', object_id: 'SG0000000001' });
  expect(hrRead).toBeGreaterThan(before[1].id);
  await expectAppendOnly(hrRead);
  await expectAppendOnly(before[0].id);

  // Down: the HR read is left out, the entries before stay, 180's table and triggers are back.
  expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
  expect(await shape()).toEqual(as180);
  expect(await oldRows()).toEqual(before);
  expect(await outcome(insert({ ...base, actor_user_id: hrUser.id, actor_role: 'hr', kind: 'group_member' }))).not.toBe('stored');
  await expectAppendOnly(before[1].id);
  // An id once given is not given again, even the left-out HR read's.
  expect(await insert({ ...base, actor_user_id: assessor, actor_role: 'insurer', kind: 'gop', object_id: 'GOP-1' })).toBeGreaterThan(hrRead);

  // Up again: as a fresh start.
  expect((await migrator.migrateToLatest()).error).toBeUndefined();
  expect(await shape()).toEqual(latest);
  expect((await oldRows()).slice(0, 2)).toEqual(before);
  await expectAppendOnly(before[0].id);

  // With an HR read in the log, 220_group_cover's down (after this one's) can still remove HR users.
  await insert({ ...base, actor_user_id: hrUser.id, actor_role: 'hr', employer_id: employer.id, kind: 'group_member', object_id: 'SG0000000002' });
  expect((await migrator.migrateTo('210_backoffice')).error).toBeUndefined();
  expect(await t.db.selectFrom('users').select('id').where('id', '=', hrUser.id).execute()).toEqual([]);
  expect((await migrator.migrateToLatest()).error).toBeUndefined();
  expect(await shape()).toEqual(latest);
});
