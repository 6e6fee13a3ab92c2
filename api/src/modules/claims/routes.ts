import type { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LIMITS } from '@sencare/shared/rules';
import { authOf, sessionGuard } from '../../http/auth';
import { ApiFailure, fail, ok } from '../../http/envelope';
import { ObjectNotFound } from '../../storage';
import { InsurerClaims } from '../insurer';
import type { ApiModule } from '../types';
import { cancelBody, claimBankDetailsSchema, claimRevisionSchema, claimDraftSchema, claimIdParams, claimListQuerySchema, claimSubmitSchema, claimTransitionSchema, documentIdParams, draftKeyParams, submissionKeyParams, supplementAnswerSchema, uploadQuery } from './schemas';
import { ClaimsService } from './service';
import { registerTusRoutes } from './tus';

const fileTooLarge = () => new ApiFailure(413, 413, 'claims.fileTooLarge', { max: `${LIMITS.maxDocumentBytes / 1024 / 1024} MB` });

/**
 * One file per request, at most 20 MB (spec §9), streamed to storage by the service, which checks
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

      app.get('/claims', {
        onRequest,
        schema: { tags, summary: 'My claims by tab, or tab=all (a search across tabs)', querystring: claimListQuerySchema },
        handler: async (request) => {
          const { tab, page, pageSize, q } = request.query;
          return ok(await service.repo.list(user(request).id, tab, page, pageSize, q));
        },
      });

      app.get('/claims/summary', { onRequest, schema: { tags, summary: 'Counts: inProgress = the in_progress tab (home), open = toward the maximum of 10, total' }, handler: async (request) => ok(await service.summary(user(request))) });

      app.get('/claims/form-options', {
        onRequest,
        schema: { tags, summary: 'Insured persons with their policies, banks, provinces, payee prefill' },
        handler: async (request) => ok(await service.formOptions(user(request))),
      });

      app.get('/claims/drafts/current', { onRequest, schema: { tags, summary: "The user's unfinished claim (null if none)" }, handler: async (request) => ok(await service.getDraft(user(request))) });
      app.put('/claims/drafts/current', {
        onRequest,
        schema: {
          tags,
          summary: 'Save the unfinished claim over baseVersion (any device picks it up) → { savedAt, version, key }',
          description: 'Another version stored than baseVersion (0 = no draft yet) → 409 claims.draftStale with data = the current draft as GET answers it.',
          body: claimDraftSchema,
        },
        handler: async (request) => ok(await service.saveDraft(user(request), request.body)),
      });
      app.get('/claims/drafts/sent/:key', {
        onRequest,
        schema: {
          tags,
          summary: 'Was my draft with this key sent (from any device)? → { claimId, status } | null',
          description: 'A phone still holding a copy of a draft another phone sent asks with the key GET/PUT drafts/current gave it, and shows the claim instead of restoring the copy.',
          params: draftKeyParams,
        },
        handler: async (request) => ok(await service.sentDraft(user(request), request.params.key)),
      });
      app.get('/claims/submissions/:key', {
        onRequest,
        schema: {
          tags,
          summary: 'Did my Idempotency-Key become a claim? → { state: done, claimId, status } | { state: running }',
          description: 'For a Submit whose answer was lost. 404 claims.submissionNotFound: nothing committed under this key (resubmitting with it is safe).',
          params: submissionKeyParams,
        },
        handler: async (request) => ok(await service.submissions.state(user(request).id, request.params.key)),
      });

      app.delete('/claims/drafts/current', {
        onRequest,
        schema: { tags, summary: 'Discard the unfinished claim and its uploads' },
        handler: async (request) => {
          await service.deleteDraft(user(request));
          return ok(null);
        },
      });

      app.post('/claims/drafts/current/documents', {
        onRequest,
        schema: { tags, summary: 'Upload a document for the unfinished claim (multipart, field "file")', querystring: uploadQuery },
        handler: async (request) => {
          return ok(await withOneFile(request, (name, file) => service.uploadToDraft(user(request), request.query.kind, name, file)));
        },
      });
      app.delete('/claims/drafts/current/documents/:docId', {
        onRequest,
        schema: { tags, summary: 'Remove an upload of the unfinished claim', params: documentIdParams },
        handler: async (request) => {
          await service.removeDraftUpload(user(request), request.params.docId);
          return ok(null);
        },
      });

      app.get('/claims/files/:docId', {
        onRequest,
        schema: { tags, summary: 'A document, to its owner and the insurer only', params: documentIdParams },
        handler: async (request, reply) => {
          const file = await service.fileFor(user(request), request.params.docId);
          if (!file) throw fail.notFound();
          const bytes = await ctx.storage.stream(file.storedName).catch((error: unknown) => {
            throw error instanceof ObjectNotFound ? fail.notFound() : error;
          });
          reply
            .header('content-type', file.mime)
            .header('cache-control', 'private, max-age=3600')
            .header('x-content-type-options', 'nosniff')
            .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`);
          return reply.send(bytes);
        },
      });

      app.get('/claims/:id', { onRequest, schema: { tags, summary: 'Claim details, fee items, documents, timeline', params: claimIdParams }, handler: async (request) => ok(await service.detail(user(request), request.params.id)) });

      app.post('/claims', {
        onRequest,
        schema: {
          tags,
          summary: 'Submit a claim (Idempotency-Key header: replayed answer, 422 other body, 409 while running)',
          description: 'Errors: error.maxClaims (409), claims.duplicate (409, resend with confirmDuplicate: true), error.requirementNotMet (422), validation.* (400).',
          body: claimSubmitSchema,
        },
        handler: async (request, reply) => {
          const key = request.headers['idempotency-key'];
          const result = await service.submitIdempotent(user(request), typeof key === 'string' ? key : undefined, request.body, request.body);
          return reply.status(result.status).send(ok(result.data));
        },
      });

      app.post('/claims/:id/cancel', {
        onRequest,
        schema: { tags, summary: 'Cancel my claim (while processing or a supplement is requested)', params: claimIdParams, body: cancelBody },
        handler: async (request) => ok(await service.cancel(user(request), request.params.id, request.body.note)),
      });

      app.post('/claims/:id/documents', {
        onRequest,
        schema: { tags, summary: 'Add a document to my open claim (multipart, field "file")', params: claimIdParams, querystring: uploadQuery },
        handler: async (request) => {
          return ok(await withOneFile(request, (name, file) => service.uploadToClaim(user(request), request.params.id, request.query.kind, name, file)));
        },
      });

      app.delete('/claims/:id/documents/:docId', {
        onRequest,
        schema: {
          tags,
          summary: 'Take back a file picked for the open supplement request before answering it',
          description: 'Only files added since the insurer asked, only while the request is open (else 409 claims.transitionNotAllowed). Another user\'s claim → 404.',
          params: claimIdParams.extend(documentIdParams.shape),
        },
        handler: async (request) => {
          await service.removeAnswerDocument(user(request), request.params.id, request.params.docId);
          return ok(null);
        },
      });

      app.post('/claims/:id/supplement', {
        onRequest,
        schema: { tags, summary: "Answer the insurer's supplement request item by item", params: claimIdParams, body: supplementAnswerSchema },
        handler: async (request) => ok(await service.answerSupplement(user(request), request.params.id, request.body)),
      });

      app.post('/claims/:id/revision', {
        onRequest,
        schema: { tags, summary: 'Resubmit my claim after the insurer asked for a revision (to_be_revised → processing)', description: 'Body as POST /claims; documentIds may name the claim\'s own documents and new draft uploads. Another user\'s claim → 404.', params: claimIdParams, body: claimRevisionSchema },
        handler: async (request) => ok(await service.revise(user(request), request.params.id, request.body)),
      });

      app.post('/claims/:id/bank-details', {
        onRequest,
        schema: { tags, summary: 'New bank details after a failed payment (payment_failed → to_be_paid)', params: claimIdParams, body: claimBankDetailsSchema },
        handler: async (request) => ok(await service.updateBankDetails(user(request), request.params.id, request.body)),
      });

      app.post('/claims/:id/transitions', {
        onRequest,
        schema: { tags, summary: "The insurer moves a claim through the state machine", params: claimIdParams, body: claimTransitionSchema },
        handler: async (request) => ok(await new InsurerClaims(ctx).transition(user(request), request.params.id, request.body)),
      });
    });
  },
};
