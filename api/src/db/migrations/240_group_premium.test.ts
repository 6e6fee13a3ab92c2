import type { Migrator } from 'kysely';
import { outcome, testMigrator } from './test-migrator';
import { startTestApp, type TestApp } from '../../test/helpers';

/**
 * Migration 240 down and up again on a seeded database, SQLite and PostgreSQL: the premium goes and
 * the group policy stays; up again the premium is not recorded, so the broker's loss ratio says so
 * (null) instead of dividing by nothing, until one is stored.
 */
let t: TestApp;
let migrator: Migrator;
beforeAll(async () => {
  t = await startTestApp();
  migrator = testMigrator(t);
});
afterAll(async () => t.close());

const minhAnRatio = async (token: string) => ((await t.get('/api/broker/clients', { token })).data.items as Array<{ code: string; lossRatio: unknown }>).find((c) => c.code === 'EMP-MINHAN')!.lossRatio;

test('down: the premium goes, the group policy stays; up: no premium, the loss ratio is null until one is stored', async () => {
  const broker = await t.signIn('broker.admin', 'Broker2026');
  expect(await minhAnRatio(broker)).toEqual({ premium: 420_000_000, claimsAmount: 0, ratio: 0 });

  const down = await migrator.migrateTo('230_provider_doctors');
  expect(down.error).toBeUndefined();
  // Later migrations (260_gop_verification, …) go down first.
  expect(down.results?.map((r) => r.migrationName).at(-1)).toBe('240_group_premium');
  expect(await outcome(t.db.selectFrom('group_policies').select('premium').execute())).toBe('refused');
  expect(await t.db.selectFrom('group_policies').select('employer_id').execute()).toHaveLength(1);
  const hr = await t.signIn('hr.admin', 'Hr2026pw');
  expect((await t.get('/api/hr/me', { token: hr })).data.plans.map((p: { policyNo: string }) => p.policyNo)).toEqual(['GP-2026-000101', 'GP-2026-000101']);

  const up = await migrator.migrateToLatest();
  expect(up.error).toBeUndefined();
  expect(await minhAnRatio(broker)).toEqual({ premium: null, claimsAmount: 0, ratio: null });
  await t.db.updateTable('group_policies').set({ premium: 400_000_000 }).execute();
  expect(await minhAnRatio(broker)).toEqual({ premium: 400_000_000, claimsAmount: 0, ratio: 0 });
});
