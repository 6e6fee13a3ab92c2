import { randomBytes } from 'node:crypto';
import type { RedisLog, SharedRedis } from './connection';
import { inRedis } from './errors';

/** Gives the lock back; only the holder can (harmless to call twice). */
export type ReleaseLock = () => Promise<void>;

/** Named try-locks: the holder or nobody, never a wait (the caller answers "busy" at once). */
export interface TryLocks {
  /** Takes the lock on `name`, or null when someone else holds it. */
  tryLock(name: string): Promise<ReleaseLock | null>;
}

/** Deletes the key only while it still holds our token: a lock that expired and was taken by someone else stays theirs. */
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;
/** Extends the key's life only while it still holds our token. */
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;

/**
 * Locks in Redis shared by every replica: SET key token NX PX ttl takes one, the Lua scripts above
 * give it back or extend it only for its owner (the token is 128 random bits per acquisition).
 *
 * TTL and renewal: a holder renews every ttl/3 for as long as it holds the lock, so a PATCH that
 * streams for minutes (a 20 MB document on a slow phone) keeps it, while a replica that dies
 * holding one frees it within ttl. The default 15 s fits inside tus-js-client's retries in the
 * app (0 + 1 + 3 + 5 + 10 s, mfe-claims uploadManager.ts), so the upload goes on after a crash
 * instead of failing on 423. A renewal that finds the key gone or taken (Redis restarted without
 * persistence, or this process stalled past ttl) is logged: the holder's work is not interrupted,
 * and the next request's own checks (the tus offset) catch what it wrote.
 */
export class RedisLocks implements TryLocks {
  constructor(
    private readonly redis: SharedRedis,
    private readonly scope: string,
    private readonly log: RedisLog,
    private readonly ttlMs = 15_000,
  ) {}

  async tryLock(name: string): Promise<ReleaseLock | null> {
    const key = this.redis.key('lock', this.scope, name);
    const token = randomBytes(16).toString('base64url');
    const taken = await inRedis('lock', () => this.redis.client.set(key, token, 'PX', this.ttlMs, 'NX'));
    if (taken !== 'OK') return null;
    const renewal = setInterval(() => void this.renew(key, token, renewal), Math.max(1, Math.floor(this.ttlMs / 3)));
    renewal.unref();
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      clearInterval(renewal);
      try {
        await this.redis.client.eval(RELEASE, 1, key, token);
      } catch (error) {
        // Redis is away: the key expires by itself within ttl.
        this.log.warn({ err: { message: (error as Error).message }, key }, 'lock not released; it expires by itself');
      }
    };
  }

  private async renew(key: string, token: string, renewal: NodeJS.Timeout): Promise<void> {
    try {
      const kept = await this.redis.client.eval(RENEW, 1, key, token, String(this.ttlMs));
      if (kept === 1) return;
      clearInterval(renewal);
      this.log.warn({ key }, 'lock lost while held (expired or taken); the holder finishes its request');
    } catch (error) {
      // One failed renewal leaves ttl − ttl/3 to try again; a lasting outage ends in the warning above.
      this.log.warn({ err: { message: (error as Error).message }, key }, 'lock renewal failed');
    }
  }
}

/** The same contract in one process (no REDIS_URL): a Set of held names. */
export class MemoryLocks implements TryLocks {
  private readonly held = new Set<string>();

  async tryLock(name: string): Promise<ReleaseLock | null> {
    if (this.held.has(name)) return null;
    this.held.add(name);
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      this.held.delete(name);
    };
  }
}
