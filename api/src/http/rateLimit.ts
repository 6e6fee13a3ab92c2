import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { RateLimitConfig } from '../config';
import type { SharedRedis } from '../redis/connection';
import { inRedis } from '../redis/errors';
import { fail } from './envelope';

export type RateGroup = 'login' | 'code' | 'pin';

export interface RateGuards {
  /**
   * A preHandler (runs after validation, before any hashing) that counts the request against the
   * group's per-IP limit and, when `accountOf` names one, the per-account limit. `accountOf` should
   * name the user, not the typed alias (modules/auth/rateSubjects.ts), so `hoa.pham` and
   * `hoa.pham@sencare.vn` share one bucket.
   */
  guard(group: RateGroup, accountOf?: AccountOf): preHandlerAsyncHookHandler;
  /**
   * A counter of its own (same store: memory, or Redis shared by every replica), for a route that
   * must act on a refusal before answering it (the provider's patient lookup records it).
   */
  counter(name: string, max: number, windowMs: number): RateCounter;
}

export interface RateCounter {
  /** Counts one request for `key`: null while within the limit, else the seconds until the window frees one. */
  take(request: FastifyRequest, key: string | number): Promise<number | null>;
}

/** 429 `error.tooManyRequests` with `Retry-After` in seconds. */
export function refuseTooMany(reply: FastifyReply, retryAfterSeconds: number): never {
  reply.header('retry-after', String(Math.max(1, retryAfterSeconds)));
  throw fail.tooManyRequests();
}

export type AccountOf = (request: FastifyRequest) => string | number | undefined | Promise<string | number | undefined>;

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * How @fastify/rate-limit is registered (app.ts): with REDIS_URL, the plugin's own Redis store
 * (its `redis` option: one Lua INCR + PEXPIRE per check), so every replica counts into the same
 * window; its keys are `<prefix>rate:` + the plugin's suffix (`undefinedundefined-` for limiters
 * made by createRateLimit, which have no route) + ours (`login:ip:<address>`). Without it, the
 * plugin's in-memory LRU, per process.
 */
export function rateLimitPluginOptions(redis: SharedRedis | null): RateLimitPluginOptions {
  return redis ? { global: false, redis: redis.client, nameSpace: redis.key('rate:') } : { global: false };
}

/** Refuses with 429 and `Retry-After` (seconds until the window frees a request) when over the limit. */
async function enforce(limiter: Limiter, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  // The store is the only part that can fail (Redis away): 503, never a request let through uncounted.
  const result = await inRedis('rate limit', () => limiter(request));
  if (result.isAllowed || !result.isExceeded) return;
  refuseTooMany(reply, result.ttlInSeconds);
}

/**
 * Rate limits on login, verification-code and PIN routes via @fastify/rate-limit's
 * createRateLimit (two independent counters per group; the route-level plugin hook runs only one
 * limiter per request). Limits come from RATE_LIMIT_* (api/README.md). The store is the plugin's:
 * in memory per process, or in Redis shared by every replica (rateLimitPluginOptions).
 */
export function createRateGuards(app: FastifyInstance, config: RateLimitConfig): RateGuards {
  const limiters = new Map<string, Limiter>();
  const limiter = (group: RateGroup, kind: 'ip' | 'account', max: number) => {
    const name = `${group}:${kind}`;
    let found = limiters.get(name);
    if (!found) {
      found = app.createRateLimit({
        max,
        timeWindow: config.windowMs,
        keyGenerator: (request: FastifyRequest) =>
          kind === 'ip' ? `${name}:${request.ip}` : `${name}:${String((request as FastifyRequest & { rateAccount?: string }).rateAccount)}`,
      });
      limiters.set(name, found);
    }
    return found;
  };

  return {
    counter(name, max, windowMs) {
      const keyOf = (request: FastifyRequest) => `${name}:${String((request as FastifyRequest & { rateKeys?: Record<string, string> }).rateKeys?.[name])}`;
      const counted = app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: keyOf });
      return {
        async take(request, key) {
          const keyed = request as FastifyRequest & { rateKeys?: Record<string, string> };
          keyed.rateKeys = { ...keyed.rateKeys, [name]: String(key) };
          const result = await inRedis('rate limit', () => counted(request));
          return result.isAllowed || !result.isExceeded ? null : Math.max(1, result.ttlInSeconds);
        },
      };
    },
    guard(group, accountOf) {
      const byIp = limiter(group, 'ip', config.perIp);
      const byAccount = limiter(group, 'account', config.perAccount);
      return async (request, reply) => {
        await enforce(byIp, request, reply);
        const account = await accountOf?.(request);
        if (account === undefined || account === '') return;
        (request as FastifyRequest & { rateAccount?: string }).rateAccount = String(account).trim().toLowerCase();
        await enforce(byAccount, request, reply);
      };
    },
  };
}
