import { ACCESS_LOG_CSV_PATH, accessLog, accessLogFilterSchema } from '@sencare/shared/contracts';
import { authOf, sessionGuard } from '../../http/auth';
import { contractRoute } from '../../http/contractRoute';
import { nowIso } from '../../lib/time';
import type { ApiModule } from '../types';
import { csvStream } from './csv';
import { allReads, loggedOrganisations, readsOfMine, searchReads } from './queries';

/**
 * The access log's readers (docs/privacy.md "Access log"): the customer's "who looked at my data"
 * (customers only, src/http/roles.ts default) and the insurer's compliance view and CSV export
 * (/api/insurer/*: insurers only). Reading the log is not itself entered in it: it discloses no
 * document, and each call is in the request log with the caller's user id.
 */
export const accessLogModule: ApiModule = {
  name: 'access-log',
  register(app, ctx) {
    const onRequest = sessionGuard(ctx.sessions);
    contractRoute(app, accessLog.mine, { onRequest, tags: ['privacy'], handler: async (request) => readsOfMine(ctx.db, authOf(request).user.id, request.query.page, request.query.pageSize) });
    contractRoute(app, accessLog.search, {
      onRequest,
      tags: ['insurer', 'privacy'],
      handler: async (request) => {
        const { page, pageSize, ...filter } = request.query;
        return searchReads(ctx.db, filter, page, pageSize);
      },
    });
    contractRoute(app, accessLog.organisations, { onRequest, tags: ['insurer', 'privacy'], handler: async () => loggedOrganisations(ctx.db) });
    app.get(ACCESS_LOG_CSV_PATH, {
      onRequest,
      schema: { tags: ['insurer', 'privacy'], summary: 'The access log as CSV (UTF-8 with BOM, streamed), the compliance view’s filters', querystring: accessLogFilterSchema },
      handler: async (request, reply) => {
        const name = `access-log-${nowIso().slice(0, 10)}.csv`;
        reply.header('content-type', 'text/csv; charset=utf-8').header('cache-control', 'private, no-store').header('content-disposition', `attachment; filename="${name}"`);
        return reply.send(csvStream(allReads(ctx.db, request.query)));
      },
    });
  },
};
