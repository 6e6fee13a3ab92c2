import { connectRedis, type SharedRedis } from './connection';
import { RedisLocks } from './lock';
import { testRedis, type TestRedis } from './test-support';

/** The Redis lock on its own, on the real test Redis: owner-only release, renewal, expiry. */
let redis: TestRedis;
let shared: SharedRedis;
const silent = { warn: () => undefined, info: () => undefined };
const lockOf = (ttlMs: number) => new RedisLocks(shared, 'unit', silent, ttlMs);
const key = (name: string) => `${redis.prefix}lock:unit:${name}`;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  redis = await testRedis();
  shared = await connectRedis(redis.url, redis.prefix, silent, { subscriber: false });
});
afterAll(async () => {
  await shared?.close();
  await redis?.drop();
});

test('one holder at a time; the key is <prefix>lock:<scope>:<name> with the ttl as expiry', async () => {
  const release = await lockOf(5000).tryLock('a');
  expect(release).not.toBeNull();
  expect(await lockOf(5000).tryLock('a')).toBeNull();
  const ttl = await redis.admin.pttl(key('a'));
  expect(ttl).toBeGreaterThan(4000);
  expect(ttl).toBeLessThanOrEqual(5000);
  await release!();
  await release!(); // twice is harmless
  expect(await redis.admin.exists(key('a'))).toBe(0);
});

test('only the holder releases: a late release after its lock expired leaves the next holder its lock', async () => {
  const release = await lockOf(5000).tryLock('x');
  await redis.admin.pexpire(key('x'), 1); // as if the holder had stalled past its ttl
  await pause(20);
  const next = await lockOf(5000).tryLock('x');
  expect(next).not.toBeNull();
  await release!(); // compare-and-delete finds the next holder's token and leaves it
  expect(await redis.admin.exists(key('x'))).toBe(1);
  await next!();
  expect(await redis.admin.exists(key('x'))).toBe(0);
});

test('a holder keeps its lock past the ttl by renewing it; one left by a holder that died is free after the ttl', async () => {
  const release = await lockOf(300).tryLock('y');
  await pause(1000);
  expect(await lockOf(300).tryLock('y')).toBeNull();
  await release!();
  // A replica killed while holding a lock renews nothing: its key simply runs out.
  await redis.admin.set(key('z'), 'a-dead-replica', 'PX', 300);
  expect(await lockOf(300).tryLock('z')).toBeNull();
  await pause(350);
  const taken = await lockOf(300).tryLock('z');
  expect(taken).not.toBeNull();
  await taken!();
});

test('Redis away: taking a lock fails fast as RedisUnavailable (the request answers 503), it does not hang', async () => {
  const gone = await connectRedis(redis.url, redis.prefix, silent, { subscriber: false });
  await gone.client.quit();
  const started = Date.now();
  await expect(new RedisLocks(gone, 'unit', silent).tryLock('b')).rejects.toMatchObject({ name: 'RedisUnavailable' });
  expect(Date.now() - started).toBeLessThan(2500);
});
