import { z } from 'zod';
import { CODE, envelopeOf, errorEnvelope, ok } from '../../http/envelope';
import { pingDatabase } from '../../db/database';
import { pingRedis } from '../../redis/health';
import type { ApiModule } from '../types';

const healthData = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ dialect: z.enum(['sqlite', 'postgres']), ok: z.boolean() }),
  /** null without REDIS_URL (nothing shared to check). */
  redis: z.object({ ok: z.boolean() }).nullable(),
});

export const healthModule: ApiModule = {
  name: 'health',
  register(app, ctx) {
    app.get('/health', {
      schema: {
        tags: ['health'],
        summary: 'Service, database and (with REDIS_URL) Redis state (503 when either does not answer)',
        response: { 200: envelopeOf(healthData), 503: errorEnvelope },
      },
      handler: async (_request, reply) => {
        const [dbOk, redisOk] = await Promise.all([pingDatabase(ctx.db), ctx.redis ? pingRedis(ctx.redis) : null]);
        const up = dbOk && redisOk !== false;
        const data = { status: up ? ('ok' as const) : ('degraded' as const), database: { dialect: ctx.dialect, ok: dbOk }, redis: redisOk === null ? null : { ok: redisOk } };
        reply.header('cache-control', 'no-store');
        if (!up) return reply.status(503).send({ code: CODE.unavailable, msg: 'error.system', data });
        return ok(data);
      },
    });
  },
};
