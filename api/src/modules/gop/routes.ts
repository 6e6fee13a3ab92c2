import type { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { customerGops, gopDocParams, gopIdParams, insurerGops, providerGops, publicGopVerification } from '@sencare/shared/contracts';
import { GOP_DOCUMENT_KINDS, LIMITS, type GopDocumentKind } from '@sencare/shared/rules';
import type { AppContext } from '../../context';
import { authOf, sessionGuard } from '../../http/auth';
import { contractRoute } from '../../http/contractRoute';
import { ApiFailure, fail } from '../../http/envelope';
import { storedFile } from '../../http/stored-file';
import { AccessLog, type AccessRead } from '../access-log';
import type { Api, ApiModule } from '../types';
import { PublicGopVerifier } from './publicVerification';
import { GopService } from './service';


const isKind = (value: unknown): value is GopDocumentKind => typeof value === 'string' && (GOP_DOCUMENT_KINDS as readonly string[]).includes(value);

/**
 * One file per request (field `file`), its `kind` a multipart field sent before the file or the
 * `kind` query parameter; streamed to storage by the service (files.ts). Not multipart → 415,
 * unreadable → 400, over the limit → 413 (the claims upload's rules, claims/routes.ts withOneFile).
 */
async function withGopFile<T>(request: FastifyRequest, queryKind: GopDocumentKind | undefined, store: (kind: GopDocumentKind, name: string, file: Readable) => Promise<T>): Promise<T> {
  if (!request.isMultipart()) throw new ApiFailure(415, 415, 'validation.invalid');
  const part = await request.file().catch((error: unknown) => {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiFailure(413, 413, 'claims.fileTooLarge', { max: '20 MB' });
    throw fail.field('file', 'validation.invalid');
  });
  if (!part) throw fail.field('file', 'validation.required');
  const field = part.fields.kind;
  const given = field && !Array.isArray(field) && field.type === 'field' ? field.value : undefined;
  const kind = given ?? queryKind ?? 'bill';
  try {
    if (!isKind(kind)) throw fail.field('kind', 'validation.invalid');
    return await store(kind, part.filename, part.file);
  } catch (error) {
    part.file.resume();
    throw error;
  }
}

async function sendPdf(reply: FastifyReply, file: { caseNo: string; bytes: Buffer }, name: string) {
  return reply
    .header('content-type', 'application/pdf')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${name}-${file.caseNo}.pdf"`)
    .send(file.bytes);
}

/**
 * The routes provider staff and insurers share on a request (under /api/provider or /api/insurer;
 * the role guard, src/http/roles.ts, keeps each prefix to its role): list, detail, actions, the
 * documents and the two PDFs.
 */
export async function registerStaffGopRoutes(app: Api, ctx: AppContext, role: 'provider' | 'insurer'): Promise<GopService> {
  const service = new GopService(ctx);
  const onRequest = sessionGuard(ctx.sessions);
  const tags = [role, 'gops'];
  const prefix = `/${role}/gops`;
  const user = (request: FastifyRequest) => authOf(request).user as Parameters<GopService['act']>[0];
  // Reads of the patient's request are entered in the access log before they are sent (docs/privacy.md "Access log").
  const accessLog = new AccessLog(ctx.db);
  const recorded = async <T>(request: FastifyRequest, read: Omit<AccessRead, 'subject'>, data: T): Promise<T> => {
    await accessLog.record(request, { subject: { gopId: (request.params as { id: number }).id }, ...read });
    return data;
  };

  const declared = role === 'insurer' ? insurerGops : providerGops;
  contractRoute(app, declared.list, { onRequest, tags, handler: async (request) => service.list(user(request), request.query) });
  contractRoute(app, declared.detail, { onRequest, tags, handler: async (request) => recorded(request, { kind: 'gop' }, await service.detail(user(request), request.params.id)) });
  if (role === 'insurer') contractRoute(app, insurerGops.act, { onRequest, tags, handler: async (request) => service.act(user(request), request.params.id, request.body) });
  else contractRoute(app, providerGops.act, { onRequest, tags, handler: async (request) => service.act(user(request), request.params.id, request.body) });
  app.get(`${prefix}/:id/documents/:docId`, {
    onRequest,
    schema: { tags, summary: 'A bill document of the request', params: gopDocParams },
    handler: async (request, reply) => {
      const file = await service.documentFile(user(request), request.params.id, request.params.docId);
      const bytes = await storedFile(ctx.storage, file.key);
      await recorded(request, { kind: 'gop_document', part: String(request.params.docId) }, null);
      reply.header('content-type', file.mime).header('cache-control', 'private, max-age=3600').header('x-content-type-options', 'nosniff').header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`);
      return reply.send(bytes);
    },
  });
  app.get(`${prefix}/:id/letter.pdf`, { onRequest, schema: { tags, summary: 'The letter of guarantee (PDF; from assessed on, else 409 gop.errors.documentNotReady)', params: gopIdParams }, handler: async (request, reply) => sendPdf(reply, await recorded(request, { kind: 'gop_pdf', part: 'letter' }, await service.pdf(user(request), request.params.id, 'letter')), 'letter-of-guarantee') });
  app.get(`${prefix}/:id/decision.pdf`, { onRequest, schema: { tags, summary: 'The GOP decision (PDF; once concluded or declined, else 409 gop.errors.documentNotReady)', params: gopIdParams }, handler: async (request, reply) => sendPdf(reply, await recorded(request, { kind: 'gop_pdf', part: 'decision' }, await service.pdf(user(request), request.params.id, 'decision')), 'gop-decision') });
  if (role === 'provider') {
    await app.register(fastifyMultipart, { limits: { fileSize: LIMITS.maxDocumentBytes, files: 1, fields: 3 } });
    contractRoute(app, providerGops.upload, {
      onRequest,
      tags,
      handler: async (request) => withGopFile(request, request.query.kind, (kind, name, file) => service.upload(user(request), request.params.id, kind, name, file)),
    });
  }
  return service;
}

/** The policyholder's hospital stays (docs/portals.md "Customer"): GET /api/gops. */
export const gopModule: ApiModule = {
  name: 'gops',
  register(app, ctx) {
    const service = new GopService(ctx);
    contractRoute(app, customerGops.list, { onRequest: sessionGuard(ctx.sessions), tags: ['gops'], handler: async (request) => service.forCustomer(authOf(request).user) });
    // Public: no session guard (docs/portals.md "Letters and verification"; api/src/http/every-private-route.test.ts lists it).
    const publicVerifier = new PublicGopVerifier(ctx);
    contractRoute(app, publicGopVerification.verify, { tags: ['gops', 'public'], handler: async (request, reply) => publicVerifier.verify(request, reply, request.query.code, request.query.caseNo) });
  },
};
