import type { Migrator } from 'kysely';
import { outcome, testMigrator } from './test-migrator';
import { startTestApp, type TestApp } from '../../test/helpers';

/**
 * Migration 200 down and up again, SQLite and PostgreSQL: its three tables go and come back, and
 * the partial unique indexes hold again (one unfinished export, one open closure per person).
 */
let t: TestApp;
let migrator: Migrator;
beforeAll(async () => {
  t = await startTestApp({ myDataExportPollMs: 0 });
  migrator = testMigrator(t);
});
afterAll(async () => t.close());


test('down drops the My data tables; up brings them back with one open export and one open closure per person', async () => {
  const down = await migrator.migrateTo('180_access_log');
  expect(down.error).toBeUndefined();
  // Later migrations go down first; this one is the last to go.
  expect(down.results?.map((r) => r.migrationName).at(-1)).toBe('200_my_data');
  expect(await outcome(t.db.selectFrom('mydata_requests').select('id').execute())).toBe('refused');

  const up = await migrator.migrateToLatest();
  expect(up.error).toBeUndefined();
  const user = await t.createUser();
  const exportRow = (id: string, state: 'queued' | 'done') => ({ id, user_id: user.id, state, language: 'en' as const, created_at: new Date().toISOString() });
  await t.db.insertInto('mydata_exports').values(exportRow('job-one-000', 'queued')).execute();
  expect(await outcome(t.db.insertInto('mydata_exports').values(exportRow('job-two-000', 'queued')).execute())).toBe('refused');
  expect(await outcome(t.db.insertInto('mydata_exports').values(exportRow('job-old-000', 'done')).execute())).toBe('stored');

  const closure = (state: 'received' | 'refused') => ({ user_id: user.id, kind: 'closure' as const, field: null, details: null, state, received_at: 'x', acknowledge_due: 'x', done_due: 'x' });
  await t.db.insertInto('mydata_requests').values(closure('received')).execute();
  expect(await outcome(t.db.insertInto('mydata_requests').values(closure('received')).execute())).toBe('refused');
  expect(await outcome(t.db.insertInto('mydata_requests').values(closure('refused')).execute())).toBe('stored');
});
