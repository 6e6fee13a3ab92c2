import { DEMO } from './seed';
import { precompiledQuery } from './precompiled-query';
import { startTestApp, type TestApp } from '../test/helpers';

/** On the jest project's database (SQLite file or PostgreSQL schema), seeded with the demo data. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

test('compiled once, each run answers with its own values (a where and a limit), rows typed by the query', async () => {
  let builds = 0;
  const byAccount = precompiledQuery<{ account: string; max: number }>()(t.db, (value) => {
    builds += 1;
    return t.db.selectFrom('users').select(['id', 'account']).where('account', '=', value('account')).limit(value('max'));
  });
  const demo = await byAccount({ account: DEMO.demo.account, max: 1 });
  const lan = await byAccount({ account: 'lan.tran', max: 1 });
  expect(demo.map((row) => row.account)).toEqual([DEMO.demo.account]);
  expect(lan.map((row) => row.account)).toEqual(['lan.tran']);
  expect(await byAccount({ account: 'lan.tran', max: 0 })).toEqual([]);
  expect(await byAccount({ account: "x' or '1'='1", max: 10 })).toEqual([]);
  expect(builds).toBe(1);
});

test('one value used twice, and fixed values kept as written', async () => {
  const between = precompiledQuery<{ at: string }>()(t.db, (value) =>
    t.db.selectFrom('users').select('account').where('created_at', '<=', value('at')).where('account', '!=', 'nobody').where('created_at', '<', value('at')).orderBy('account'),
  );
  expect((await between({ at: '9999-12-31' })).length).toBeGreaterThan(2);
  expect(await between({ at: '1970-01-01' })).toEqual([]);
});

test('a query that takes no value is compiled once too', async () => {
  let builds = 0;
  const all = precompiledQuery<Record<string, never>>()(t.db, () => {
    builds += 1;
    return t.db.selectFrom('users').select('account').where('account', '=', 'lan.tran');
  });
  expect(await all({})).toEqual([{ account: 'lan.tran' }]);
  expect(await all({})).toEqual([{ account: 'lan.tran' }]);
  expect(builds).toBe(1);
});
