import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { health } from '@sencare/shared/contracts';
import { contractRoute } from '../../http/contractRoute';
import { ApiFailure, CODE, errorEnvelope } from '../../http/envelope';
import { pingDatabase } from '../../db/database';
import { pingRedis } from '../../redis/health';
import type { ApiModule } from '../types';

/** GET /api/health from its declaration in @sencare/shared/contracts (health.ts). */
export const healthModule: ApiModule = {
  name: 'health',
  register(parent, ctx) {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    contractRoute(app, health.check, {
      tags: ['health'],
      errors: { 503: errorEnvelope },
      handler: async (_request, reply) => {
        const [dbOk, redisOk] = await Promise.all([pingDatabase(ctx.db), ctx.redis ? pingRedis(ctx.redis) : null]);
        const up = dbOk && redisOk !== false;
        const data = { status: up ? ('ok' as const) : ('degraded' as const), database: { dialect: ctx.dialect, ok: dbOk }, redis: redisOk === null ? null : { ok: redisOk } };
        reply.header('cache-control', 'no-store');
        // The 503 is an error envelope whose data says which part is down.
        if (!up) throw new ApiFailure(503, CODE.unavailable, 'error.system', data);
        return data;
      },
    });
  },
};
