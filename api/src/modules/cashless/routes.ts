import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cashless } from '@sencare/shared/contracts';
import { CASHLESS_FILE_FIELDS, CASHLESS_MAX_FILE_BYTES, cashlessApplyFieldsSchema, toFieldErrors, type CashlessFileField } from '@sencare/shared/rules';
import { authOf, sessionGuard } from '../../http/auth';
import { contractRoute } from '../../http/contractRoute';
import { ApiFailure, CODE, fail } from '../../http/envelope';
import type { ObjectStorage } from '../../storage';
import type { ApiModule } from '../types';
import { ImageTooLargeError, removeImage, streamImage } from './files';
import { CashlessService, type UploadedImage } from './service';

const isFileField = (name: string): name is CashlessFileField => (CASHLESS_FILE_FIELDS as readonly string[]).includes(name);

const imageTooLarge = (field: string) => new ApiFailure(413, CODE.payloadTooLarge, 'validation.imageTooLarge', { max: '10 MB' }, { [field]: 'validation.imageTooLarge' });

const removeAll = (storage: ObjectStorage, images: UploadedImage[]) => Promise.all(images.map((i) => removeImage(storage, i.storedName)));

/**
 * Reads the multipart body as it arrives: text fields, and up to four photos streamed one by one
 * to storage (files.ts streamImage), never whole in memory. The first problem (an unknown or repeated
 * part, a photo over 10 MB) is remembered and the rest of the body drained without storing, so
 * the client gets its answer; on any problem every photo already written is removed.
 */
async function readApplication(request: FastifyRequest, storage: ObjectStorage): Promise<{ fields: Record<string, string>; images: UploadedImage[] }> {
  if (!request.isMultipart()) throw fail.field('_', 'validation.invalid');
  const fields: Record<string, string> = {};
  const images: UploadedImage[] = [];
  let failure: ApiFailure | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname in fields) failure ??= fail.field(part.fieldname, 'validation.invalid');
        else fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
        continue;
      }
      const field = part.fieldname;
      if (failure || !isFileField(field) || images.some((i) => i.field === field)) {
        failure ??= fail.field(field, 'validation.invalid');
        part.file.resume();
        continue;
      }
      try {
        images.push({ ...(await streamImage(storage, part.file, CASHLESS_MAX_FILE_BYTES)), field });
      } catch (error) {
        if (!(error instanceof ImageTooLargeError)) throw error;
        failure = imageTooLarge(field);
      }
    }
  } catch (error) {
    // Too many parts, a field over its size, a broken body: the client sent something we do not take.
    if (!failure) request.log.info({ err: { code: (error as { code?: string }).code } }, 'rejected cashless multipart');
    failure ??= fail.field('_', 'validation.invalid');
  }
  if (failure) {
    await removeAll(storage, images);
    throw failure;
  }
  return { fields, images };
}

/** Cashless service (activation) and the medical provider directory, for mfe-cashless. */
export const cashlessModule: ApiModule = {
  name: 'cashless',
  async register(parent, ctx) {
    // Own scope, like claims: this multipart parser and its limits serve only these routes.
    await parent.register(async (scope) => {
      const app = scope.withTypeProvider<ZodTypeProvider>();
      await app.register(fastifyMultipart, {
        limits: { fileSize: CASHLESS_MAX_FILE_BYTES, files: CASHLESS_FILE_FIELDS.length, fields: 10, fieldSize: 1024, parts: 14, headerPairs: 50 },
      });
      const service = new CashlessService(ctx);
      const onRequest = sessionGuard(ctx.sessions);
      const tags = ['cashless'];

      contractRoute(app, cashless.status, { onRequest, tags, handler: async (request) => service.status(authOf(request).user) });

      contractRoute(app, cashless.apply, {
        onRequest,
        tags,
        handler: async (request) => {
          const user = authOf(request).user;
          // Before reading the body: an active or pending customer's photos are never read.
          service.assertMayApply(user);
          const { fields, images } = await readApplication(request, ctx.storage);
          try {
            const parsed = cashlessApplyFieldsSchema.safeParse(fields);
            if (!parsed.success) throw new ApiFailure(400, CODE.validation, 'validation.invalid', null, toFieldErrors(parsed.error));
            return await service.apply(user, parsed.data, images);
          } catch (error) {
            await removeAll(ctx.storage, images);
            throw error;
          }
        },
      });

      contractRoute(app, cashless.providers, { onRequest, tags, handler: async (request) => service.search(request.query) });

      contractRoute(app, cashless.cities, { onRequest, tags, handler: async () => service.cities() });

      contractRoute(app, cashless.provider, {
        onRequest,
        tags,
        handler: async (request) => {
          const { lat, lng } = request.query;
          return service.provider(request.params.id, lat !== undefined && lng !== undefined ? { lat, lng } : null);
        },
      });
    });
  },
};
