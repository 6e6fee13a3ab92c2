import type { Migrator } from 'kysely';
import { outcome, testMigrator } from './test-migrator';
import { startTestApp, type TestApp } from '../../test/helpers';

/**
 * Migration 280 down and up again, SQLite and PostgreSQL: the record of public checks goes and the
 * GOPs stay; up again the table is back, empty, and a public check is recorded in it.
 */
let t: TestApp;
let migrator: Migrator;
beforeAll(async () => {
  t = await startTestApp();
  migrator = testMigrator(t);
});
afterAll(async () => t.close());

test('down: the public checks go, the GOPs stay; up: an empty record that a check writes to again', async () => {
  const check = () => t.get('/api/public/gop-verification?code=ZZZZZ-ZZZZZ&caseNo=GOP-2026-000001');
  expect((await check()).status).toBe(404);
  expect(await t.db.selectFrom('public_gop_verifications').select('result').execute()).toEqual([{ result: 'unknown' }]);
  const gops = (await t.db.selectFrom('gops').select('id').execute()).length;

  const down = await migrator.migrateTo('270_access_log_hr');
  expect(down.error).toBeUndefined();
  expect(down.results?.map((r) => r.migrationName)).toEqual(['280_public_gop_verification']);
  expect(await outcome(t.db.selectFrom('public_gop_verifications').selectAll().execute())).toBe('refused');
  expect((await t.db.selectFrom('gops').select('id').execute()).length).toBe(gops);

  const up = await migrator.migrateToLatest();
  expect(up.error).toBeUndefined();
  expect(await t.db.selectFrom('public_gop_verifications').selectAll().execute()).toEqual([]);
  expect((await check()).status).toBe(404);
  expect(await t.db.selectFrom('public_gop_verifications').select('result').execute()).toEqual([{ result: 'unknown' }]);
});
