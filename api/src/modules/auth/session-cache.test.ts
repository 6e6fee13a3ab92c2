import { sql } from 'kysely';
import { startReplicas, testRedis, type Replicas, type TestRedis } from '../../redis/test-support';
import { startTestApp, type TestApp } from '../../test/helpers';
import { SessionCache } from './session-cache';

/**
 * The session cache (session-cache.ts) never serves a session or a user after a change to it is
 * committed: on the replica that wrote it, on another replica sharing Redis, and whichever code
 * wrote it (db/write-watch.ts). Each test first asks twice, so the session is held, then changes
 * it and expects the very next request to see the change.
 */
const info = (app: TestApp, token: string) => app.post('/api/customer/getuserinfo', {}, { token });

async function signedIn(app: TestApp) {
  const user = await app.createUser({ pin: null });
  const token = await app.login(user.account, user.password);
  expect((await info(app, token)).code).toBe(0);
  expect((await info(app, token)).code).toBe(0);
  return { user, token };
}

describe('one replica', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t?.close());

  test('logout: the same token is refused at once', async () => {
    const { token } = await signedIn(t);
    expect((await t.post('/api/auth/logout', {}, { token })).code).toBe(0);
    expect(await info(t, token)).toMatchObject({ status: 401, code: -93 });
  });

  test('expiry and revocation written straight to the database (no module of ours) are seen at once', async () => {
    const first = await signedIn(t);
    await t.expireSession(first.token);
    expect((await info(t, first.token)).status).toBe(401);
    const second = await signedIn(t);
    await sql`update sessions set revoked_at = ${new Date().toISOString()} where user_id = ${second.user.id}`.execute(t.db);
    expect((await info(t, second.token)).status).toBe(401);
  });

  test('a user changed inside a transaction is refused once it commits, also where the old row was read meanwhile', async () => {
    const user = await t.createUser();
    const held = await t.login(user.account, user.password);
    const other = await t.login(user.account, user.password);
    expect((await info(t, held)).code).toBe(0);
    await t.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ status: 'invalid' }).where('id', '=', user.id).execute();
      // Not committed yet: the old row is still the truth. A held session needs no database…
      expect((await info(t, held)).status).toBe(200);
      // …and on PostgreSQL another connection reads the old row; it must not be kept past the
      // commit. (SQLite has one connection, which this transaction holds.)
      if (t.dialect === 'postgres') expect((await info(t, other)).status).toBe(200);
    });
    expect((await info(t, held)).status).toBe(401);
    expect((await info(t, other)).status).toBe(401);
  });

  test('a new PIN shows in getuserinfo at once', async () => {
    const { token } = await signedIn(t);
    expect((await info(t, token)).data.hasPin).toBe(false);
    expect((await t.post('/api/pin/set', { newPin: '580314', confirmPin: '580314' }, { token })).code).toBe(0);
    expect((await info(t, token)).data.hasPin).toBe(true);
  });
});

describe('two replicas sharing Redis', () => {
  let redis: TestRedis;
  let replicas: Replicas;
  beforeAll(async () => {
    redis = await testRedis();
    replicas = await startReplicas(2, redis);
  });
  afterAll(async () => {
    await replicas?.close();
    await redis?.drop();
  });

  test('a logout on one replica is refused by the other on the next request', async () => {
    const [a, b] = replicas.apps;
    const { token } = await signedIn(a);
    expect((await info(b, token)).code).toBe(0);
    expect((await info(b, token)).code).toBe(0);
    expect((await a.post('/api/auth/logout', {}, { token })).code).toBe(0);
    expect((await info(b, token)).status).toBe(401);
  });

  test('a password change on one replica ends the other sessions on the other replica at once', async () => {
    const [a, b] = replicas.apps;
    const { user, token: phone } = await signedIn(a);
    const laptop = await b.login(user.account, user.password);
    expect((await info(b, laptop)).code).toBe(0);
    expect((await info(b, laptop)).code).toBe(0);
    const changed = await a.post('/api/auth/password/change', { oldPassword: user.password, newPassword: 'Mango2027', confirmPassword: 'Mango2027' }, { token: phone });
    expect(changed.code).toBe(0);
    expect((await info(b, laptop)).status).toBe(401);
  });

  test('a PIN set on one replica shows on the other at once', async () => {
    const [a, b] = replicas.apps;
    const { token } = await signedIn(a);
    expect((await info(b, token)).data.hasPin).toBe(false);
    expect((await a.post('/api/pin/set', { newPin: '580314', confirmPin: '580314' }, { token })).code).toBe(0);
    expect((await info(b, token)).data.hasPin).toBe(true);
  });
});

describe('SessionCache', () => {
  const silent = { error: () => undefined };
  const cached = { session: { sessionId: 1, user: {} as never }, lastSeenAt: '', expiresAt: '', absoluteExpiresAt: '' };

  test('a row read before a committed write is not kept (it may be the old one)', async () => {
    const cache = new SessionCache(null, silent);
    const generation = (await cache.generation())!;
    await cache.changed();
    cache.set('hash', generation, cached);
    expect(cache.size).toBe(0);
    expect(cache.get('hash', generation)).toBeUndefined();
  });

  test('an entry is served within the TTL under its generation only, and not past the TTL', async () => {
    const cache = new SessionCache(null, silent, 50);
    const generation = (await cache.generation())!;
    cache.set('hash', generation, cached);
    expect(cache.get('hash', generation)).toBe(cached);
    expect(cache.get('hash', `${generation}x`)).toBeUndefined();
    cache.set('hash', generation, cached);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(cache.get('hash', generation)).toBeUndefined();
  });

  test('Redis not answering: no generation, so nothing is served from the cache', async () => {
    const broken = { key: (k: string) => k, client: { get: () => Promise.reject(new Error('down')), incr: () => Promise.reject(new Error('down')) } };
    const errors: string[] = [];
    const cache = new SessionCache(broken as never, { error: (_d, message) => errors.push(message) });
    expect(await cache.generation()).toBeNull();
    await cache.changed();
    expect(errors).toHaveLength(1);
  });
});
