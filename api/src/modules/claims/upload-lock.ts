import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { MemoryLocks, RedisLocks, type TryLocks } from '../../redis/lock';

/**
 * One writer at a time per resumable upload (tus.ts): a PATCH appending bytes, the finishing of an
 * upload whose bytes are all in, or a DELETE. Whoever comes second answers 423 at once, which tus
 * clients retry. With REDIS_URL the lock is in Redis (`<prefix>lock:upload:<id>`), so a PATCH on
 * one replica also stops a retry that the load balancer sent to another; without it, in memory.
 */
export function uploadLocks(ctx: AppContext, log: FastifyBaseLogger): TryLocks {
  return ctx.redis ? new RedisLocks(ctx.redis, 'upload', log) : new MemoryLocks();
}
