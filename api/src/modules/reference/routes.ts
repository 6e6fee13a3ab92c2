import { reference } from '@sencare/shared/contracts';
import { contractRoute } from '../../http/contractRoute';
import type { ApiModule } from '../types';
import { ReferenceRepository } from './repository';

/**
 * Reference data (banks, provinces, FAQ), declared in @sencare/shared/contracts (customer.ts).
 * Public: it is the same for everyone and holds nothing personal; caches may keep it for an hour.
 */
export const referenceModule: ApiModule = {
  name: 'reference',
  register(app, ctx) {
    const repo = new ReferenceRepository(ctx.db);
    const tags = ['reference'];
    const cache = { 'cache-control': 'public, max-age=3600' };

    contractRoute(app, reference.banks, {
      tags,
      handler: async (_request, reply) => {
        reply.headers(cache);
        return repo.banks();
      },
    });
    contractRoute(app, reference.provinces, {
      tags,
      handler: async (_request, reply) => {
        reply.headers(cache);
        return repo.provinces();
      },
    });
    contractRoute(app, reference.faq, {
      tags,
      handler: async (_request, reply) => {
        reply.headers(cache);
        return repo.faq();
      },
    });
  },
};
