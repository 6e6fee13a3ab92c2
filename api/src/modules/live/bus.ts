import type { ClaimStatusName } from '@sencare/shared/rules';

/**
 * What the live stream (GET /api/live) tells one signed-in user. The names are the SSE `event:`
 * field; `data` is its JSON. `snapshot` is sent once per connection (routes.ts), the other two
 * whenever a service publishes them.
 */
export interface LiveEventMap {
  /** A claim of this user changed status; `by` lets the app skip a banner for the user's own action. */
  'claim-status': { claimId: string; status: ClaimStatusName; by: 'customer' | 'insurer' };
  /** The user's unread messages after a message was created or read. */
  'unread-count': { count: number };
  /**
   * A claim or GOP this user works on or owns changed (staff: any claim for an insurer, their own
   * provider's GOPs; a customer: her own GOPs). `mine` is true for the user who made the change, so
   * their page does not tell them their own move was someone else's.
   */
  'record-changed': { kind: 'claim' | 'gop'; id: string; status: string; mine: boolean };
}

export type LiveEvent = { [K in keyof LiveEventMap]: { type: K; data: LiveEventMap[K] } }[keyof LiveEventMap];

export type LiveListener = (event: LiveEvent) => void;

/**
 * Publish/subscribe per user id. Two implementations: memoryBus.ts (in-process, no REDIS_URL) and
 * redisBus.ts (Redis pub/sub, so an event published by one replica or the assessor CLI reaches a
 * stream held by another). Keep it this small: that is all a broker has to offer.
 */
export interface LiveBus {
  /** Fire and forget: a publish never fails the change that made it (the snapshot catches up). */
  publish(userId: number, event: LiveEvent): void;
  /**
   * Returns the unsubscribe; calling it twice is harmless. `onGap` is called when events may have
   * been missed (Redis' subscriber connection was lost and came back): the stream should end, so
   * the app reconnects and its new snapshot covers the gap. The in-process bus never misses one.
   */
  subscribe(userId: number, listener: LiveListener, onGap?: () => void): () => void;
}
