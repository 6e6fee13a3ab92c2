import { testMigrator } from './test-migrator';
import { DEMO } from '../seed';
import { startTestApp, type TestApp } from '../../test/helpers';
import { refusalOf } from '../../test/refusal';

/**
 * Migration 170: the consent record (docs/privacy.md "Consent") cannot be rewritten, by a bug or a
 * script, on either database; and it goes down and up again. Runs on SQLite and PostgreSQL.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

async function lanId(): Promise<number> {
  return Number((await t.db.selectFrom('users').select('id').where('account', '=', DEMO.lan.account).executeTakeFirstOrThrow()).id);
}

test('a consent row can be added, never changed or deleted', async () => {
  const userId = await lanId();
  await t.db.insertInto('consent_records').values({ user_id: userId, purpose: 'analytics', version: '2026-11-01', language: 'en', channel: 'web', action: 'withdrawn', created_at: '2026-11-28T00:00:00.000Z' }).execute();
  expect(await refusalOf(t.db.updateTable('consent_records').set({ action: 'given' }).where('user_id', '=', userId).execute())).toMatch(/append-only/);
  expect(await refusalOf(t.db.deleteFrom('consent_records').where('user_id', '=', userId).execute())).toMatch(/append-only/);
  const rows = await t.db.selectFrom('consent_records').select('action').where('user_id', '=', userId).where('purpose', '=', 'analytics').orderBy('id', 'asc').execute();
  expect(rows.map((r) => r.action)).toEqual(['given', 'withdrawn']);
  expect(await refusalOf(t.db.insertInto('consent_records').values({ user_id: userId, purpose: 'analytics', version: 'x', language: 'fr' as 'en', channel: 'web', action: 'given', created_at: '2026-11-28T00:00:00.000Z' }).execute())).not.toBeNull();
});

test('down drops the table, up makes it again', async () => {
  const migrator = testMigrator(t);
  // Any later migration goes down first.
  const down = await migrator.migrateTo('160_patient_lookup_kind');
  expect(down.error).toBeUndefined();
  expect(down.results?.map((r) => r.migrationName)).toContain('170_consent_records');
  expect(await refusalOf(t.db.selectFrom('consent_records').select('id').execute())).toMatch(/no such table|does not exist/);
  const up = await migrator.migrateToLatest();
  expect(up.error).toBeUndefined();
  expect(await t.db.selectFrom('consent_records').select('id').execute()).toEqual([]);
});
