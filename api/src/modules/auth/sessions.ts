import type { Db } from '../../db/database';
import { precompiledQuery } from '../../db/precompiled-query';
import type { UsersTable } from '../../db/schema';
import type { Selectable } from 'kysely';
import { newSessionToken, sha256Hex } from '../../lib/secrets';
import { addDays, nowIso } from '../../lib/time';

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
      .select(['sessions.id as session_id', 'sessions.last_seen_at', 'sessions.absolute_expires_at'])
      .where('sessions.token_hash', '=', value('tokenHash'))
      .where('sessions.revoked_at', 'is', null)
      .where('sessions.expires_at', '>', value('now'))
      .where('sessions.absolute_expires_at', '>', value('now')),
  );
}

/**
 * Server-side sessions (ASVS 5.0 V7): 256-bit random tokens, only SHA-256 stored, idle expiry with
 * sliding renewal, an absolute lifetime, and revocation on logout and credential changes.
 */
export class SessionStore {
  /** The lookup behind every signed-in request, compiled once (src/db/precompiled-query.ts). */
  private readonly lookup: ReturnType<typeof lookupQuery>;

  constructor(
    private readonly db: Db,
    private readonly idleDays: number,
    private readonly absoluteDays: number,
  ) {
    this.lookup = lookupQuery(db);
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
    const now = nowIso();
    const [row] = await this.lookup({ tokenHash: sha256Hex(token), now });
    if (!row || row.status !== 'effective') return null;
    const { session_id, last_seen_at, absolute_expires_at, ...user } = row;
    if (Date.parse(now) - Date.parse(last_seen_at) > TOUCH_INTERVAL_MS) {
      const idle = addDays(now, this.idleDays);
      await this.db
        .updateTable('sessions')
        .set({ last_seen_at: now, expires_at: idle < absolute_expires_at ? idle : absolute_expires_at })
        .where('id', '=', session_id)
        .execute();
    }
    return { sessionId: session_id, user };
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
