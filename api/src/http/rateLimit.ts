import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { RateLimitConfig } from '../config';
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
}

export type AccountOf = (request: FastifyRequest) => string | number | undefined | Promise<string | number | undefined>;

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** Refuses with 429 and `Retry-After` (seconds until the window frees a request) when over the limit. */
async function enforce(limiter: Limiter, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const result = await limiter(request);
  if (result.isAllowed || !result.isExceeded) return;
  reply.header('retry-after', String(Math.max(1, result.ttlInSeconds)));
  throw fail.tooManyRequests();
}

/**
 * Rate limits on login, verification-code and PIN routes via @fastify/rate-limit's
 * createRateLimit (two independent counters per group; the route-level plugin hook runs only one
 * limiter per request). Limits come from RATE_LIMIT_* (api/README.md). The in-memory store is per
 * process; several replicas would need the plugin's Redis store.
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
