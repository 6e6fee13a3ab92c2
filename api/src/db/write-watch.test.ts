import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../test/helpers';
import { writesTo } from './write-watch';

test('writesTo: the statements that change a watched table, as Kysely and raw SQL write them', () => {
  const pattern = writesTo(['users', 'sessions']);
  for (const write of ['update "users" set "pin_hash" = ?', 'update users\n set failed_logins = 1', '  insert into "sessions" ("user_id") values (?)', 'delete from "sessions" where "id" = ?', 'insert or replace into users (id) values (1)', 'UPDATE Users SET x = 1']) {
    expect(pattern.test(write)).toBe(true);
  }
  for (const other of ['select * from "users"', 'update "users_archive" set x = 1', 'update "claims" set "user_id" = ?', 'insert into "privacy_acceptances" ("user_id") values (?)', 'delete from "sessionsx"']) {
    expect(pattern.test(other)).toBe(false);
  }
});

describe('on the app database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t?.close());

  test('a write inside a transaction is told after the commit, not before', async () => {
    const user = await t.createUser();
    const events: string[] = [];
    // app.ts hands every committed write to the session store: record them instead.
    t.app.ctx.sessions.changed = async (text: string) => {
      events.push(text.startsWith('update') ? 'told' : 'other');
    };
    await t.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ gender: 'female' }).where('id', '=', user.id).execute();
      await sql`update users set gender = 'male' where id = ${user.id}`.execute(trx);
      events.push('before commit');
    });
    events.push('committed');
    await t.db.selectFrom('users').select('id').where('id', '=', user.id).execute();
    expect(events).toEqual(['before commit', 'told', 'told', 'committed']);
  });
});
