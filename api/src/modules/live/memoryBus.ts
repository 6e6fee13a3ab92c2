import { EventEmitter } from 'node:events';
import type { LiveBus, LiveEvent, LiveListener } from './bus';

/**
 * The in-process bus: reaches streams held by this process only. Used without REDIS_URL (one API
 * process; the assessor CLI in a process of its own then publishes to nobody), and inside the
 * Redis bus for the streams of its own process.
 */
export class MemoryLiveBus implements LiveBus {
  private readonly emitter = new EventEmitter();

  constructor() {
    // Up to LIVE_MAX_CONNECTIONS_PER_USER listeners per user id, and any number of user ids:
    // Node's leak warning at 10 listeners per name would only be noise here.
    this.emitter.setMaxListeners(0);
  }

  publish(userId: number, event: LiveEvent): void {
    this.emitter.emit(String(userId), event);
  }

  subscribe(userId: number, listener: LiveListener): () => void {
    const name = String(userId);
    this.emitter.on(name, listener);
    return () => {
      this.emitter.off(name, listener);
    };
  }

  /** How many streams listen for this user (tests prove that a closed stream stops listening). */
  listenerCount(userId: number): number {
    return this.emitter.listenerCount(String(userId));
  }
}
