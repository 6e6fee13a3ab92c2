import { z } from 'zod';
import { emailSchema } from '@sencare/shared/rules';
import { envelopeOf, fail, ok } from '../../http/envelope';
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../lib/secrets';
import { UserRepository } from '../auth';
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
    // A fresh policyholder of its own (no PIN yet, no policy), for a spec that does something to an
    // account no later spec may meet: closing it (e2e/tests/privacy-my-data.spec.ts).
    app.post('/dev/customers', {
      schema: {
        tags: ['dev'],
        summary: 'A fresh customer account (ENABLE_DEV_ROUTES=1 only)',
        body: z.strictObject({}).optional(),
        response: { 201: envelopeOf(z.object({ account: z.string(), email: z.string(), password: z.string(), userCode: z.string() })) },
      },
      handler: async (_request, reply) => {
        const account = `e2e.${randomBytes(5).toString('hex')}`;
        const password = `Fresh${randomBytes(4).toString('hex')}26`;
        const user = await new UserRepository(ctx.db).create({
          role: 'customer',
          account,
          email: `${account}@example.vn`,
          full_name: 'Đỗ Minh Khang',
          phone: '0900000001',
          id_type: 'citizen_id',
          id_number: `0010${randomBytes(4).readUInt32BE() % 100_000_000}`.padEnd(12, '0'),
          date_of_birth: '1995-03-14',
          gender: 'male',
          password_hash: await hashPassword(password),
          pin_hash: null,
          locked_until: null,
          pin_locked_until: null,
          privacy_version: null,
          privacy_accepted_at: null,
          provider_id: null,
        });
        reply.status(201);
        return ok({ account, email: `${account}@example.vn`, password, userCode: user.user_code });
      },
    });
  },
};
