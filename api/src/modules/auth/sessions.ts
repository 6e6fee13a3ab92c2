import type { Db } from '../../db/database';
import { precompiledQuery } from '../../db/precompiled-query';
import type { UsersTable } from '../../db/schema';
import type { Selectable } from 'kysely';
import { newSessionToken, sha256Hex } from '../../lib/secrets';
import { addDays, nowIso } from '../../lib/time';
import type { CachedSession, SessionCache } from './session-cache';

export type UserRow = Selectable<UsersTable>;

export interface ResolvedSession {
  sessionId: number;
  user: UserRow;
}

/** Longest token we bother hashing; ours are 43 characters. */
const MAX_TOKEN_LENGTH = 128;
/** Sliding renewal writes at most once a minute per session, keeping reads cheap. */
const TOUCH_INTERVAL_MS = 60_000;

/** A live session's row and its user's, by token hash; nothing for a revoked or expired one. */
function lookupQuery(db: Db) {
  return precompiledQuery<{ tokenHash: string; now: string }>()(db, (value) =>
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('users')
      .select(['sessions.id as session_id', 'sessions.last_seen_at', 'sessions.expires_at', 'sessions.absolute_expires_at'])
      .where('sessions.token_hash', '=', value('tokenHash'))
      .where('sessions.revoked_at', 'is', null)
      .where('sessions.expires_at', '>', value('now'))
      .where('sessions.absolute_expires_at', '>', value('now')),
  );
}

/** The sliding renewal: it only moves a session's idle expiry later. */
function touchQuery(db: Db) {
  return precompiledQuery<{ now: string; expiresAt: string; id: number }>()(db, (value) =>
    db.updateTable('sessions').set({ last_seen_at: value('now'), expires_at: value('expiresAt') }).where('id', '=', value('id')),
  );
}

/**
 * Server-side sessions (ASVS 5.0 V7): 256-bit random tokens, only SHA-256 stored, idle expiry with
 * sliding renewal, an absolute lifetime, and revocation on logout and credential changes.
 */
export class SessionStore {
  /** The lookup behind every signed-in request, compiled once (src/db/precompiled-query.ts). */
  private readonly lookup: ReturnType<typeof lookupQuery>;
  private readonly touch: ReturnType<typeof touchQuery>;
  /** SQL of the renewal, the one write to sessions that needs not empty the cache (see changed()). */
  readonly touchSql: string;

  constructor(
    private readonly db: Db,
    private readonly idleDays: number,
    private readonly absoluteDays: number,
    /** Lookups kept a few seconds (session-cache.ts); none in CLIs and scripts. */
    private readonly cache: SessionCache | null = null,
  ) {
    this.lookup = lookupQuery(db);
    this.touch = touchQuery(db);
    this.touchSql = this.touch.sql;
  }

  /**
   * A write to users or sessions was committed (db/write-watch.ts tells; app.ts listens). The
   * renewal is left out: it only moves an idle expiry later, and a replica holding the earlier one
   * looks the session up again rather than refuse it (resolve()).
   */
  async changed(sql: string): Promise<void> {
    if (sql !== this.touchSql) await this.cache?.changed();
  }

  async create(userId: number, meta: { ip?: string; userAgent?: string }): Promise<string> {
    const token = newSessionToken();
    const now = nowIso();
    await this.db
      .insertInto('sessions')
      .values({
        user_id: userId,
        token_hash: sha256Hex(token),
        created_at: now,
        last_seen_at: now,
        expires_at: addDays(now, this.idleDays),
        absolute_expires_at: addDays(now, this.absoluteDays),
        revoked_at: null,
        ip: meta.ip ?? null,
        user_agent: meta.userAgent?.slice(0, 300) ?? null,
      })
      .execute();
    return token;
  }

  async resolve(token: string | undefined): Promise<ResolvedSession | null> {
    if (!token || token.length > MAX_TOKEN_LENGTH) return null;
    const tokenHash = sha256Hex(token);
    // Read before the database: a row read while a write commits stays under the old generation.
    const generation = this.cache ? await this.cache.generation() : null;
    const now = nowIso();
    const cached = generation === null ? undefined : this.cache!.get(tokenHash, generation);
    // An entry whose own times ran out is looked up again: a renewal elsewhere may have moved them.
    const found = cached && now < cached.expiresAt && now < cached.absoluteExpiresAt ? cached : await this.read(tokenHash, now);
    if (!found) return null;
    if (found !== cached && generation !== null) this.cache!.set(tokenHash, generation, found);
    if (Date.parse(now) - Date.parse(found.lastSeenAt) > TOUCH_INTERVAL_MS) {
      const idle = addDays(now, this.idleDays);
      const expiresAt = idle < found.absoluteExpiresAt ? idle : found.absoluteExpiresAt;
      // Set first, so the requests arriving meanwhile do not all write the same renewal.
      found.lastSeenAt = now;
      found.expiresAt = expiresAt;
      await this.touch({ now, expiresAt, id: found.session.sessionId });
    }
    return found.session;
  }

  /** A live session of an effective user, from the database. */
  private async read(tokenHash: string, now: string): Promise<CachedSession | null> {
    const [row] = await this.lookup({ tokenHash, now });
    if (!row || row.status !== 'effective') return null;
    const { session_id, last_seen_at, expires_at, absolute_expires_at, ...user } = row;
    // Frozen: one object now serves several requests, none may change it for the others.
    const session = { sessionId: session_id, user: Object.freeze(user) };
    return { session: Object.freeze(session), lastSeenAt: last_seen_at, expiresAt: expires_at, absoluteExpiresAt: absolute_expires_at };
  }

  async revoke(sessionId: number): Promise<void> {
    await this.db.updateTable('sessions').set({ revoked_at: nowIso() }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
  }

  /** Ends every session of the user except `keepSessionId` (ASVS 7.4.3 after a password change). */
  async revokeAllFor(userId: number, keepSessionId?: number): Promise<void> {
    let query = this.db.updateTable('sessions').set({ revoked_at: nowIso() }).where('user_id', '=', userId).where('revoked_at', 'is', null);
    if (keepSessionId !== undefined) query = query.where('id', '!=', keepSessionId);
    await query.execute();
  }
}
