import type { ClaimStatusName } from '@sencare/shared/rules';
import type { LiveSnapshot } from '@sencare/shared/contracts';
import type { Db } from '../../db/database';
import { unreadCountOf } from '../messages';

/** What the app knows after (re)connecting or on each poll (declared in @sencare/shared/contracts live.ts); claim statuses are compared with the last one it saw. */
export type { LiveSnapshot };

/**
 * The 50 most recently changed claims: a claim that changes becomes the most recent, so it is
 * always in the next snapshot; the user's older, closed claims need not travel every 30 s.
 */
const SNAPSHOT_CLAIMS = 50;

export class LiveRepository {
  constructor(private readonly db: Db) {}

  async snapshot(userId: number): Promise<LiveSnapshot> {
    const [unreadCount, rows] = await Promise.all([
      unreadCountOf(this.db, userId),
      this.db
        .selectFrom('claims')
        .select(['id', 'status'])
        .where('user_id', '=', userId)
        .where('status', '!=', 'draft')
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .limit(SNAPSHOT_CLAIMS)
        .execute(),
    ]);
    return { unreadCount, claims: rows.map((r) => ({ claimId: r.id, status: r.status as ClaimStatusName })) };
  }
}
