import type { Migrator } from 'kysely';
import { outcome, testMigrator } from './test-migrator';
import { admission } from '../../modules/gop/testkit';
import { startTestApp, type TestApp } from '../../test/helpers';
import { seed } from '../seed';

/**
 * Migration 230 down and up again on a seeded database, SQLite and PostgreSQL: the doctors, the
 * staff's sub-role and a GOP's doctor go, the GOP and the staff stay and still work; up and the seed
 * bring the demo doctors and the hospitals' admins back.
 */
let t: TestApp;
let migrator: Migrator;
beforeAll(async () => {
  t = await startTestApp();
  migrator = testMigrator(t);
});
afterAll(async () => t.close());


test('down: doctors, sub-roles and the GOP\'s doctor go, the GOP and the staff stay; up and seed: the admin adds a doctor again', async () => {
  const staff = await t.signIn('cho-ray.staff', 'Provider2026');
  const doctor = await t.post('/api/provider/doctors', { code: 'mig-01', fullName: 'Võ Minh Khoa', department: 'Hồi sức' }, { token: staff });
  expect([doctor.status, doctor.data.code]).toEqual([201, 'MIG-01']);
  const gop = await t.post('/api/provider/gops', admission({ doctorId: doctor.data.id }), { token: staff });
  expect(gop.data.doctor).toEqual({ id: doctor.data.id, code: 'MIG-01', fullName: 'Võ Minh Khoa' });

  const down = await migrator.migrateTo('220_group_cover');
  expect(down.error).toBeUndefined();
  // The later migrations (240_group_premium, …) go down first.
  expect(down.results?.map((r) => r.migrationName).slice(-2)).toEqual(['240_group_premium', '230_provider_doctors']);
  expect(await outcome(t.db.selectFrom('provider_doctors').selectAll().execute())).toBe('refused');
  expect(await outcome(t.db.selectFrom('users').select('provider_sub_role').execute())).toBe('refused');
  expect(await outcome(t.db.selectFrom('gops').select('doctor_id').execute())).toBe('refused');
  expect(await t.db.selectFrom('gops').select('case_no').where('id', '=', gop.data.id).executeTakeFirst()).toEqual({ case_no: gop.data.caseNo });

  const up = await migrator.migrateToLatest();
  expect(up.error).toBeUndefined();
  // The staff's sub-role came back empty: read only until the seed makes them admins again.
  const again = await t.signIn('cho-ray.staff', 'Provider2026');
  expect((await t.get('/api/provider/doctors', { token: again })).data).toEqual({ items: [], canManage: false });
  await seed(t.db, { pinPepper: t.config.pinPepper });
  const listed = await t.get('/api/provider/doctors', { token: again });
  expect([listed.data.canManage, listed.data.items.map((d: { code: string }) => d.code)]).toEqual([true, ['CR-0002', 'CR-0001']]);
  expect((await t.get(`/api/provider/gops/${gop.data.id}`, { token: again })).data.doctor).toBeNull();
  expect((await t.post('/api/provider/doctors', { code: 'MIG-01', fullName: 'Võ Minh Khoa', department: 'Hồi sức' }, { token: again })).status).toBe(201);
});
