import { z } from 'zod';
import { endpoint } from './endpoint';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ dialect: z.enum(['sqlite', 'postgres']), ok: z.boolean() }),
  /** null without REDIS_URL (nothing shared to check). */
  redis: z.object({ ok: z.boolean() }).nullable(),
});

/** The load balancer's and the deploy check's question (api/src/modules/health). */
export const health = {
  check: endpoint({
    method: 'GET',
    path: '/health',
    summary: 'Service, database and (with REDIS_URL) Redis state (503 when either does not answer)',
    description: 'The 503 answer is an error envelope (code unavailable, msg error.system) whose data has this same shape.',
    response: healthSchema,
  }),
};
