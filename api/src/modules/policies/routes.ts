import { policies } from '@sencare/shared/contracts';
import { authOf, sessionGuard } from '../../http/auth';
import { contractRoute } from '../../http/contractRoute';
import { errorEnvelope } from '../../http/envelope';
import type { ApiModule } from '../types';
import { PoliciesService } from './service';

/** Policies and e-cards (mfe-policies), declared in @sencare/shared/contracts (policies.ts). Every route is the signed-in user's own data only. */
export const policiesModule: ApiModule = {
  name: 'policies',
  register(app, ctx) {
    const service = new PoliciesService(ctx);
    const onRequest = sessionGuard(ctx.sessions);
    const tags = ['policies'];
    const errors = { 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope };

    contractRoute(app, policies.list, { onRequest, tags, errors, handler: async (request) => service.list(authOf(request).user.id, request.query.status) });
    contractRoute(app, policies.detail, { onRequest, tags, errors, handler: async (request) => service.detail(authOf(request).user.id, request.params.policyNo) });
    contractRoute(app, policies.ecards, { onRequest, tags, errors, handler: async (request) => service.ecards(authOf(request).user.id, request.query.status) });
  },
};
