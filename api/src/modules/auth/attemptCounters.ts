import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { addMinutes, nowIso } from '../../lib/time';

/** The two secrets guarded by a per-user attempt count and a temporary lock (users table). */
const COLUMNS = {
  login: { count: 'failed_logins', until: 'locked_until' },
  pin: { count: 'pin_failed', until: 'pin_locked_until' },
} as const;

export type AttemptCounter = keyof typeof COLUMNS;

export interface AttemptLimits {
  max: number;
  lockMinutes: number;
}

/**
 * Login and PIN attempt counts that hold under parallel requests (19 parallel wrong
 * passwords used to get past a read-then-write count). An attempt is reserved with one conditional
 * UPDATE … RETURNING before the secret is hashed, so each request sees its own number; the one
 * that reaches the limit sets the lock in the same statement, and every later one is refused
 * without a hash until the lock runs out.
 */
export class AttemptCounters {
  constructor(private readonly db: Db) {}

  /**
   * The number of this attempt (1 … max), or null while the counter is locked. A lock that has run
   * out starts the count again at 1.
   */
  async reserve(userId: number, counter: AttemptCounter, limits: AttemptLimits): Promise<number | null> {
    const count = sql.ref(COLUMNS[counter].count);
    const until = sql.ref(COLUMNS[counter].until);
    const now = nowIso();
    const lockEnd = addMinutes(now, limits.lockMinutes);
    const lockRanOut = sql`(${until} is not null and ${until} <= ${now})`;
    const next = sql`(case when ${lockRanOut} then 1 else ${count} + 1 end)`;
    const result = await sql<{ attempt: number }>`
      update users
      set ${count} = ${next},
          ${until} = case when ${next} >= ${limits.max} then ${lockEnd} else null end,
          updated_at = ${now}
      where id = ${userId} and (${until} is null or ${until} <= ${now})
      returning ${count} as attempt`.execute(this.db);
    return result.rows[0]?.attempt ?? null;
  }

  /**
   * The secret was right on reservation `attempt`: forget it and the failures before it (and the
   * lock it may have set). Attempts reserved after it by parallel requests stay counted.
   */
  async succeeded(userId: number, counter: AttemptCounter, attempt: number): Promise<void> {
    const count = sql.ref(COLUMNS[counter].count);
    const until = sql.ref(COLUMNS[counter].until);
    await sql`
      update users
      set ${count} = case when ${count} > ${attempt} then ${count} - ${attempt} else 0 end,
          ${until} = case when ${count} > ${attempt} then ${until} else null end
      where id = ${userId}`.execute(this.db);
  }

  /** When the counter's lock ends (null when it is not locked). */
  async lockedUntil(userId: number, counter: AttemptCounter): Promise<string | null> {
    const until = COLUMNS[counter].until;
    const row = await this.db.selectFrom('users').select(until).where('id', '=', userId).executeTakeFirst();
    const value = row?.[until] ?? null;
    return value !== null && value > nowIso() ? value : null;
  }
}
