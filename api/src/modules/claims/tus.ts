import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DOCUMENT_KINDS, LIMITS, type ClaimDocumentReceipt } from '@sencare/shared/rules';
import type { AppContext } from '../../context';
import { authOf, sessionGuard } from '../../http/auth';
import { ApiFailure, CODE, fail, ok } from '../../http/envelope';
import { nowIso } from '../../lib/time';
import type { UserRow } from '../auth/sessions';
import { maxBytesFor, sniffMime, uploadDir } from './files';
import { ClaimsService } from './service';

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
 */
export const TUS_VERSION = '1.0.0';
export const TUS_ROUTE = '/claims/uploads/tus';
/** Where the browser resumes; absolute so it does not depend on the client's base URL handling. */
export const TUS_LOCATION = `/api${TUS_ROUTE}`;
const OFFSET_TYPE = 'application/offset+octet-stream';
const ID = /^[A-Za-z0-9_-]{24}$/;
/** Open (unfinished) uploads per user: the per-claim image cap, so disk use stays bounded. */
export const MAX_OPEN_UPLOADS = LIMITS.maxImagesPerClaim;
/** Unfinished uploads older than this are swept when a new one is created. */
const STALE_MS = 7 * 24 * 3600_000;

export interface TusInfo {
  id: string;
  userId: number;
  length: number;
  name: string;
  kind: string;
  claimId: string | null;
  createdAt: string;
  receipt: ClaimDocumentReceipt | null;
}

const tusDir = () => path.join(uploadDir(), 'tus');
const dataPath = (id: string) => path.join(tusDir(), id);
const infoPath = (id: string) => path.join(tusDir(), `${id}.json`);

async function readInfo(id: string): Promise<TusInfo | null> {
  if (!ID.test(id)) return null;
  try {
    return JSON.parse(await fs.readFile(infoPath(id), 'utf8')) as TusInfo;
  } catch {
    return null;
  }
}

const writeInfo = (info: TusInfo) => fs.writeFile(infoPath(info.id), JSON.stringify(info), { mode: 0o600 });

async function sizeOf(id: string): Promise<number> {
  try {
    return (await fs.stat(dataPath(id))).size;
  } catch {
    return 0;
  }
}

async function discard(id: string, keepInfo = false): Promise<void> {
  await fs.rm(dataPath(id), { force: true });
  if (!keepInfo) await fs.rm(infoPath(id), { force: true });
}

async function allInfos(): Promise<TusInfo[]> {
  let names: string[];
  try {
    names = await fs.readdir(tusDir());
  } catch {
    return [];
  }
  const infos = await Promise.all(names.filter((n) => n.endsWith('.json')).map((n) => readInfo(n.slice(0, -5))));
  return infos.filter((i): i is TusInfo => i !== null);
}

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
  const onRequest = sessionGuard(ctx.sessions);
  const tags = ['claims'];
  /** One PATCH at a time per upload (this process); a second one gets 423, which tus clients retry. */
  const busy = new Set<string>();

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
    const info = await readInfo(id);
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

      await fs.mkdir(tusDir(), { recursive: true, mode: 0o700 });
      const infos = await allInfos();
      const now = Date.now();
      await Promise.all(infos.filter((i) => now - Date.parse(i.createdAt) > STALE_MS).map((i) => discard(i.id)));
      const open = infos.filter((i) => i.userId === user.id && !i.receipt && now - Date.parse(i.createdAt) <= STALE_MS);
      if (open.length >= MAX_OPEN_UPLOADS) throw refuse(409, 'error.maxImages');

      const id = randomBytes(18).toString('base64url');
      await fs.writeFile(dataPath(id), Buffer.alloc(0), { flag: 'wx', mode: 0o600 });
      const name = (meta.filename || 'file').slice(0, 200);
      await writeInfo({ id, userId: user.id, length, name, kind, claimId, createdAt: nowIso(), receipt: null });
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
      const info = await mine(request, (request.params as { id: string }).id);
      const offset = info.receipt ? info.length : await sizeOf(info.id);
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
      if (info.receipt) throw refuse(409, 'validation.invalid');
      if (busy.has(info.id)) throw refuse(423, 'error.tooManyRequests');
      busy.add(info.id);
      try {
        const current = await sizeOf(info.id);
        if (offset !== current) throw refuse(409, 'validation.invalid', { offset: current });
        const written = await appendBody(request, info, current);
        const head = written >= 16 || written === info.length ? await readHead(info.id) : null;
        if (head) {
          const mime = sniffMime(head);
          if (!mime) {
            await discard(info.id);
            throw refuse(415, 'claims.fileType');
          }
          const max = maxBytesFor(mime);
          if (info.length > max) {
            await discard(info.id);
            throw refuse(413, 'claims.fileTooLarge', { max: `${max / 1024 / 1024} MB` });
          }
        }
        if (written < info.length) {
          reply.code(204).header('Upload-Offset', String(written)).send();
          return;
        }
        await complete(user, info);
        reply.code(204).header('Upload-Offset', String(written)).send();
      } finally {
        busy.delete(info.id);
      }
    },
  });

  app.delete(`${TUS_ROUTE}/:id`, {
    onRequest,
    schema: { tags, summary: 'tus: abandon my upload (a finished one stays a document; remove it with its own route)' },
    handler: async (request, reply) => {
      checkVersion(request);
      const info = await mine(request, (request.params as { id: string }).id);
      if (busy.has(info.id)) throw refuse(423, 'error.tooManyRequests');
      await discard(info.id);
      reply.code(204).send();
    },
  });

  app.get('/claims/uploads/:id', {
    onRequest,
    schema: { tags, summary: 'State of my resumable upload: offset, length and, once finished, the receipt' },
    handler: async (request) => {
      const info = await mine(request, (request.params as { id: string }).id);
      return ok({ id: info.id, offset: info.receipt ? info.length : await sizeOf(info.id), length: info.length, receipt: info.receipt });
    },
  });

  /** Streams the body to the end of the partial file, chunk by chunk, never past Upload-Length. */
  async function appendBody(request: FastifyRequest, info: TusInfo, start: number): Promise<number> {
    const file = await fs.open(dataPath(info.id), 'a');
    let size = start;
    try {
      for await (const chunk of request.raw as AsyncIterable<Buffer>) {
        if (size + chunk.length > info.length) throw refuse(413, 'claims.fileTooLarge', { max: `${LIMITS.maxDocumentBytes / 1024 / 1024} MB` });
        await file.write(chunk);
        size += chunk.length;
      }
    } catch (error) {
      // A dropped connection ends here: what was written stays, HEAD reports it.
      if (error instanceof ApiFailure) throw error;
      request.log.info({ upload: info.id, size }, 'tus: request ended early');
    } finally {
      await file.close();
    }
    return size;
  }

  async function readHead(id: string): Promise<Buffer> {
    const file = await fs.open(dataPath(id), 'r');
    try {
      const buf = Buffer.alloc(16);
      const { bytesRead } = await file.read(buf, 0, 16, 0);
      return buf.subarray(0, bytesRead);
    } finally {
      await file.close();
    }
  }

  /** Last byte in: the one-shot upload's checks and storage, then the partial file goes. */
  async function complete(user: UserRow, info: TusInfo): Promise<void> {
    const content = await fs.readFile(dataPath(info.id));
    try {
      const receipt = info.claimId
        ? await service.uploadToClaim(user, info.claimId, info.kind, info.name, content)
        : await service.uploadToDraft(user, info.kind, info.name, content);
      await writeInfo({ ...info, receipt });
      await discard(info.id, true);
    } catch (error) {
      // Refused content (type, size, count) cannot become valid by resending it.
      await discard(info.id);
      throw error;
    }
  }
}

