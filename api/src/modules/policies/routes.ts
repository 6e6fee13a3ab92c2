import { authOf, sessionGuard } from '../../http/auth';
import { errorEnvelope, ok } from '../../http/envelope';
import type { ApiModule } from '../types';
import { ecardListResponse, ecardsQuerySchema, policiesQuerySchema, policyDetailResponse, policyListResponse, policyParamsSchema } from './schemas';
import { PoliciesService } from './service';

/** Policies and e-cards (mfe-policies). Every route is the signed-in user's own data only. */
export const policiesModule: ApiModule = {
  name: 'policies',
  register(app, ctx) {
    const service = new PoliciesService(ctx);
    const onRequest = sessionGuard(ctx.sessions);
    const tags = ['policies'];
    const errors = { 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope };

    app.get('/policies', {
      onRequest,
      schema: { tags, summary: 'Policies the user holds or is insured under (effective first)', querystring: policiesQuerySchema, response: { 200: policyListResponse, ...errors } },
      handler: async (request) => ok(await service.list(authOf(request).user.id, request.query.status)),
    });

    app.get('/policies/:policyNo', {
      onRequest,
      schema: { tags, summary: 'One policy with benefits (limit / used / remaining) and members; 404 when not visible', params: policyParamsSchema, response: { 200: policyDetailResponse, ...errors } },
      handler: async (request) => ok(await service.detail(authOf(request).user.id, request.params.policyNo)),
    });

    app.get('/ecards', {
      onRequest,
      schema: { tags, summary: "E-cards of the user and their dependants, by tab (effective | invalid)", querystring: ecardsQuerySchema, response: { 200: ecardListResponse, ...errors } },
      handler: async (request) => ok(await service.ecards(authOf(request).user.id, request.query.status)),
    });
  },
};
