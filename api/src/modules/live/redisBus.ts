import type { Redis } from 'ioredis';
import type { Db } from '../../db/database';
import type { RedisLog, SharedRedis } from '../../redis/connection';
import type { LiveBus, LiveEvent, LiveEventMap, LiveListener } from './bus';
import { MemoryLiveBus } from './memoryBus';
import { setLiveBus } from './notices';

/** What travels on the channel: whose event, and the event. */
interface Published {
  userId: number;
  event: LiveEvent;
}

const KNOWN: ReadonlySet<string> = new Set<keyof LiveEventMap>(['claim-status', 'unread-count']);

/** A message from the channel, or null for anything else (an event type a newer replica added, garbage). */
function parse(text: string): Published | null {
  try {
    const value = JSON.parse(text) as Partial<Published>;
    if (typeof value.userId !== 'number' || !value.event || !KNOWN.has(value.event.type)) return null;
    return value as Published;
  } catch {
    return null;
  }
}

/**
 * The live bus over Redis pub/sub (REDIS_URL): `publish` sends `{ userId, event }` on one channel,
 * `<prefix>live`; every replica's subscriber connection receives every message and hands it to
 * the streams it holds for that user (an in-process bus inside). Even a replica's own events come
 * back through Redis, so every stream hears events in one order.
 *
 * One channel rather than one per user: it is subscribed once at start, before the app listens, so
 * a stream never waits for a SUBSCRIBE and no event can fall between reading the snapshot and
 * listening (routes.ts). The price is that each replica receives every user's events; they are a
 * few a minute (claim moves, reads), each a few hundred bytes.
 *
 * Pub/sub keeps nothing: what is published while a replica's subscriber is disconnected is lost to
 * it. When that connection comes back, every stream subscribed with `onGap` is told, so it ends and
 * the app reconnects with a fresh snapshot (the same catch-up as after a tunnel).
 */
export class RedisLiveBus implements LiveBus {
  private readonly local = new MemoryLiveBus();
  private readonly gapWatchers = new Set<() => void>();

  constructor(
    private readonly publisher: Redis,
    readonly channel: string,
    private readonly log: RedisLog,
  ) {}

  /** Delivers what any replica publishes to this process's streams; resolves once subscribed. */
  async listen(subscriber: Redis): Promise<void> {
    subscriber.on('message', (channel: string, text: string) => {
      if (channel !== this.channel) return;
      const published = parse(text);
      if (published) this.local.publish(published.userId, published.event);
    });
    let lost = false;
    subscriber.on('close', () => (lost = true));
    subscriber.on('ready', () => {
      if (!lost) return;
      lost = false;
      // ioredis subscribes again by itself; once that is done, streams that may have missed events end.
      subscriber.subscribe(this.channel).then(
        () => this.gap(),
        () => undefined, // lost again before subscribing: the next 'ready' comes back here
      );
    });
    await subscriber.subscribe(this.channel);
  }

  publish(userId: number, event: LiveEvent): void {
    this.publisher.publish(this.channel, JSON.stringify({ userId, event } satisfies Published)).catch((error: Error) => {
      this.log.warn({ err: { message: error.message }, event: event.type }, 'live event not published (Redis unavailable); the next snapshot carries it');
    });
  }

  subscribe(userId: number, listener: LiveListener, onGap?: () => void): () => void {
    const unsubscribe = this.local.subscribe(userId, listener);
    if (onGap) this.gapWatchers.add(onGap);
    return () => {
      unsubscribe();
      if (onGap) this.gapWatchers.delete(onGap);
    };
  }

  /** How many streams of this process listen for this user (tests). */
  listenerCount(userId: number): number {
    return this.local.listenerCount(userId);
  }

  private gap(): void {
    this.log.info({ streams: this.gapWatchers.size }, 'live events may have been missed while Redis was away; ending streams so they resync');
    for (const onGap of [...this.gapWatchers]) onGap();
  }
}

/**
 * With REDIS_URL: puts a Redis bus behind this database handle (services and routes find it through
 * liveBusOf) and, when there is a subscriber connection, listens before the app serves anything.
 * The assessor CLI has none: it only publishes.
 */
export async function startRedisLiveBus(db: Db, redis: SharedRedis, log: RedisLog): Promise<RedisLiveBus> {
  const bus = new RedisLiveBus(redis.client, redis.key('live'), log);
  if (redis.subscriber) await bus.listen(redis.subscriber);
  setLiveBus(db, bus);
  return bus;
}
