import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { claims } from '@sencare/shared/contracts';
import { DOCUMENT_KINDS, LIMITS } from '@sencare/shared/rules';
import type { ClaimDocumentReceipt } from '@sencare/shared/contracts';
import type { AppContext } from '../../context';
import { authOf, sessionGuard } from '../../http/auth';
import { contractRoute } from '../../http/contractRoute';
import { ApiFailure, CODE, fail } from '../../http/envelope';
import { nowIso } from '../../lib/time';
import type { UserRow } from '../auth';
import { maxBytesFor, sniffMime } from './files';
import { toReceipt } from './repository';
import { ClaimsService } from './service';
import { TusStore, documentIdsFor, newTusId, type TusInfo } from './tus-store';
import { uploadLocks } from './upload-lock';
import { scheduleUploadSweep } from './upload-sweep';

/**
 * Resumable uploads: the core tus 1.0.0 protocol (creation + termination extensions) so the
 * browser can use tus-js-client. Written here rather than mounting @tus/server 2: that package is
 * ESM-only, built on srvx/web Request objects and would need its whole dependency tree compiled
 * for jest's CommonJS runtime, while the protocol itself is four small handlers.
 *
 * Partial files live in UPLOAD_DIR/tus under random names with a JSON sidecar (owner, length,
 * name, kind, target claim). Every byte a PATCH delivers is written before the next is read, so a
 * dropped connection keeps what arrived and HEAD reports it as the resume point. When the last
 * byte lands, the same checks as the one-shot upload run (magic bytes, per-file, per-claim and
 * image-count limits) through ClaimsService, and the receipt is kept in the sidecar.
 *
 * Crash safety: an upload whose bytes are all in but which has no receipt (the
 * process died inside that last step) is finished by the next HEAD, GET or zero-byte PATCH at
 * the final offset, into the same document (tus-store.ts documentIdsFor). Abandoned and orphaned
 * files are swept at start and periodically (upload-sweep.ts).
 */
export const TUS_VERSION = '1.0.0';
export const TUS_ROUTE = '/claims/uploads/tus';
/** Where the browser resumes; absolute so it does not depend on the client's base URL handling. */
export const TUS_LOCATION = `/api${TUS_ROUTE}`;
const OFFSET_TYPE = 'application/offset+octet-stream';
/** Open (unfinished) uploads per user: the per-claim image cap, so disk use stays bounded. */
export const MAX_OPEN_UPLOADS = LIMITS.maxImagesPerClaim;

/** `key base64,key2 base64` (tus Upload-Metadata). */
export function parseMetadata(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (header ?? '').split(',')) {
    const [key, value] = pair.trim().split(' ');
    if (key) out[key] = value ? Buffer.from(value, 'base64').toString('utf8') : '';
  }
  return out;
}

const header = (request: FastifyRequest, name: string) => {
  const v = request.headers[name];
  return typeof v === 'string' ? v : undefined;
};

/** Non-negative integer header or null (tus: anything else is a 400). */
const intHeader = (request: FastifyRequest, name: string) => {
  const v = header(request, name);
  return v !== undefined && /^\d{1,12}$/.test(v) ? Number(v) : null;
};

const refuse = (status: number, msg: string, data: unknown = null) => new ApiFailure(status, status === 400 ? CODE.validation : status, msg, data);

export function registerTusRoutes(app: FastifyInstance, ctx: AppContext): void {
  const service = new ClaimsService(ctx);
  const store = new TusStore(ctx.storage);
  const onRequest = sessionGuard(ctx.sessions);
  const tags = ['claims'];
  /** One PATCH at a time per upload (every replica, with REDIS_URL); a second one gets 423, which tus clients retry. */
  const locks = uploadLocks(ctx, app.log);
  const expiryMs = ctx.config.uploadExpiryHours * 3600_000;
  scheduleUploadSweep(app, ctx);

  // The PATCH body is streamed to disk by the handler, never buffered by a parser.
  app.addContentTypeParser(OFFSET_TYPE, (_request, _payload, done) => done(null, undefined));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Tus-Resumable', TUS_VERSION);
  });

  const checkVersion = (request: FastifyRequest) => {
    const v = header(request, 'tus-resumable');
    if (v !== undefined && v !== TUS_VERSION) throw refuse(412, 'validation.invalid');
  };

  /** The upload of this user; anybody else's is as absent as one that never existed. */
  async function mine(request: FastifyRequest, id: string): Promise<TusInfo> {
    const info = await store.readInfo(id);
    if (!info || info.userId !== authOf(request).user.id) throw fail.notFound();
    return info;
  }

  app.options(TUS_ROUTE, { schema: { hide: true } }, async (_request, reply) => {
    reply.code(204).header('Tus-Version', TUS_VERSION).header('Tus-Extension', 'creation,termination').header('Tus-Max-Size', String(LIMITS.maxDocumentBytes)).send();
  });

  app.post(TUS_ROUTE, {
    onRequest,
    schema: { tags, summary: 'tus: create a resumable upload (Upload-Length, Upload-Metadata: filename, kind, claimId?)' },
    handler: async (request, reply) => {
      checkVersion(request);
      const user = authOf(request).user;
      const length = intHeader(request, 'upload-length');
      if (length === null || length === 0) throw refuse(400, 'validation.invalid');
      if (length > LIMITS.maxDocumentBytes) throw refuse(413, 'claims.fileTooLarge', { max: `${LIMITS.maxDocumentBytes / 1024 / 1024} MB` });
      const meta = parseMetadata(header(request, 'upload-metadata'));
      const kind = meta.kind || 'other';
      if (!(DOCUMENT_KINDS as readonly string[]).includes(kind)) throw refuse(400, 'validation.invalid');
      const claimId = meta.claimId || null;
      let used: { bytes: number };
      if (claimId) {
        const claim = await ctx.db.selectFrom('claims').select(['id', 'user_id', 'status']).where('id', '=', claimId).executeTakeFirst();
        if (!claim || claim.user_id !== user.id || claim.status === 'draft') throw fail.notFound('claims.notFound');
        used = await service.repo.documentsSize(claimId);
      } else {
        used = await service.repo.uploadsSize(user.id);
      }
      if (used.bytes + length > LIMITS.maxClaimBytes) throw refuse(413, 'claims.claimTooLarge');

      const now = Date.now();
      const open = (await store.allInfos()).filter((i) => i.userId === user.id && !i.receipt && now - Date.parse(i.createdAt) <= expiryMs);
      if (open.length >= MAX_OPEN_UPLOADS) throw refuse(409, 'error.maxImages');

      const id = newTusId();
      const name = (meta.filename || 'file').slice(0, 200);
      // Sidecar before bytes (tus-store.ts): a crash in between leaves a resumable empty upload.
      await store.writeInfo({ id, userId: user.id, length, name, kind, claimId, createdAt: nowIso(), receipt: null });
      reply.code(201).header('Location', `${TUS_LOCATION}/${id}`).send();
    },
  });

  app.route({
    method: 'HEAD',
    url: `${TUS_ROUTE}/:id`,
    onRequest,
    schema: { tags, summary: 'tus: the resume point (Upload-Offset) of my upload' },
    handler: async (request, reply) => {
      checkVersion(request);
      const info = await settled(request, await mine(request, (request.params as { id: string }).id));
      const offset = info.receipt ? info.length : await store.offset(info.id);
      reply.code(200).header('Upload-Offset', String(offset)).header('Upload-Length', String(info.length)).header('Cache-Control', 'no-store').send();
    },
  });

  app.patch(`${TUS_ROUTE}/:id`, {
    onRequest,
    schema: { tags, summary: 'tus: append bytes at Upload-Offset (application/offset+octet-stream)' },
    handler: async (request, reply) => {
      checkVersion(request);
      const user = authOf(request).user;
      const info = await mine(request, (request.params as { id: string }).id);
      if (!(header(request, 'content-type') ?? '').startsWith(OFFSET_TYPE)) throw refuse(415, 'validation.invalid');
      const offset = intHeader(request, 'upload-offset');
      if (offset === null) throw refuse(400, 'validation.invalid');
      if (info.receipt) {
        // Finished already (its answer may have been lost): the final offset is a no-op, not a conflict.
        if (offset !== info.length) throw refuse(409, 'validation.invalid', { offset: info.length });
        reply.code(204).header('Upload-Offset', String(info.length)).send();
        return;
      }
      const release = await locks.tryLock(info.id);
      if (!release) throw refuse(423, 'error.tooManyRequests');
      try {
        const current = await store.offset(info.id);
        if (offset !== current) throw refuse(409, 'validation.invalid', { offset: current });
        const written = await appendBody(request, info, current);
        // Checked once, by the PATCH that brings the first 16 bytes (each look costs a LIST and a GET on S3); the whole file again at the end.
        const head = current < 16 && (written >= 16 || written === info.length) ? await store.head(info.id) : null;
        if (head) {
          const mime = sniffMime(head);
          if (!mime) {
            await store.discard(info.id);
            throw refuse(415, 'claims.fileType');
          }
          const max = maxBytesFor(mime);
          if (info.length > max) {
            await store.discard(info.id);
            throw refuse(413, 'claims.fileTooLarge', { max: `${max / 1024 / 1024} MB` });
          }
        }
        if (written < info.length) {
          reply.code(204).header('Upload-Offset', String(written)).send();
          return;
        }
        await finish(user, info);
        reply.code(204).header('Upload-Offset', String(written)).send();
      } finally {
        await release();
      }
    },
  });

  app.delete(`${TUS_ROUTE}/:id`, {
    onRequest,
    schema: { tags, summary: 'tus: abandon my upload (a finished one stays a document; remove it with its own route)' },
    handler: async (request, reply) => {
      checkVersion(request);
      const info = await mine(request, (request.params as { id: string }).id);
      const release = await locks.tryLock(info.id);
      if (!release) throw refuse(423, 'error.tooManyRequests');
      try {
        await store.discard(info.id);
      } finally {
        await release();
      }
      reply.code(204).send();
    },
  });

  contractRoute(app.withTypeProvider<ZodTypeProvider>(), claims.upload, {
    onRequest,
    tags,
    handler: async (request) => {
      const info = await settled(request, await mine(request, (request.params as { id: string }).id));
      return { id: info.id, offset: info.receipt ? info.length : await store.offset(info.id), length: info.length, receipt: info.receipt };
    },
  });

  /** Streams the body into the upload's bytes as it arrives (tus-store.ts), never past Upload-Length. */
  function appendBody(request: FastifyRequest, info: TusInfo, start: number): Promise<number> {
    async function* untilDropped() {
      let size = start;
      try {
        for await (const chunk of request.raw as AsyncIterable<Buffer>) {
          if (size + chunk.length > info.length) throw refuse(413, 'claims.fileTooLarge', { max: `${LIMITS.maxDocumentBytes / 1024 / 1024} MB` });
          size += chunk.length;
          yield chunk;
        }
      } catch (error) {
        // A dropped connection ends the body here: what arrived is kept, HEAD reports it.
        if (error instanceof ApiFailure) throw error;
        request.log.info({ upload: info.id, size }, 'tus: request ended early');
      }
    }
    return store.append(info.id, start, Readable.from(untilDropped(), { objectMode: false }));
  }

  /** All bytes in but no receipt (a crash cut the last step short): finish it now, once. */
  async function settled(request: FastifyRequest, info: TusInfo): Promise<TusInfo> {
    if (info.receipt || (await store.offset(info.id)) !== info.length) return info;
    const release = await locks.tryLock(info.id);
    if (!release) throw refuse(423, 'error.tooManyRequests');
    try {
      return await finish(authOf(request).user, info);
    } finally {
      await release();
    }
  }

  /** The document a finished upload already became, if a completion got that far before a crash. */
  async function existingReceipt(info: TusInfo, publicId: string): Promise<ClaimDocumentReceipt | null> {
    const draft = await ctx.db.selectFrom('claim_uploads').selectAll().where('public_id', '=', publicId).where('user_id', '=', info.userId).executeTakeFirst();
    if (draft) return toReceipt(draft);
    const doc = await ctx.db
      .selectFrom('claim_documents')
      .innerJoin('claims', 'claims.id', 'claim_documents.claim_id')
      .selectAll('claim_documents')
      .where('claim_documents.public_id', '=', publicId)
      .where('claims.user_id', '=', info.userId)
      .executeTakeFirst();
    return doc ? toReceipt(doc) : null;
  }

  /**
   * Last byte in: the one-shot upload's checks and storage under ids fixed by the upload id, then
   * the receipt into the sidecar and the partial file goes. Safe to run again after a crash at
   * any point: the row is found, or the same file is written again.
   */
  async function finish(user: UserRow, info: TusInfo): Promise<TusInfo> {
    const ids = documentIdsFor(info.id);
    let receipt = await existingReceipt(info, ids.publicId);
    if (!receipt) {
      const content = store.read(info.id);
      try {
        receipt = info.claimId
          ? await service.uploadToClaim(user, info.claimId, info.kind, info.name, content, ids)
          : await service.uploadToDraft(user, info.kind, info.name, content, ids);
      } catch (error) {
        // Refused content (type, size, count) cannot become valid by resending it.
        if (error instanceof ApiFailure) {
          await store.discard(info.id);
          throw error;
        }
        // Another replica finishing the same upload won the insert; anything else is retried later.
        receipt = await existingReceipt(info, ids.publicId);
        if (!receipt) throw error;
      }
    }
    const done = { ...info, receipt };
    await store.writeInfo(done);
    await store.discard(info.id, true);
    return done;
  }
}

