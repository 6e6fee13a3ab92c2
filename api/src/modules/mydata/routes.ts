import { exportDownloadQuery, insurerMyData, mydata as declared } from '@sencare/shared/contracts';
import { authOf, sessionGuard } from '../../http/auth';
import { contractRoute } from '../../http/contractRoute';
import type { ApiModule } from '../types';
import { ExportService } from './exports';
import { overviewOf } from './overview';
import { RequestsService } from './requests';
import { ExportWorker } from './worker';

const privateNoStore = { 'cache-control': 'private, no-store' };

/**
 * "My data" (docs/privacy.md "My data"), declared in @sencare/shared/contracts (mydata.ts): the
 * customer's overview, archive and requests under /api/mydata (customers only: src/http/roles.ts),
 * the insurer's queue under /api/insurer/mydata-requests (insurers only), and the archive worker
 * of this process (worker.ts; MYDATA_EXPORT_POLL_MS).
 */
export const myDataModule: ApiModule = {
  name: 'mydata',
  register(app, ctx) {
    const now = () => new Date();
    const exports = new ExportService(ctx.db, ctx.storage, now);
    const requests = new RequestsService(ctx.db, ctx.storage, now);
    const worker = new ExportWorker(ctx.db, ctx.storage, now);
    const pollMs = ctx.config.myDataExportPollMs;
    if (pollMs > 0) {
      app.addHook('onReady', async () => worker.start(pollMs));
      app.addHook('onClose', async () => worker.stop());
    }
    const onRequest = sessionGuard(ctx.sessions);
    const tags = ['mydata'];
    const me = (request: Parameters<typeof authOf>[0]) => authOf(request).user.id;

    contractRoute(app, declared.overview, {
      onRequest,
      tags,
      handler: async (request, reply) => {
        reply.headers(privateNoStore);
        return overviewOf(ctx.db, me(request));
      },
    });
    contractRoute(app, declared.requestExport, {
      onRequest,
      tags,
      handler: async (request, reply) => {
        const job = await exports.request(me(request), request.body.language);
        if (pollMs > 0) void worker.drain();
        reply.status(201);
        return job;
      },
    });
    contractRoute(app, declared.latestExport, {
      onRequest,
      tags,
      handler: async (request, reply) => {
        reply.headers(privateNoStore);
        return { job: await exports.latest(me(request)) };
      },
    });
    contractRoute(app, declared.exportLink, { onRequest, tags, handler: async (request) => exports.link(me(request), request.params.id) });
    app.get('/mydata/exports/:id/download', {
      onRequest,
      schema: { tags, summary: "The archive (application/zip, streamed) for its owner with a live link's token; 404 for anyone else, 410 once the link or archive expired", params: declared.exportLink.params, querystring: exportDownloadQuery },
      handler: async (request, reply) => {
        const file = await exports.open(me(request), request.params.id, request.query.token);
        reply.headers({ ...privateNoStore, 'content-type': 'application/zip', 'content-disposition': `attachment; filename="${file.name}"`, 'x-content-type-options': 'nosniff' });
        if (file.size !== null) reply.header('content-length', file.size);
        return reply.send(file.stream);
      },
    });

    contractRoute(app, declared.requests, {
      onRequest,
      tags,
      handler: async (request, reply) => {
        reply.headers(privateNoStore);
        return { items: await requests.list(me(request)) };
      },
    });
    contractRoute(app, declared.requestCorrection, {
      onRequest,
      tags,
      handler: async (request, reply) => {
        reply.status(201);
        return requests.correction(me(request), request.body);
      },
    });
    contractRoute(app, declared.requestClosure, {
      onRequest,
      tags,
      handler: async (request, reply) => {
        reply.status(201);
        return requests.closure(me(request));
      },
    });

    const staffTags = ['insurer', 'mydata'];
    contractRoute(app, insurerMyData.list, {
      onRequest,
      tags: staffTags,
      handler: async (request, reply) => {
        reply.headers(privateNoStore);
        return { ...(await requests.queue(request.query)), page: request.query.page, pageSize: request.query.pageSize };
      },
    });
    contractRoute(app, insurerMyData.detail, { onRequest, tags: staffTags, handler: async (request) => requests.detail(request.params.id) });
    contractRoute(app, insurerMyData.act, { onRequest, tags: staffTags, handler: async (request) => requests.act(me(request), request.params.id, request.body) });
  },
};
