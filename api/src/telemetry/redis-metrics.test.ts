import { DEMO } from '../db/seed';
import { testRedis, type TestRedis } from '../redis/test-support';
import { startTestApp, type TestApp } from '../test/helpers';
import { commandLabel } from './metrics';

/**
 * Redis command timings (docs/operations.md "Redis timings"), on the real Redis: every command the
 * API sends is counted and timed under its name, a command Redis refuses is counted as an error,
 * and no key, prefix, account or address ever becomes a label (the rate-limit keys hold accounts
 * and addresses). ioredis reports each command on its diagnostics channel (src/telemetry/metrics.ts).
 */
let redis: TestRedis;
let t: TestApp;
beforeAll(async () => {
  redis = await testRedis();
  t = await startTestApp({ redisUrl: redis.url, redisPrefix: redis.prefix });
});
afterAll(async () => {
  await t.close();
  await redis.drop();
});

const scrape = () => t.app.metrics.registry.metrics();
/** The value of `name` for one command in a scrape (0 when the series does not exist yet). */
const sample = (text: string, name: string, command: string) => Number(text.split('\n').find((l) => l.startsWith(`${name}{`) && l.includes(`command="${command}"`))?.split(' ').at(-1) ?? 0);
const count = (text: string, command: string) => sample(text, 'sencare_redis_command_duration_seconds_count', command);
const errors = (text: string, command: string) => sample(text, 'sencare_redis_command_errors_total', command);

test("a sign-in's Redis commands are timed by command name: the rate-limit script and the session cache", async () => {
  const before = await scrape();
  await t.login(DEMO.lan.account, DEMO.lan.password);
  const after = await scrape();
  // The login route's limiter runs its Lua script (@fastify/rate-limit's redis store); a new session bumps the cache generation.
  expect(count(after, 'evalsha') - count(before, 'evalsha')).toBeGreaterThanOrEqual(1);
  expect(count(after, 'incr') - count(before, 'incr')).toBeGreaterThanOrEqual(1);
  const sum = sample(after, 'sencare_redis_command_duration_seconds_sum', 'evalsha');
  expect(sum).toBeGreaterThan(0);
  expect(sum).toBeLessThan(5); // seconds, not milliseconds
  // No key, prefix, account or address in any label.
  const redisLines = after.split('\n').filter((line) => line.startsWith('sencare_redis_'));
  expect(redisLines.length).toBeGreaterThan(0);
  for (const line of redisLines) expect(line).not.toMatch(/sencare-test|rate|lan\.tran|127\.0\.0\.1|sessions/);
});

test('a command Redis answers with an error is counted under its name', async () => {
  const client = t.app.ctx.redis!.client;
  const key = t.app.ctx.redis!.key('telemetry-test', 'list');
  await client.lpush(key, 'x');
  const before = await scrape();
  await expect(client.get(key)).rejects.toThrow(/WRONGTYPE/);
  const after = await scrape();
  expect(errors(after, 'get') - errors(before, 'get')).toBe(1);
  expect(count(after, 'get') - count(before, 'get')).toBe(1);
});

// ioredis answers NOSCRIPT itself (the EVALSHA's promise becomes its EVAL's): no false errors after a Redis restart.
test("a script Redis has forgotten (NOSCRIPT, after its restart) is no error: ioredis sends it again with EVAL", async () => {
  await redis.admin.script('FLUSH'); // what a Redis restart does to the loaded scripts
  const before = await scrape();
  await t.login(DEMO.lan.account, DEMO.lan.password);
  const after = await scrape();
  expect(count(after, 'eval') - count(before, 'eval')).toBeGreaterThanOrEqual(1);
  expect(errors(after, 'evalsha') - errors(before, 'evalsha')).toBe(0);
});

test('the command label is a command name or `other`', () => {
  expect(commandLabel('evalsha')).toBe('evalsha');
  expect(commandLabel('sencare:rate:login:lan.tran')).toBe('other');
  expect(commandLabel('GET key')).toBe('other');
});
