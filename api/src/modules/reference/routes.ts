import { z } from 'zod';
import { envelopeOf, ok } from '../../http/envelope';
import type { ApiModule } from '../types';
import { ReferenceRepository } from './repository';

const text = z.object({ en: z.string(), vi: z.string() });

/**
 * Reference data (banks, provinces, FAQ). Public: it is the same for everyone and holds nothing
 * personal; caches may keep it for an hour.
 */
export const referenceModule: ApiModule = {
  name: 'reference',
  register(app, ctx) {
    const repo = new ReferenceRepository(ctx.db);
    const tags = ['reference'];
    const cache = { 'cache-control': 'public, max-age=3600' };

    app.get('/reference/banks', {
      schema: { tags, summary: 'Vietnamese banks for the payee form', response: { 200: envelopeOf(z.array(z.object({ code: z.string(), shortName: z.string(), fullName: z.string() }))) } },
      handler: async (_request, reply) => {
        reply.headers(cache);
        return ok(await repo.banks());
      },
    });

    app.get('/reference/provinces', {
      schema: { tags, summary: "Vietnam's 34 provinces and centrally-run cities (since 2025-07-01)", response: { 200: envelopeOf(z.array(z.object({ code: z.string(), name: text }))) } },
      handler: async (_request, reply) => {
        reply.headers(cache);
        return ok(await repo.provinces());
      },
    });

    app.get('/faq', {
      schema: { tags, summary: 'The 11 FAQ entries in English and Vietnamese', response: { 200: envelopeOf(z.array(z.object({ id: z.number(), question: text, answer: text }))) } },
      handler: async (_request, reply) => {
        reply.headers(cache);
        return ok(await repo.faq());
      },
    });
  },
};
