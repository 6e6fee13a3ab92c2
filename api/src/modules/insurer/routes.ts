import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CLAIM_QUEUE_CSV_PATH, bankReport as bankReportContract, claimDocParams, claimQueueCsvQuerySchema, insurer, photoParams } from '@sencare/shared/contracts';
import { contractRoute } from '../../http/contractRoute';
import { authOf, sessionGuard } from '../../http/auth';
import { fail } from '../../http/envelope';
import { storedFile } from '../../http/stored-file';
import { InsurerClaims } from './service';
import { AccessLog } from '../access-log';
import { registerStaffGopRoutes } from '../gop';
import type { ApiModule } from '../types';
import { bankReport } from './bank-report';
import { InsurerCashless } from './cashless';
import { toTransition, withActions } from './claims';
import { claimQueue } from './claims-queue';
import { queueCsv } from './queue-csv';
import { nowIso } from '../../lib/time';
import { registerBackofficeRoutes, requireFreeOrMine, withBackoffice } from '../backoffice';

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
      const claims = new InsurerClaims(ctx);
      const cashless = new InsurerCashless(ctx);
      const user = (request: FastifyRequest) => authOf(request).user;
      const stream = (key: string) => storedFile(ctx.storage, key);
      // Each read of a customer's record is entered in the access log before it is sent (docs/privacy.md "Access log").
      const accessLog = new AccessLog(ctx.db);

      contractRoute(app, insurer.claimQueue, { onRequest, tags, handler: async (request) => claimQueue(ctx.db, request.query, user(request).id) });
      app.get(CLAIM_QUEUE_CSV_PATH, {
        onRequest,
        schema: { tags, summary: 'The claims queue as CSV (UTF-8 with BOM, streamed, at most 50,000 rows), the queue’s filters; workload columns, no names', querystring: claimQueueCsvQuerySchema },
        handler: async (request, reply) => {
          reply.header('content-type', 'text/csv; charset=utf-8').header('cache-control', 'private, no-store').header('content-disposition', `attachment; filename="claims-queue-${nowIso().slice(0, 10)}.csv"`);
          return reply.send(queueCsv(ctx.db, request.query, user(request).id));
        },
      });
      contractRoute(app, insurer.claim, {
        onRequest,
        tags,
        handler: async (request) => {
          const detail = await withBackoffice(ctx.db, withActions(await claims.detail(user(request), request.params.id)), user(request).id);
          await accessLog.record(request, { subject: { claimNo: request.params.id }, kind: 'claim' });
          return detail;
        },
      });
      app.get('/insurer/claims/:id/documents/:docId', {
        onRequest,
        schema: { tags, summary: 'A document of the claim (inline, its own type)', params: claimDocParams },
        handler: async (request, reply) => {
          const detail = await claims.detail(user(request), request.params.id);
          const file = detail.documents.some((d) => d.id === request.params.docId) ? await claims.fileFor(user(request), request.params.docId) : null;
          if (!file) throw fail.notFound();
          const bytes = await stream(file.storedName);
          await accessLog.record(request, { subject: { claimNo: request.params.id }, kind: 'claim_document', part: request.params.docId });
          reply.header('content-type', file.mime).header('cache-control', 'private, max-age=3600').header('x-content-type-options', 'nosniff').header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`);
          return reply.send(bytes);
        },
      });
      contractRoute(app, insurer.claimAction, {
        onRequest,
        tags,
        handler: async (request) => {
          const u = user(request);
          const current = await claims.detail(u, request.params.id);
          await requireFreeOrMine(ctx.db, request.params.id, u.id);
          return withBackoffice(ctx.db, withActions(await claims.transition(u, request.params.id, toTransition(current, request.body))), u.id);
        },
      });

      contractRoute(app, bankReportContract.check, { onRequest, tags, handler: async (request) => bankReport(ctx.db, claims, user(request), request.body.csv, request.body.apply) });

      contractRoute(app, insurer.cashlessQueue, { onRequest, tags, handler: async (request) => cashless.service.applications(user(request), request.query.status) });
      contractRoute(app, insurer.cashless, {
        onRequest,
        tags,
        handler: async (request) => {
          const detail = await cashless.detail(request.params.userCode);
          await accessLog.record(request, { subject: { cashlessOf: request.params.userCode }, kind: 'cashless_application' });
          return detail;
        },
      });
      app.get('/insurer/cashless/:userCode/photos/:kind', {
        onRequest,
        schema: { tags, summary: 'One ID photo of the latest application', params: photoParams },
        handler: async (request, reply) => {
          const photo = await cashless.photo(request.params.userCode, request.params.kind);
          const bytes = await stream(photo.key);
          await accessLog.record(request, { subject: { cashlessOf: request.params.userCode }, kind: 'id_image', part: request.params.kind });
          reply.header('content-type', photo.mime).header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff');
          return reply.send(bytes);
        },
      });
      contractRoute(app, insurer.cashlessDecision, { onRequest, tags, handler: async (request) => cashless.decide(user(request), request.params.userCode, request.body) });

      await registerStaffGopRoutes(app, ctx, 'insurer');
      registerBackofficeRoutes(app, ctx);
    });
  },
};
