import type { SharedRedis } from './connection';

/**
 * PING on the command connection, given `ms` to answer. Short on purpose: a health check is asked
 * every few seconds and must say "down" before the orchestrator's own timeout, while a healthy
 * Redis on the same network answers in well under a millisecond.
 */
export async function pingRedis(redis: SharedRedis, ms = 1000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    const answered = redis.client.ping().then(
      (reply) => reply === 'PONG',
      () => false,
    );
    return await Promise.race([answered, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
