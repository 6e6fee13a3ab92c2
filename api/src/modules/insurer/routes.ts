import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, sessionGuard } from '../../http/auth';
import { fail, ok } from '../../http/envelope';
import { ObjectNotFound } from '../../storage';
import { ClaimsService } from '../claims/service';
import { registerStaffGopRoutes } from '../gop/routes';
import type { ApiModule } from '../types';
import { InsurerCashless, cashlessQueueQuery, insurerCashlessDecisionSchema, photoParams, userCodeParams } from './cashless';
import { claimQueue, claimQueueQuerySchema, insurerClaimActionSchema, toTransition, withActions } from './claims';

const claimParams = z.strictObject({ id: z.string().regex(/^[A-Z0-9-]{1,40}$/, { error: 'validation.invalid' }) });
const claimDocParams = claimParams.extend({ docId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'validation.invalid' }) });

/**
 * The insurer console's API (docs/portals.md "Insurer"): the claims queue and assessment on top of
 * ClaimsService (the same state machine, timeline and messages as the assessor CLI), cashless
 * applications on top of CashlessService, and GOP assessment (gop/). Only insurers pass the role
 * guard (src/http/roles.ts).
 */
export const insurerModule: ApiModule = {
  name: 'insurer',
  async register(parent, ctx) {
    await parent.register(async (scope) => {
      const app = scope.withTypeProvider<ZodTypeProvider>();
      const onRequest = sessionGuard(ctx.sessions);
      const tags = ['insurer'];
      const claims = new ClaimsService(ctx);
      const cashless = new InsurerCashless(ctx);
      const user = (request: FastifyRequest) => authOf(request).user;
      const stream = async (key: string) =>
        ctx.storage.stream(key).catch((error: unknown) => {
          throw error instanceof ObjectNotFound ? fail.notFound() : error;
        });

      app.get('/insurer/claims', {
        onRequest,
        schema: { tags, summary: 'Claims queue, oldest waiting first (default: the statuses with an insurer action)', querystring: claimQueueQuerySchema },
        handler: async (request) => ok(await claimQueue(ctx.db, request.query)),
      });
      app.get('/insurer/claims/:id', {
        onRequest,
        schema: { tags, summary: 'Claim details: fee items, documents, timeline, requested documents, and `actions` allowed now', params: claimParams },
        handler: async (request) => ok(withActions(await claims.detail(user(request), request.params.id))),
      });
      app.get('/insurer/claims/:id/documents/:docId', {
        onRequest,
        schema: { tags, summary: 'A document of the claim (inline, its own type)', params: claimDocParams },
        handler: async (request, reply) => {
          const detail = await claims.detail(user(request), request.params.id);
          const file = detail.documents.some((d) => d.id === request.params.docId) ? await claims.fileFor(user(request), request.params.docId) : null;
          if (!file) throw fail.notFound();
          const bytes = await stream(file.storedName);
          reply.header('content-type', file.mime).header('cache-control', 'private, max-age=3600').header('x-content-type-options', 'nosniff').header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`);
          return reply.send(bytes);
        },
      });
      app.post('/insurer/claims/:id/actions', {
        onRequest,
        schema: {
          tags,
          summary: "An insurer action of the claim state machine (per-line decisions on settle, a checklist with reasons and a deadline on requestSupplement)",
          description: 'Not allowed now → 409 claims.transitionNotAllowed; changed meanwhile → 409 error.assessmentChanged; lines that do not add up → 400 error.unmatchedAmounts; a missing reason → 400 validation.claims.reasonRequired.',
          params: claimParams,
          body: insurerClaimActionSchema,
        },
        handler: async (request) => {
          const u = user(request);
          const current = await claims.detail(u, request.params.id);
          return ok(withActions(await claims.transition(u, request.params.id, toTransition(current, request.body))));
        },
      });

      app.get('/insurer/cashless', { onRequest, schema: { tags, summary: 'Cashless applications (newest first), by status', querystring: cashlessQueueQuery }, handler: async (request) => ok(await cashless.service.applications(user(request), request.query.status)) });
      app.get('/insurer/cashless/:userCode', { onRequest, schema: { tags, summary: "A customer's latest cashless application with its ID photos", params: userCodeParams }, handler: async (request) => ok(await cashless.detail(request.params.userCode)) });
      app.get('/insurer/cashless/:userCode/photos/:kind', {
        onRequest,
        schema: { tags, summary: 'One ID photo of the latest application', params: photoParams },
        handler: async (request, reply) => {
          const photo = await cashless.photo(request.params.userCode, request.params.kind);
          const bytes = await stream(photo.key);
          reply.header('content-type', photo.mime).header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff');
          return reply.send(bytes);
        },
      });
      app.post('/insurer/cashless/:userCode/decision', {
        onRequest,
        schema: { tags, summary: 'Approve or reject (reason required) the pending application; the customer gets a message', description: 'Already decided → 409 error.cashlessAlreadyDecided.', params: userCodeParams, body: insurerCashlessDecisionSchema },
        handler: async (request) => ok(await cashless.decide(user(request), request.params.userCode, request.body)),
      });

      await registerStaffGopRoutes(app, ctx, 'insurer');
    });
  },
};
