import type { Migrator } from 'kysely';
import { outcome, testMigrator } from './test-migrator';
import { startTestApp, type TestApp } from '../../test/helpers';
import { seed } from '../seed';

/**
 * Migration 130 down and up again on a seeded database, SQLite (where the users table is rebuilt
 * for its new role check) and PostgreSQL: customers, their sessions and everything pointing at
 * users survive; provider staff go with the role; seeding again brings them back.
 */
let t: TestApp;
let migrator: Migrator;
beforeAll(async () => {
  t = await startTestApp();
  migrator = testMigrator(t);
});
afterAll(async () => t.close());

const count = async (table: 'users' | 'sessions' | 'claims' | 'insured_persons' | 'messages') => Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

test('down: provider staff and GOP tables go, customers and their data stay; up: the provider role works again', async () => {
  const lanToken = await t.login('lan.tran', 'Lan2026pw');
  await t.login('cho-ray.staff', 'Provider2026');
  const before = { users: await count('users'), claims: await count('claims'), insured: await count('insured_persons'), messages: await count('messages') };

  // Down to before 130, through every later one (140 records lookups by provider staff).
  const down = await migrator.migrateTo('120_data_in_both_languages');
  expect(down.error).toBeUndefined();
  expect(down.results?.map((r) => r.migrationName).slice(-2)).toEqual(['140_patient_lookups', '130_portals']);
  // Two provider staff, and on the way down 220's HR and broker staff (hr.admin, hr.sales, broker.staff, broker.admin).
  expect(await count('users')).toBe(before.users - 6);
  expect({ claims: await count('claims'), insured: await count('insured_persons'), messages: await count('messages') }).toEqual({ claims: before.claims, insured: before.insured, messages: before.messages });
  // (then/catch, not rejects.toThrow: better-sqlite3's errors come from another realm than jest's Error.)
  expect(await outcome(t.db.insertInto('users').values({ user_code: 'PV00000009', role: 'provider', account: 'x.staff', email: 'x@sencare.vn', full_name: 'X', phone: '', id_type: 'citizen_id', id_number: '', date_of_birth: null, gender: null, password_hash: 'x', pin_hash: null, locked_until: null, pin_locked_until: null, privacy_version: null, privacy_accepted_at: null, created_at: 'x', updated_at: 'x' } as never).execute())).toBe('refused');

  const up = await migrator.migrateToLatest();
  expect(up.error).toBeUndefined();
  // lan.tran's session (a row pointing at users) survived the rebuild.
  expect((await t.post('/api/customer/getuserinfo', {}, { token: lanToken })).data.role).toBe('customer');
  expect((await seed(t.db, { pinPepper: t.config.pinPepper })).created).toEqual(expect.arrayContaining(['cho-ray.staff', 'fv.staff']));
  const staff = await t.login('fv.staff', 'Provider2026');
  expect((await t.post('/api/customer/getuserinfo', {}, { token: staff })).data).toMatchObject({ role: 'provider', providerName: 'Bệnh viện FV' });
  // Foreign keys still hold after the rebuild: a session of an unknown user is refused.
  expect(await outcome(t.db.insertInto('sessions').values({ user_id: 999_999, token_hash: 'h', created_at: 'x', last_seen_at: 'x', expires_at: 'x', absolute_expires_at: 'x', revoked_at: null, ip: null, user_agent: null }).execute())).toBe('refused');
});
