import type { LiveEvent } from '@sencare/shared/contracts';

/**
 * What the live stream (GET /api/live) tells one signed-in user, declared with its data schemas in
 * @sencare/shared/contracts (live.ts). The names are the SSE `event:` field; `data` is its JSON.
 * `snapshot` is sent once per connection (routes.ts), the other two whenever a service publishes them.
 */
export type { LiveEvent, LiveEventMap } from '@sencare/shared/contracts';

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
