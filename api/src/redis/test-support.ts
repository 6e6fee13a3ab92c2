import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config';
import { startTestApp, type TestApp } from '../test/helpers';

/** The Redis the tests use (a real one: Redis 7 on this machine, no persistence). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

export interface TestRedis {
  url: string;
  /** A prefix of this test's own (REDIS_PREFIX), so parallel test files never meet. */
  prefix: string;
  /** A connection of the test's, to look at what the apps wrote. */
  admin: Redis;
  /** Every key under the prefix. */
  keys(): Promise<string[]>;
  /** Deletes every key under the prefix and closes the admin connection. */
  drop(): Promise<void>;
}

export async function testRedis(): Promise<TestRedis> {
  const prefix = `sencare-test:${randomBytes(6).toString('hex')}:`;
  const admin = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await admin.connect();
  const keys = async () => {
    const found: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await admin.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      found.push(...batch);
      cursor = next;
    } while (cursor !== '0');
    return found;
  };
  return {
    url: TEST_REDIS_URL,
    prefix,
    admin,
    keys,
    async drop() {
      const left = await keys();
      if (left.length) await admin.del(...left);
      await admin.quit();
    },
  };
}

export interface Replicas {
  /** Replica 0 owns the database; the others share it, its files and its Redis. */
  apps: TestApp[];
  /** http://127.0.0.1:<port> of each replica, when started with `listen`. */
  urls: string[];
  close(): Promise<void>;
}

/** `count` API replicas in this process, like `count` containers behind the gateway: one database, one Redis. */
export async function startReplicas(count: number, redis: Pick<TestRedis, 'url' | 'prefix'>, overrides: Partial<AppConfig> = {}, listen = false): Promise<Replicas> {
  const first = await startTestApp({ redisUrl: redis.url, redisPrefix: redis.prefix, ...overrides });
  const apps = [first];
  try {
    for (let i = 1; i < count; i++) apps.push(await startTestApp({}, { sameDatabaseAs: first }));
  } catch (error) {
    for (const app of apps.reverse()) await app.close();
    throw error;
  }
  const urls: string[] = [];
  if (listen) {
    for (const t of apps) {
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      urls.push(`http://127.0.0.1:${(t.app.server.address() as net.AddressInfo).port}`);
    }
  }
  return {
    apps,
    urls,
    async close() {
      // The first one last: it drops the database the others use.
      for (const t of [...apps].reverse()) await t.close();
    },
  };
}

/** A port that forwards to the test Redis until `cut()` (every connection dropped, the port closed); `restore()` opens it again. */
export interface RedisProxy {
  url: string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function redisProxy(): Promise<RedisProxy> {
  const target = new URL(TEST_REDIS_URL);
  const sockets = new Set<net.Socket>();
  const serve = () =>
    net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 6379), target.hostname);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('close', () => sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
  let server = serve();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  const cut = async () => {
    for (const s of sockets) s.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    cut,
    async restore() {
      server = serve();
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    async close() {
      if (server.listening) await cut();
    },
  };
}
