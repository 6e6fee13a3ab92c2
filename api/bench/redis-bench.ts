/**
 * `npx tsx bench/redis-bench.ts` (from api/): what sharing state through Redis
 * costs, side by side with the in-process versions, in the same rounds (docs/architecture.md
 * decision 17). Needs a Redis: BENCH_REDIS_URL (default redis://127.0.0.1:6379); everything it
 * writes is under a random `sencare-bench:<hex>:` prefix, deleted at the end. Not a test: numbers
 * depend on the machine.
 *
 * 1. Rate limits: the login guard (http/rateLimit.ts: per-IP then per-account check, two store
 *    calls in a row) in front of an empty route, memory store vs the plugin's Redis store, plus
 *    the same route unguarded; Fastify inject, so what is timed is the server's work (no sockets).
 *    Latency: REQUESTS one after another (median, p99); throughput: REQUESTS with 50 in flight.
 * 2. Upload lock: tryLock + release (redis/lock.ts), memory vs Redis.
 * 3. Live events: publish on one bus → a listener on another replica's bus (two connection sets),
 *    memory bus vs Redis pub/sub.
 * BENCH_ROUNDS (7) rounds, each variant once per round in a rotating order; medians of the rounds.
 */
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { createRateGuards, rateLimitPluginOptions } from '../src/http/rateLimit';
import { MemoryLiveBus, RedisLiveBus, type LiveBus } from '../src/modules/live';
import { connectRedis, type SharedRedis } from '../src/redis/connection';
import { MemoryLocks, RedisLocks, type TryLocks } from '../src/redis/lock';

const REDIS_URL = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 500);
const silent = { warn: () => undefined, info: () => undefined };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);
const now = () => Number(process.hrtime.bigint()) / 1e3; // µs

async function guardedApp(redis: SharedRedis | null): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(fastifyRateLimit, rateLimitPluginOptions(redis));
  // Limits far above the run, so every request is counted and none refused.
  const guards = createRateGuards(app, { perIp: 1e9, perAccount: 1e9, windowMs: 60_000 });
  app.post('/guarded', { preHandler: guards.guard('login', (request) => (request.body as { account: string }).account) }, async () => ({ code: 0 }));
  app.post('/bare', async () => ({ code: 0 }));
  await app.ready();
  return app;
}

const login = (app: FastifyInstance, url: string) => app.inject({ method: 'POST', url, payload: { account: 'lan.tran' } });

/** µs per request, one after another: [median, p99]. */
async function latency(app: FastifyInstance, url: string): Promise<[number, number]> {
  for (let i = 0; i < 200; i++) await login(app, url); // warm-up
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const started = now();
    const res = await login(app, url);
    times.push(now() - started);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  }
  const sorted = times.sort((a, b) => a - b);
  return [percentile(sorted, 50), percentile(sorted, 99)];
}

/** Requests per second with 50 in flight. */
async function throughput(app: FastifyInstance, url: string): Promise<number> {
  let next = 0;
  const started = now();
  await Promise.all(Array.from({ length: 50 }, async () => {
    while (next++ < REQUESTS) await login(app, url);
  }));
  return REQUESTS / ((now() - started) / 1e6);
}

/** µs per tryLock + release of a fresh name. */
async function lockCycle(locks: TryLocks): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const started = now();
    const release = await locks.tryLock(`bench-${i}`);
    await release?.();
    times.push(now() - started);
  }
  return median(times);
}

/** µs from publish on `from` to the listener on `to`, one event at a time. */
async function delivery(from: LiveBus, to: LiveBus): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < EVENTS; i++) {
    const started = now();
    await new Promise<void>((resolve) => {
      const off = to.subscribe(7, () => {
        off();
        resolve();
      });
      from.publish(7, { type: 'unread-count', data: { count: i } });
    });
    times.push(now() - started);
  }
  return median(times);
}

type Row = Record<string, number[]>;
const push = (row: Row, name: string, value: number) => (row[name] ??= []).push(value);

async function main(): Promise<void> {
  const prefix = `sencare-bench:${randomBytes(4).toString('hex')}:`;
  const [a, b] = [await connectRedis(REDIS_URL, prefix, silent), await connectRedis(REDIS_URL, prefix, silent)];
  const memoryApp = await guardedApp(null);
  const redisApp = await guardedApp(a);
  const [busA, busB] = [new RedisLiveBus(a.client, a.key('live'), silent), new RedisLiveBus(b.client, b.key('live'), silent)];
  await Promise.all([busA.listen(a.subscriber!), busB.listen(b.subscriber!)]);
  const memoryBus = new MemoryLiveBus();
  const results: Row = {};
  try {
    const variants: [string, () => Promise<void>][] = [
      ['unguarded', async () => void push(results, 'unguarded', (await latency(memoryApp, '/bare'))[0])],
      ['memory', async () => {
        const [p50, p99] = await latency(memoryApp, '/guarded');
        push(results, 'memory p50', p50);
        push(results, 'memory p99', p99);
        push(results, 'memory req/s', await throughput(memoryApp, '/guarded'));
      }],
      ['redis', async () => {
        const [p50, p99] = await latency(redisApp, '/guarded');
        push(results, 'redis p50', p50);
        push(results, 'redis p99', p99);
        push(results, 'redis req/s', await throughput(redisApp, '/guarded'));
      }],
      ['locks', async () => {
        push(results, 'lock memory', await lockCycle(new MemoryLocks()));
        push(results, 'lock redis', await lockCycle(new RedisLocks(a, 'bench', silent)));
      }],
      ['live', async () => {
        push(results, 'live memory', await delivery(memoryBus, memoryBus));
        push(results, 'live redis A→B', await delivery(busA, busB));
      }],
    ];
    for (let round = 0; round < ROUNDS; round++) {
      for (let i = 0; i < variants.length; i++) await variants[(i + round) % variants.length][1]();
      process.stdout.write(`round ${round + 1}/${ROUNDS} done\n`);
    }
  } finally {
    await Promise.all([memoryApp.close(), redisApp.close()]);
    const admin = new Redis(REDIS_URL);
    const keys = await admin.keys(`${prefix}*`);
    if (keys.length) await admin.del(...keys);
    await admin.quit();
    await Promise.all([a.close(), b.close()]);
  }
  report(results);
}

function report(results: Row): void {
  const m = (name: string) => median(results[name]);
  console.log(`\nSenCare Redis benchmark: ${ROUNDS} rounds × ${REQUESTS} requests, ${EVENTS} events; Node ${process.version}, ${os.cpus().length} CPUs, load ${os.loadavg()[0].toFixed(1)}, Redis at ${REDIS_URL}`);
  console.log('medians of the rounds (each round: median of its requests), µs unless said');
  for (const [name, values] of Object.entries(results)) console.log(`  ${name.padEnd(16)} ${m(name).toFixed(name.endsWith('req/s') ? 0 : 1).padStart(9)}   rounds: ${values.map((v) => v.toFixed(0)).join(' ')}`);
  console.log(`\nlogin guard (2 checks): memory +${(m('memory p50') - m('unguarded')).toFixed(1)} µs, Redis +${(m('redis p50') - m('unguarded')).toFixed(1)} µs over the unguarded route; Redis − memory = ${(m('redis p50') - m('memory p50')).toFixed(1)} µs per guarded request`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
