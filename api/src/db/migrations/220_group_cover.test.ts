import type { Migrator } from 'kysely';
import { outcome, testMigrator } from './test-migrator';
import { startTestApp, type TestApp } from '../../test/helpers';
import { seed } from '../seed';

/**
 * Migration 220 down and up again on a seeded database, SQLite (where the users table is rebuilt
 * for its new role check) and PostgreSQL: customers, their sessions and provider staff survive;
 * HR and broker users and the group tables go; seeding again brings them back and they sign in.
 */
let t: TestApp;
let migrator: Migrator;
beforeAll(async () => {
  t = await startTestApp();
  migrator = testMigrator(t);
});
afterAll(async () => t.close());

const users = async () => Number((await t.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

test('down: HR and broker users and the group tables go, everyone else stays; up and seed: the hr role works again', async () => {
  const lanToken = await t.login('lan.tran', 'Lan2026pw');
  const before = await users();

  const down = await migrator.migrateTo('210_backoffice');
  expect(down.error).toBeUndefined();
  // 230_provider_doctors and 240_group_premium, later, go down first.
  expect(down.results?.map((r) => r.migrationName).at(-1)).toBe('220_group_cover');
  // hr.admin, hr.sales, broker.staff, broker.admin; the enrolled employees are customers and stay.
  expect(await users()).toBe(before - 4);
  expect(await outcome(t.db.selectFrom('group_members' as never).selectAll().execute())).toBe('refused');
  const staff = { user_code: 'HR00000009', role: 'hr', account: 'x.hr', email: 'x@hr.vn', full_name: 'X', phone: '', id_type: 'citizen_id', id_number: '', date_of_birth: null, gender: null, password_hash: 'x', pin_hash: null, locked_until: null, pin_locked_until: null, privacy_version: null, privacy_accepted_at: null, created_at: 'x', updated_at: 'x' };
  expect(await outcome(t.db.insertInto('users').values(staff as never).execute())).toBe('refused');
  expect((await t.post('/api/customer/getuserinfo', {}, { token: lanToken })).data.role).toBe('customer');

  const up = await migrator.migrateToLatest();
  expect(up.error).toBeUndefined();
  expect((await t.post('/api/customer/getuserinfo', {}, { token: lanToken })).data.role).toBe('customer');
  // The seed's employees exist already (customers), so the group demo is seeded again from its employer.
  await t.db.deleteFrom('users').where('email', 'in', ['quang.vo@minhan.vn', 'ngoc.ly@minhan.vn']).execute();
  expect((await seed(t.db, { pinPepper: t.config.pinPepper })).created).toEqual(expect.arrayContaining(['hr.admin', 'broker.staff', 'broker.admin']));
  const hr = await t.login('hr.admin', 'Hr2026pw');
  expect((await t.post('/api/customer/getuserinfo', {}, { token: hr })).data.role).toBe('hr');
  expect(await outcome(t.db.insertInto('sessions').values({ user_id: 999_999, token_hash: 'h', created_at: 'x', last_seen_at: 'x', expires_at: 'x', absolute_expires_at: 'x', revoked_at: null, ip: null, user_agent: null }).execute())).toBe('refused');
});
