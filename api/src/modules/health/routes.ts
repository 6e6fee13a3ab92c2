import { z } from 'zod';
import { CODE, envelopeOf, errorEnvelope, ok } from '../../http/envelope';
import { pingDatabase } from '../../db/database';
import type { ApiModule } from '../types';

const healthData = z.object({ status: z.enum(['ok', 'degraded']), database: z.object({ dialect: z.enum(['sqlite', 'postgres']), ok: z.boolean() }) });

export const healthModule: ApiModule = {
  name: 'health',
  register(app, ctx) {
    app.get('/health', {
      schema: { tags: ['health'], summary: "Service and database state (503 when the database does not answer)", response: { 200: envelopeOf(healthData), 503: errorEnvelope } },
      handler: async (_request, reply) => {
        const dbOk = await pingDatabase(ctx.db);
        const data = { status: dbOk ? ('ok' as const) : ('degraded' as const), database: { dialect: ctx.dialect, ok: dbOk } };
        reply.header('cache-control', 'no-store');
        if (!dbOk) return reply.status(503).send({ code: CODE.unavailable, msg: 'error.system', data });
        return ok(data);
      },
    });
  },
};
