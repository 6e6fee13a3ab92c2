import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { RateLimitConfig } from '../config';
import { fail } from './envelope';

export type RateGroup = 'login' | 'code' | 'pin';

export interface RateGuards {
  /**
   * A preHandler (runs after validation, before any hashing) that counts the request against the
   * group's per-IP limit and, when `accountOf` names one, the per-account limit.
   */
  guard(group: RateGroup, accountOf?: (request: FastifyRequest) => string | number | undefined): preHandlerAsyncHookHandler;
}

/**
 * Rate limits on login, verification-code and PIN routes via @fastify/rate-limit's
 * createRateLimit (two independent counters per group; the route-level plugin hook runs only one
 * limiter per request). Limits come from RATE_LIMIT_* (api/README.md). The in-memory store is per
 * process; several replicas would need the plugin's Redis store.
 */
export function createRateGuards(app: FastifyInstance, config: RateLimitConfig): RateGuards {
  const limiters = new Map<string, ReturnType<FastifyInstance['createRateLimit']>>();
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
      return async (request) => {
        const ip = await byIp(request);
        if (!ip.isAllowed && ip.isExceeded) throw fail.tooManyRequests();
        const account = accountOf?.(request);
        if (account === undefined || account === '') return;
        (request as FastifyRequest & { rateAccount?: string }).rateAccount = String(account).trim().toLowerCase();
        const acc = await byAccount(request);
        if (!acc.isAllowed && acc.isExceeded) throw fail.tooManyRequests();
      };
    },
  };
}
