import type { FastifyInstance } from 'fastify';
import type { RetentionConfig } from '../../config';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/time';
import type { RedisLog, SharedRedis } from '../../redis/connection';
import { MemoryLocks, RedisLocks, type TryLocks } from '../../redis/lock';
import type { ObjectStorage } from '../../storage';
import { RETENTION_RULES, type RetentionRule } from './rules';

/** How many of each kind one pass removed (docs/privacy.md "Retention"): counts, never a row's content. */
export type PurgeResult = Record<string, number>;

export interface PurgeDeps {
  db: Db;
  storage: ObjectStorage;
  retention: RetentionConfig;
  /** One pass at a time across every replica: RedisLocks with REDIS_URL, else this process's. */
  locks: TryLocks;
  log: RedisLog;
  /** The clock, injected so tests move it instead of waiting. */
  now?: () => Date;
  rules?: readonly RetentionRule[];
}

const LOCK = 'privacy-purge';

/** The lock every replica's purge takes: in Redis when the replicas share one. */
export function purgeLocks(redis: SharedRedis | null, log: RedisLog): TryLocks {
  // Ten minutes, renewed while held: a pass over a large behaviour log outlives the default 15 s.
  return redis ? new RedisLocks(redis, 'retention', log, 600_000) : new MemoryLocks();
}

/**
 * One purge pass: every rule whose period is not 0 deletes what is older than now minus its
 * period. Null when another replica (or another pass of this one) holds the lock: that one purges,
 * and this one has nothing to add. Logged as one line of counts.
 */
export async function purgeExpired(deps: PurgeDeps): Promise<PurgeResult | null> {
  const release = await deps.locks.tryLock(LOCK);
  if (!release) return null;
  try {
    const now = (deps.now ?? (() => new Date()))();
    const removed: PurgeResult = {};
    for (const rule of deps.rules ?? RETENTION_RULES) {
      const days = rule.days(deps.retention);
      if (days <= 0) continue;
      removed[rule.name] = await rule.purge({ db: deps.db, storage: deps.storage, cutoff: nowIso(new Date(now.getTime() - days * 86_400_000)) });
    }
    deps.log.info({ removed }, 'privacy purge: expired personal data removed');
    return removed;
  } finally {
    await release();
  }
}

/** At start (once ready, without delaying it) and every PRIVACY_PURGE_INTERVAL_MINUTES; never when that is 0. */
/** What a pass in the API process works with: its database, storage, periods, lock and log. */
export function purgeDepsOf(ctx: AppContext, log: RedisLog): PurgeDeps {
  return { db: ctx.db, storage: ctx.storage, retention: ctx.config.retention, locks: purgeLocks(ctx.redis, log), log };
}

export function schedulePrivacyPurge(app: FastifyInstance, ctx: AppContext): void {
  const minutes = ctx.config.retention.purgeIntervalMinutes;
  if (minutes <= 0) return;
  const deps = purgeDepsOf(ctx, app.log);
  let running: Promise<unknown> | null = null;
  const run = () => {
    running ??= purgeExpired(deps)
      .catch((error: unknown) => app.log.warn({ err: { message: (error as Error).message } }, 'privacy purge failed; the next pass tries again'))
      .finally(() => {
        running = null;
      });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, minutes * 60_000).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
