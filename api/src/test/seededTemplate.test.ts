import { startTestApp } from './helpers';

/**
 * Test apps start on copies of one seeded template (src/test/seededTemplate.ts): each copy must be
 * the whole seed and its own, so one test file's writes never reach another's database.
 */
test('two test apps start seeded, and what one writes the other never sees', async () => {
  const [first, second] = await Promise.all([startTestApp(), startTestApp()]);
  try {
    const demo = async (t: typeof first) => (await t.db.selectFrom('users').select('account').where('account', '=', 'lan.tran').executeTakeFirst())?.account;
    expect([await demo(first), await demo(second)]).toEqual(['lan.tran', 'lan.tran']);
    await first.db.deleteFrom('claim_policies').execute();
    await first.db.updateTable('users').set({ full_name: 'Changed in the first' }).where('account', '=', 'lan.tran').execute();
    const name = await second.db.selectFrom('users').select('full_name').where('account', '=', 'lan.tran').executeTakeFirstOrThrow();
    expect(name.full_name).toBe('Trần Thị Lan');
    expect(Number((await second.db.selectFrom('claim_policies').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)).toBeGreaterThan(0);
    // Both sign in with the seeded password: the hashes were copied whole.
    expect((await second.post('/api/auth/login', { account: 'lan.tran', password: 'Lan2026pw', privacyAccepted: true })).code).toBe(0);
  } finally {
    await Promise.all([first.close(), second.close()]);
  }
});

test('a different seed configuration gets its own template: without the demo data there are no demo accounts', async () => {
  const bare = await startTestApp({ autoSeed: false });
  try {
    expect(await bare.db.selectFrom('users').select('id').where('account', '=', 'lan.tran').executeTakeFirst()).toBeUndefined();
  } finally {
    await bare.close();
  }
});
