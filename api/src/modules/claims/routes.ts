import type { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { claims, type ResponseOf } from '@sencare/shared/contracts';
import { LIMITS } from '@sencare/shared/rules';
import { authOf, sessionGuard } from '../../http/auth';
import { contractRoute } from '../../http/contractRoute';
import { ApiFailure, fail } from '../../http/envelope';
import { storedFile } from '../../http/stored-file';
import type { ApiModule } from '../types';
import { documentIdParams } from './schemas';
import { ClaimsService } from './service';
import { registerTusRoutes } from './tus';

const fileTooLarge = () => new ApiFailure(413, 413, 'claims.fileTooLarge', { max: `${LIMITS.maxDocumentBytes / 1024 / 1024} MB` });

/**
 * One file per request, at most 20 MB (docs/requirements.md §9), streamed to storage by the service, which checks
 * it on the way (files.ts storeDocument) and so never holds it whole. Not multipart → 415; a
 * multipart body busboy cannot read (no boundary, cut short) → 400; over the limit → 413
 * claims.fileTooLarge: busboy cuts a file at the limit and marks it `truncated`, which the rules
 * check at its end, so a cut file is never stored as if it were whole. upload-limits.test.ts.
 */
async function withOneFile<T>(request: FastifyRequest, store: (name: string, file: Readable) => Promise<T>): Promise<T> {
  if (!request.isMultipart()) throw new ApiFailure(415, 415, 'validation.invalid');
  const unreadable = (error: unknown) => {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge();
    request.log.info({ err: { code: (error as { code?: string }).code, message: (error as Error).message } }, 'unreadable multipart');
    return fail.field('file', 'validation.invalid');
  };
  const part = await request.file().catch((error: unknown) => {
    throw unreadable(error);
  });
  if (!part) throw fail.field('file', 'validation.required');
  let failure: unknown = null;
  part.file.once('error', (error) => (failure ??= error));
  try {
    return await store(part.filename, part.file);
  } catch (error) {
    // Refused before its body was read (a claim not open): drain it, so the answer can go out.
    part.file.resume();
    throw failure && !(error instanceof ApiFailure) ? unreadable(failure) : error;
  }
}

export const claimsModule: ApiModule = {
  name: 'claims',
  async register(parent, ctx) {
    // Resumable uploads (tus) in a scope of their own: they stream a raw body type.
    await parent.register(async (scope) => registerTusRoutes(scope, ctx));
    // Own scope: the multipart parser stays with the claims routes.
    await parent.register(async (scope) => {
      const app = scope.withTypeProvider<ZodTypeProvider>();
      await app.register(fastifyMultipart, { limits: { fileSize: LIMITS.maxDocumentBytes, files: 1, fields: 5 } });
      const service = new ClaimsService(ctx);
      const onRequest = sessionGuard(ctx.sessions);
      const tags = ['claims'];
      const user = (request: FastifyRequest) => authOf(request).user;

      contractRoute(app, claims.list, {
        onRequest,
        tags,
        handler: async (request) => {
          const { tab, page, pageSize, q } = request.query;
          return (await service.repo.list(user(request).id, tab, page, pageSize, q));
        },
      });

      contractRoute(app, claims.summary, { onRequest, tags, handler: async (request) => service.summary(user(request)) });

      contractRoute(app, claims.formOptions, { onRequest, tags, handler: async (request) => service.formOptions(user(request)) });

      contractRoute(app, claims.draft, { onRequest, tags, handler: async (request) => service.getDraft(user(request)) });
      contractRoute(app, claims.saveDraft, { onRequest, tags, handler: async (request) => service.saveDraft(user(request), request.body) });
      contractRoute(app, claims.sentDraft, { onRequest, tags, handler: async (request) => service.sentDraft(user(request), request.params.key) });
      contractRoute(app, claims.submission, { onRequest, tags, handler: async (request) => service.submissions.state(user(request).id, request.params.key) });

      contractRoute(app, claims.deleteDraft, {
        onRequest,
        tags,
        handler: async (request) => {
          await service.deleteDraft(user(request));
          return null;
        },
      });

      contractRoute(app, claims.uploadToDraft, { onRequest, tags, handler: async (request) => withOneFile(request, (name, file) => service.uploadToDraft(user(request), request.query.kind, name, file)) });
      contractRoute(app, claims.removeDraftUpload, {
        onRequest,
        tags,
        handler: async (request) => {
          await service.removeDraftUpload(user(request), request.params.docId);
          return null;
        },
      });

      app.get('/claims/files/:docId', {
        onRequest,
        schema: { tags, summary: 'A document, to its owner and the insurer only', params: documentIdParams },
        handler: async (request, reply) => {
          const file = await service.fileFor(user(request), request.params.docId);
          if (!file) throw fail.notFound();
          const bytes = await storedFile(ctx.storage, file.storedName);
          reply
            .header('content-type', file.mime)
            .header('cache-control', 'private, max-age=3600')
            .header('x-content-type-options', 'nosniff')
            .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`);
          return reply.send(bytes);
        },
      });

      contractRoute(app, claims.detail, { onRequest, tags, handler: async (request) => service.detail(user(request), request.params.id) });

      contractRoute(app, claims.submit, {
        onRequest,
        tags,
        handler: async (request, reply) => {
          const key = request.headers['idempotency-key'];
          const result = await service.submitIdempotent(user(request), typeof key === 'string' ? key : undefined, request.body, request.body);
          reply.status(result.status);
          // A replayed answer is the stored JSON of the first one; the schema checks it on the way out.
          return result.data as ResponseOf<typeof claims.submit>;
        },
      });

      contractRoute(app, claims.cancel, { onRequest, tags, handler: async (request) => service.cancel(user(request), request.params.id, request.body.note) });

      contractRoute(app, claims.uploadToClaim, { onRequest, tags, handler: async (request) => withOneFile(request, (name, file) => service.uploadToClaim(user(request), request.params.id, request.query.kind, name, file)) });

      contractRoute(app, claims.removeAnswerDocument, {
        onRequest,
        tags,
        handler: async (request) => {
          await service.removeAnswerDocument(user(request), request.params.id, request.params.docId);
          return null;
        },
      });

      contractRoute(app, claims.answerSupplement, { onRequest, tags, handler: async (request) => service.answerSupplement(user(request), request.params.id, request.body) });

      contractRoute(app, claims.revise, { onRequest, tags, handler: async (request) => service.revise(user(request), request.params.id, request.body) });

      contractRoute(app, claims.bankDetails, { onRequest, tags, handler: async (request) => service.updateBankDetails(user(request), request.params.id, request.body) });

    });
  },
};
