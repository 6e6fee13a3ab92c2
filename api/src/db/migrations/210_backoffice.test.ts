import type { Migrator } from 'kysely';
import { testMigrator } from './test-migrator';
import { startTestApp, type TestApp } from '../../test/helpers';

/**
 * Migration 210 down and up again, SQLite and PostgreSQL: the notes table and the new columns go and
 * come back, names get their search key again, and a bank reference pays one claim only.
 */
let t: TestApp;
let migrator: Migrator;
beforeAll(async () => {
  t = await startTestApp();
  migrator = testMigrator(t);
});
afterAll(async () => t.close());

const outcome = (work: Promise<unknown>) => work.then(() => 'stored', () => 'refused');

test('down drops the back office; up brings it back with name keys filled and unique bank references', async () => {
  const down = await migrator.migrateTo('200_my_data');
  expect(down.error).toBeUndefined();
  // Later migrations go down first; this one is the last to go.
  expect(down.results?.map((r) => r.migrationName).at(-1)).toBe('210_backoffice');
  expect(await outcome(t.db.selectFrom('internal_notes').select('id').execute())).toBe('refused');
  expect(await outcome(t.db.selectFrom('claims').select('assignee_id').execute())).toBe('refused');

  const up = await migrator.migrateToLatest();
  expect(up.error).toBeUndefined();
  const lan = await t.db.selectFrom('insured_persons').select(['full_name', 'name_key']).where('full_name', '=', 'Trần Thị Lan').executeTakeFirstOrThrow();
  expect(lan.name_key).toBe('tran thi lan');
  const [a, b] = await t.db.selectFrom('claims').select('id').where('status', '<>', 'draft').orderBy('id').limit(2).execute();
  await t.db.updateTable('claims').set({ payment_reference: 'VCB-0001' }).where('id', '=', a.id).execute();
  expect(await outcome(t.db.updateTable('claims').set({ payment_reference: 'VCB-0001' }).where('id', '=', b.id).execute())).toBe('refused');
});
