import { freePort } from '../../test/free-port';
import { startServerProcess } from '../../test/server-process';
import { scratchDatabase } from '../../test/scratchDatabase';
import { startTestApp, type TestApp } from '../../test/helpers';
import { buildApp } from '../../app';
import { redisProxy, testRedis, type RedisProxy, type TestRedis } from '../../redis/test-support';

/**
 * /api/health with REDIS_URL: it PINGs Redis beside the database and answers 503 when either is
 * down. Redis is reached through a TCP proxy the test can cut (every connection dropped, the port
 * closed) and open again, as a Redis restart or a network cut would look to the API.
 */
jest.setTimeout(60_000);

let redis: TestRedis;
let proxy: RedisProxy;
let t: TestApp;

beforeAll(async () => {
  redis = await testRedis();
  proxy = await redisProxy();
  t = await startTestApp({ redisUrl: proxy.url, redisPrefix: redis.prefix, rateLimit: { perIp: 100, perAccount: 100, windowMs: 60_000 } });
});
afterAll(async () => {
  await t?.close();
  await proxy?.close();
  await redis?.drop();
});

async function until(check: () => Promise<boolean>, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

test('Redis up: 200 with redis.ok; Redis cut: 503 degraded with redis.ok false, at once; back by itself when Redis returns', async () => {
  expect(await t.get('/api/health')).toMatchObject({ status: 200, code: 0, data: { status: 'ok', database: { dialect: t.dialect, ok: true }, redis: { ok: true } } });

  await proxy.cut();
  const started = Date.now();
  const down = await t.get('/api/health');
  expect(Date.now() - started).toBeLessThan(1500); // PING's own 1 s limit, not a hang
  expect(down).toMatchObject({ status: 503, code: 503, msg: 'error.system', data: { status: 'degraded', database: { ok: true }, redis: { ok: false } } });
  expect(down.headers['cache-control']).toBe('no-store');

  // What needs Redis answers 503 with Retry-After, like the database away; a login is not let through uncounted.
  const login = await t.post('/api/auth/login', { account: 'lan.tran', password: 'Lan2026pw', privacyAccepted: true });
  expect({ status: login.status, code: login.code, msg: login.msg, retryAfter: login.headers['retry-after'] }).toEqual({ status: 503, code: 503, msg: 'error.serviceUnavailable', retryAfter: '5' });

  await proxy.restore();
  await until(async () => (await t.get('/api/health')).status === 200, 5000); // ioredis retries at most 2 s apart
  expect((await t.post('/api/auth/login', { account: 'lan.tran', password: 'Lan2026pw', privacyAccepted: true })).code).toBe(0);
});

test('without REDIS_URL the answer is as before, with redis: null', async () => {
  const plain = await startTestApp();
  try {
    expect(await plain.get('/api/health')).toMatchObject({ status: 200, code: 0, data: { status: 'ok', database: { ok: true }, redis: null } });
  } finally {
    await plain.close();
  }
});

test('a Redis that refuses at start stops the start with a clear reason (buildApp, and the server: exit 69, one line)', async () => {
  const closed = `redis://:s3cret@127.0.0.1:${await freePort()}`;
  const started = Date.now();
  await expect(buildApp({ ...t.config, redisUrl: closed })).rejects.toThrow(/^REDIS_URL redis:\/\/:\*\*\*@127\.0\.0\.1:\d+: cannot connect \(connect ECONNREFUSED .*\)\. Start Redis there, or unset REDIS_URL/);
  expect(Date.now() - started).toBeLessThan(3000);

  const db = await scratchDatabase('redis_start');
  try {
    await expect(startServerProcess({ ...db.env, REDIS_URL: closed })).rejects.toThrow(/^server exited \(69\): REDIS_URL redis:\/\/:\*\*\*@127\.0\.0\.1:\d+: cannot connect \(connect ECONNREFUSED [^)]*\)\. [^\n]*\n$/);
  } finally {
    await db.drop();
  }
});
