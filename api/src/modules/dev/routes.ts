import { z } from 'zod';
import { emailSchema } from '@sencare/shared/rules';
import { envelopeOf, fail, ok } from '../../http/envelope';
import { createFreshCustomer } from './freshCustomer';
import { codeIn } from '../mail';
import { purgeDepsOf, purgeExpired } from '../retention';
import type { ApiModule } from '../types';

/**
 * Test-only routes, registered only when ENABLE_DEV_ROUTES=1 (never in production): e2e tests read
 * emailed verification codes here instead of from a mailbox, and make fresh accounts.
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
    // One purge pass as if it ran `days` from now (docs/privacy.md "Retention"): the e2e suite sees
    // an unfinished claim and its files go without waiting 90 days (e2e/tests/privacy-at-rest.spec.ts).
    app.post('/dev/privacy-purge', {
      schema: {
        tags: ['dev'],
        summary: 'A privacy purge pass with the clock moved on (ENABLE_DEV_ROUTES=1 only)',
        body: z.strictObject({ days: z.number().int().min(0).max(3650) }),
        response: { 200: envelopeOf(z.record(z.string(), z.number()).nullable()) },
      },
      handler: async (request) => {
        const at = new Date(Date.now() + request.body.days * 86_400_000);
        return ok(await purgeExpired({ ...purgeDepsOf(ctx, request.log), now: () => at }));
      },
    });
    // A fresh policyholder of its own (no PIN yet), for a spec that does something to an account no
    // later spec may meet (closing it: e2e/tests/privacy-my-data.spec.ts) or sends claims that would
    // otherwise fill a demo account's open-claims limit (with `policy: true`).
    app.post('/dev/customers', {
      schema: {
        tags: ['dev'],
        summary: 'A fresh customer account, with one policy and e-card when asked (ENABLE_DEV_ROUTES=1 only)',
        body: z.strictObject({ policy: z.boolean().optional() }).optional(),
        response: {
          201: envelopeOf(z.object({ account: z.string(), email: z.string(), password: z.string(), userCode: z.string(), card: z.string().nullable(), dateOfBirth: z.string() })),
        },
      },
      handler: async (request, reply) => {
        const made = await createFreshCustomer(ctx.db, { policy: request.body?.policy ?? false });
        reply.status(201);
        return ok(made);
      },
    });
  },
};
