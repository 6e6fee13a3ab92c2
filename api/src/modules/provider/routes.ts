import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { providerDoctors, providerGopVerification, providerGops } from '@sencare/shared/contracts';
import { authOf, sessionGuard } from '../../http/auth';
import { contractRoute } from '../../http/contractRoute';
import { GopVerifier, registerStaffGopRoutes } from '../gop';
import type { ApiModule } from '../types';
import { ProviderDoctors, providerScopeOf } from './doctors/doctors';
import { PatientLookups } from './lookups';

/**
 * The provider portal's API (docs/portals.md "Provider"): staff of one medical provider look up a
 * patient by e-card number, follow their GOP requests and keep the hospital's doctors. Only provider
 * staff pass the role guard (src/http/roles.ts); every request is scoped to the user's provider
 * (gop/service.ts visible, doctors/doctors.ts providerScopeOf).
 */
export const providerModule: ApiModule = {
  name: 'provider',
  async register(parent, ctx) {
    // Own scope: the multipart parser of the document upload stays here.
    await parent.register(async (scope) => {
      const app = scope.withTypeProvider<ZodTypeProvider>();
      const onRequest = sessionGuard(ctx.sessions);
      const tags = ['provider'];
      const service = await registerStaffGopRoutes(app, ctx, 'provider');
      const lookups = new PatientLookups(ctx, service);
      const doctors = new ProviderDoctors(ctx.db);
      const verifier = new GopVerifier(ctx);

      contractRoute(app, providerGops.lookup, { onRequest, tags, handler: async (request, reply) => lookups.lookUp(request, reply, authOf(request).user, request.query) });
      contractRoute(app, providerGops.create, { onRequest, tags, handler: async (request, reply) => lookups.requestGop(request, reply, authOf(request).user as Parameters<typeof service.create>[0], request.body) });
      contractRoute(app, providerGopVerification.verify, { onRequest, tags, handler: async (request, reply) => verifier.verify(request, reply, authOf(request).user, request.query.code) });
      contractRoute(app, providerDoctors.list, { onRequest, tags, handler: async (request) => doctors.list(providerScopeOf(authOf(request).user), request.query) });
      contractRoute(app, providerDoctors.create, {
        onRequest,
        tags,
        handler: async (request, reply) => {
          const doctor = await doctors.create(providerScopeOf(authOf(request).user), request.body);
          reply.status(201);
          return doctor;
        },
      });
      contractRoute(app, providerDoctors.edit, { onRequest, tags, handler: async (request) => doctors.edit(providerScopeOf(authOf(request).user), request.params.id, request.body) });
    });
  },
};
