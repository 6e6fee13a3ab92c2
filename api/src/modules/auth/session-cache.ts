import type { SharedRedis } from '../../redis/connection';
import type { ResolvedSession } from './sessions';

/** How long a looked-up session is reused at most, whatever else happens (a bound, not the rule). */
export const SESSION_CACHE_TTL_MS = 5_000;
/** Sessions held at most; the oldest go first. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

export interface CachedSession {
  session: ResolvedSession;
  lastSeenAt: string;
  expiresAt: string;
  absoluteExpiresAt: string;
}

interface Entry {
  /** Shared with the caller, who moves its renewal times (sessions.ts resolve()). */
  cached: CachedSession;
  generation: string;
  storedAt: number;
}

export interface SessionCacheLog {
  error(details: object, message: string): void;
}

/**
 * The session lookup behind every signed-in request, kept in this process for a few seconds
 * (on PostgreSQL it was a round trip per request, on SQLite ~20 % of a getuserinfo).
 * Never served after a change to a session or a user is committed, on this replica or another:
 *
 * - Every entry carries the generation it was read under. Any committed write to `users` or
 *   `sessions` (db/write-watch.ts, whichever code wrote it; the sliding renewal excepted) bumps
 *   the generation and empties the cache before the writing request answers.
 * - With REDIS_URL the generation is also a Redis counter (`sessions:generation`): the writer
 *   INCRs it before answering, and every cached hit first GETs it, so a logout, a password change
 *   or a new PIN answered by one replica is seen by the next request on any replica. Redis not
 *   answering that GET = no cache for that request (the database decides), never a stale hit.
 * - The generation is read before the database is, so a row read while a write commits is kept
 *   under the old generation and never served.
 * - Expiry is checked on every hit with the row's own times; the TTL only bounds what nothing
 *   else covers (a writer that could not reach Redis while readers could; a hand-made UPDATE).
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private local = 0;

  constructor(
    private readonly redis: SharedRedis | null,
    private readonly log: SessionCacheLog,
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
    private readonly maxEntries = SESSION_CACHE_MAX_ENTRIES,
  ) {}

  private get sharedKey(): string {
    return this.redis!.key('sessions:generation');
  }

  /** The generation now, or null when it cannot be known (Redis away): then nothing is cached. */
  async generation(): Promise<string | null> {
    if (!this.redis) return String(this.local);
    const local = this.local;
    try {
      return `${local}:${(await this.redis.client.get(this.sharedKey)) ?? 0}`;
    } catch {
      return null;
    }
  }

  /** The entry stored under `generation` for this token, if it is still within the TTL. */
  get(tokenHash: string, generation: string): CachedSession | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.generation !== generation || Date.now() - entry.storedAt > this.ttlMs) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.cached;
  }

  /** Keeps a session read under `generation`, unless a write was committed since (it may be older). */
  set(tokenHash: string, generation: string, session: CachedSession): void {
    if (generation.split(':')[0] !== String(this.local)) return;
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, { cached: session, generation, storedAt: Date.now() });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }

  /** A write to users or sessions was committed: forget everything, here and on every replica. */
  async changed(): Promise<void> {
    this.local++;
    this.entries.clear();
    if (!this.redis) return;
    try {
      await this.redis.client.incr(this.sharedKey);
    } catch (error) {
      // The database already holds the change; replicas that cannot reach Redis either do not
      // cache, and those that can see it within the TTL. Nothing better to do than say so.
      this.log.error({ err: { message: (error as Error).message } }, 'session cache: Redis did not take the new generation; other replicas may serve the old session for up to 5 s');
    }
  }

  /** Sessions held now (tests). */
  get size(): number {
    return this.entries.size;
  }
}
