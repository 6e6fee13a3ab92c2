import { Redis, type RedisOptions } from 'ioredis';

/** What logs the connections' troubles: the app's pino logger, or the console in a command. */
export interface RedisLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/**
 * The Redis of one app (REDIS_URL): `client` runs commands (rate-limit counters, locks, PUBLISH,
 * PING); `subscriber` is the connection in pub/sub mode (a connection that has subscribed can run
 * nothing else), absent in a command that only publishes (the assessor CLI).
 */
export interface SharedRedis {
  client: Redis;
  subscriber: Redis | null;
  /** REDIS_PREFIX; every key and channel starts with it. */
  prefix: string;
  key(...parts: string[]): string;
  /** Sends what is queued (QUIT waits for earlier replies, so a last PUBLISH is delivered), then closes. */
  close(): Promise<void>;
}

/** Thrown at start when Redis does not answer: the start stops with this message. */
export class RedisStartError extends Error {
  constructor(url: string, cause: unknown) {
    super(`REDIS_URL ${redacted(url)}: cannot connect (${(cause as Error)?.message ?? String(cause)}). Start Redis there, or unset REDIS_URL to run one process with its state in memory.`);
    this.name = 'RedisStartError';
  }
}

/** The URL without its password, for messages and logs. */
export function redacted(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'redis://…';
  }
}

/**
 * Why these options (ioredis' defaults suit a cache that may wait, not a request path):
 * - connectTimeout 2 s: a start against an address that never answers fails within 2 s, with a
 *   reason, instead of ioredis' 10 s.
 * - maxRetriesPerRequest 1 (default 20, @fastify/rate-limit's README advises a low value): a
 *   command issued while Redis is away fails after one reconnection attempt, so the request
 *   answers 503 within a few ms (refused) instead of queueing for ~20 reconnects.
 * - commandTimeout 2 s: a Redis that accepts and never answers still ends the request.
 * - lazyConnect: the start awaits the first connection and reports its error (RedisStartError).
 * Reconnection after start is ioredis' own (50 ms more per attempt, at most 2 s apart, forever);
 * the subscriber subscribes again by itself (autoResubscribe).
 */
function options(name: string): RedisOptions {
  return { connectTimeout: 2000, maxRetriesPerRequest: 1, commandTimeout: 2000, lazyConnect: true, connectionName: name };
}

/** Logs a lost connection once and its return once, not every reconnection attempt. */
function watch(connection: Redis, role: string, log: RedisLog): void {
  let down = false;
  connection.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: { message: error.message, code: (error as NodeJS.ErrnoException).code }, role }, 'Redis unreachable; reconnecting');
  });
  connection.on('ready', () => {
    if (!down) return;
    down = false;
    log.info({ role }, 'Redis is back');
  });
}

async function open(url: string, name: string, role: string, log: RedisLog): Promise<Redis> {
  const connection = new Redis(url, options(name));
  let lastError: unknown = null;
  const remember = (error: unknown) => (lastError = error);
  connection.on('error', remember);
  try {
    await connection.connect();
  } catch (error) {
    connection.disconnect(); // stop the reconnection loop a failed start would otherwise keep
    throw new RedisStartError(url, lastError ?? error);
  } finally {
    connection.off('error', remember);
  }
  watch(connection, role, log);
  return connection;
}

/**
 * Connects to REDIS_URL (and, unless `subscriber: false`, a second connection for pub/sub);
 * rejects with RedisStartError when Redis does not answer, leaving nothing open.
 */
export async function connectRedis(url: string, prefix: string, log: RedisLog, wanted: { subscriber: boolean } = { subscriber: true }): Promise<SharedRedis> {
  const client = await open(url, `${prefix}api`, 'commands', log);
  let subscriber: Redis | null = null;
  if (wanted.subscriber) {
    try {
      subscriber = await open(url, `${prefix}api-events`, 'subscriber', log);
    } catch (error) {
      client.disconnect();
      throw error;
    }
  }
  const quit = async (connection: Redis) => {
    try {
      await connection.quit();
    } catch {
      connection.disconnect(); // already gone: nothing left to flush
    }
  };
  return {
    client,
    subscriber,
    prefix,
    key: (...parts) => `${prefix}${parts.join(':')}`,
    async close() {
      await Promise.all([quit(client), subscriber ? quit(subscriber) : undefined]);
    },
  };
}
