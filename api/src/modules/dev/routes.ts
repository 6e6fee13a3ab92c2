import { z } from 'zod';
import { emailSchema } from '@sencare/shared/rules';
import { envelopeOf, fail, ok } from '../../http/envelope';
import { codeIn } from '../mail';
import type { ApiModule } from '../types';

/**
 * Test-only routes, registered only when ENABLE_DEV_ROUTES=1 (never in production): e2e tests read
 * emailed verification codes here instead of from a mailbox.
 */
export const devModule: ApiModule = {
  name: 'dev',
  register(app, ctx) {
    if (!ctx.config.enableDevRoutes) return;
    app.get('/dev/outbox/latest', {
      schema: {
        tags: ['dev'],
        summary: 'Latest outbox message to an address (ENABLE_DEV_ROUTES=1 only)',
        querystring: z.strictObject({ to: emailSchema }),
        response: { 200: envelopeOf(z.object({ to: z.string(), subject: z.string(), text: z.string(), code: z.string().nullable() })) },
      },
      handler: async (request) => {
        const row = await ctx.db
          .selectFrom('outbox')
          .selectAll()
          .where('to_address', '=', request.query.to.toLowerCase())
          .orderBy('id', 'desc')
          .executeTakeFirst();
        if (!row) throw fail.notFound();
        return ok({ to: row.to_address, subject: row.subject, text: row.text, code: codeIn(row.text) });
      },
    });
  },
};
