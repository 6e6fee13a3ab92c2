import { startReplicas, testRedis, type Replicas, type TestRedis } from '../redis/test-support';
import { startTestApp } from '../test/helpers';

/**
 * Two API replicas in one process sharing one database and one real Redis (REDIS_URL): the rate
 * limits in front of login count one window across both, as behind the gateway's round robin.
 */
let redis: TestRedis;
let replicas: Replicas;

beforeAll(async () => {
  redis = await testRedis();
  replicas = await startReplicas(2, redis, { rateLimit: { perIp: 5, perAccount: 3, windowMs: 60_000 } });
});
afterAll(async () => {
  await replicas?.close();
  await redis?.drop();
});

const login = (replica: number, account: string, password = 'WrongPass1') => replicas.apps[replica].post('/api/auth/login', { account, password, privacyAccepted: true });

test('per account: attempts alternating between two replicas share one window (the 4th → 429 on either)', async () => {
  const user = await replicas.apps[0].createUser();
  expect([(await login(0, user.account)).code, (await login(1, user.account)).code, (await login(0, user.account)).code]).toEqual([401, 401, 401]);
  // Each replica has seen at most two of these; only a shared count refuses the fourth.
  const limited = await login(1, user.account, user.password);
  expect(limited).toMatchObject({ status: 429, code: 429, msg: 'error.tooManyRequests', data: null });
  const seconds = Number(limited.headers['retry-after']);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(60);
  expect((await login(0, user.account, user.password)).status).toBe(429);
});

test('per IP: five from one address across both replicas, the sixth → 429 on the other', async () => {
  // The IP window already holds 5 attempts from the test above (the 4th and 5th were refused by the
  // account limit but still counted per IP), so start a new window on a replica pair of its own.
  const fresh = await testRedis();
  const pair = await startReplicas(2, fresh, { rateLimit: { perIp: 5, perAccount: 100, windowMs: 60_000 } });
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await pair.apps[i % 2].post('/api/auth/login', { account: `nobody${i}`, password: 'WrongPass1', privacyAccepted: true })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  } finally {
    await pair.close();
    await fresh.drop();
  }
});

test('the counters are Redis keys under REDIS_PREFIX, with the window as their expiry', async () => {
  // Besides the counters, only the session cache's generation (one key, no expiry: README "Redis").
  const keys = (await redis.keys()).filter((k) => k !== `${redis.prefix}sessions:generation`);
  expect(keys.length).toBeGreaterThan(0);
  expect(keys.every((k) => k.startsWith(`${redis.prefix}rate:`))).toBe(true);
  expect(keys.some((k) => k.endsWith('login:ip:127.0.0.1'))).toBe(true);
  for (const key of keys) {
    const ttl = await redis.admin.pttl(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  }
});

test('without REDIS_URL each app counts alone (the in-memory store, as before)', async () => {
  const a = await startTestApp({ rateLimit: { perIp: 100, perAccount: 3, windowMs: 60_000 } });
  const b = await startTestApp({}, { sameDatabaseAs: a });
  try {
    const user = await a.createUser();
    const codes = [];
    for (const t of [a, b, a, b]) codes.push((await t.post('/api/auth/login', { account: user.account, password: 'WrongPass1', privacyAccepted: true })).code);
    expect(codes).toEqual([401, 401, 401, 401]);
    expect(a.app.ctx.redis).toBeNull();
  } finally {
    await b.close();
    await a.close();
  }
});
