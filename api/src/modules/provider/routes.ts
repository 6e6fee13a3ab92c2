import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { gopCreateSchema, patientLookupQuerySchema } from '@sencare/shared/rules';
import { authOf, sessionGuard } from '../../http/auth';
import { ok } from '../../http/envelope';
import { registerStaffGopRoutes } from '../gop/routes';
import type { ApiModule } from '../types';
import { PatientLookups } from './lookups';

/**
 * The provider portal's API (docs/portals.md "Provider"): staff of one medical provider look up a
 * patient by e-card number and follow their GOP requests. Only provider staff pass the role guard
 * (src/http/roles.ts); every request is scoped to the user's provider (gop/service.ts visible).
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

      app.get('/provider/patients/lookup', {
        onRequest,
        schema: {
          tags,
          summary: 'A patient by e-card number and date of birth: card, policy, cashless status and the benefits remaining',
          description:
            'Unknown card or wrong date of birth → HTTP 404, code -404, gop.errors.patientNotFound (one answer for both). Over PATIENT_LOOKUPS_PER_STAFF / PATIENT_LOOKUPS_PER_PROVIDER per window → 429. Every lookup is recorded in patient_lookups.',
          querystring: patientLookupQuerySchema,
        },
        handler: async (request, reply) => ok(await lookups.lookUp(request, reply, authOf(request).user, request.query)),
      });
      app.post('/provider/gops', {
        onRequest,
        schema: {
          tags,
          summary: 'Request a guarantee of payment for an admitted patient → the GOP (pending)',
          description:
            'The card and the patient\'s date of birth (dob), as for the lookup: unknown card or wrong date of birth → HTTP 404, code -404, gop.errors.patientNotFound (one answer for both, before anything about cashless); counts against the lookup quotas (429) and is recorded in patient_lookups (kind gop). Then cashless not active or the card not in force → 409 gop.errors.noCashless; unknown benefit → 400 gop.errors.benefitNotFound.',
          body: gopCreateSchema,
        },
        handler: async (request, reply) => ok(await lookups.requestGop(request, reply, authOf(request).user as Parameters<typeof service.create>[0], request.body)),
      });
    });
  },
};
