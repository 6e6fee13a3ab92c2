import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../test/helpers';
import { precompiledQuery } from './precompiled-query';

/**
 * The precompiled queries run as named statements on PostgreSQL (pg-prepared.ts). A migration run
 * meanwhile by another replica that adds a column under a `select *` makes PostgreSQL refuse the
 * prepared form ("cached plan must not change result type"); the query must still answer, with
 * the new column. (On SQLite the statement cache re-prepares by itself: sqlite-statement-cache.test.ts.)
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

test('a named statement whose table gained a column still answers, on every connection', async () => {
  const user = await t.createUser();
  const byId = precompiledQuery<{ id: number }>()(t.db, (value) => t.db.selectFrom('users').selectAll().where('id', '=', value('id')));
  // In parallel, so several pool connections prepare it.
  const run = () => Promise.all(Array.from({ length: 12 }, () => byId({ id: user.id })));
  for (const rows of await run()) expect(rows[0].account).toBe(user.account);
  await sql`alter table users add column nickname text`.execute(t.db);
  for (let i = 0; i < 3; i++) {
    for (const rows of await run()) expect(rows[0]).toMatchObject({ account: user.account, nickname: null });
  }
});
