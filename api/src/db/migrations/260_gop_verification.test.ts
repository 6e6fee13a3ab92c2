import type { Migrator } from 'kysely';
import { outcome, testMigrator } from './test-migrator';
import { admission, tokens } from '../../modules/gop/testkit';
import { startTestApp, type TestApp } from '../../test/helpers';

/**
 * Migration 260 down and up again on a seeded database, SQLite and PostgreSQL: the verification
 * codes and the record of verifications go, the GOP stays and its letter still downloads; up
 * again the letter is issued a new code, which verifies.
 */
let t: TestApp;
let migrator: Migrator;
beforeAll(async () => {
  t = await startTestApp();
  migrator = testMigrator(t);
});
afterAll(async () => t.close());


test('down: codes and verifications go, the GOP stays; up: its letter gets a code again, which verifies', async () => {
  const tk = await tokens(t);
  const gop = (await t.post('/api/provider/gops', admission(), { token: tk.choRay })).data;
  await t.post(`/api/insurer/gops/${gop.id}/actions`, { action: 'assess', guaranteedAmount: 10_000_000 }, { token: tk.assessor });
  const letter = () => t.app.inject({ method: 'GET', url: `/api/provider/gops/${gop.id}/letter.pdf`, headers: { token: tk.choRay } });
  expect((await letter()).statusCode).toBe(200);
  const code = (await t.db.selectFrom('gops').select('verification_code').where('id', '=', gop.id).executeTakeFirstOrThrow()).verification_code as string;
  expect((await t.get(`/api/provider/gops/verify?code=${code}`, { token: tk.choRay })).status).toBe(200);

  const down = await migrator.migrateTo('240_group_premium');
  expect(down.error).toBeUndefined();
  expect(down.results?.map((r) => r.migrationName).at(-1)).toBe('260_gop_verification');
  expect(await outcome(t.db.selectFrom('gops').select('verification_code').execute())).toBe('refused');
  expect(await outcome(t.db.selectFrom('gop_verifications').selectAll().execute())).toBe('refused');
  expect(await t.db.selectFrom('gops').select('case_no').where('id', '=', gop.id).executeTakeFirst()).toEqual({ case_no: gop.caseNo });

  const up = await migrator.migrateToLatest();
  expect(up.error).toBeUndefined();
  expect(await t.db.selectFrom('gop_verifications').selectAll().execute()).toEqual([]);
  expect((await t.get(`/api/provider/gops/verify?code=${code}`, { token: tk.choRay })).status).toBe(404);
  expect((await letter()).statusCode).toBe(200);
  const again = (await t.db.selectFrom('gops').select('verification_code').where('id', '=', gop.id).executeTakeFirstOrThrow()).verification_code as string;
  expect(again).toMatch(/^\w{5}-\w{5}$/);
  expect((await t.get(`/api/provider/gops/verify?code=${again}`, { token: tk.choRay })).data).toMatchObject({ caseNo: gop.caseNo, standing: 'guaranteed' });
});
