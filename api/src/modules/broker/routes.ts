import type { FastifyRequest } from 'fastify';
import { brokerPortal } from '@sencare/shared/contracts';
import { authOf, sessionGuard } from '../../http/auth';
import { contractRoute } from '../../http/contractRoute';
import type { ApiModule } from '../types';
import { brokerProfile, createAgency, editAgency, listAgencies } from './agencies';
import { createAgent, editAgent, listAgents } from './agents';
import { findClient, listClients, renewals } from './clients';
import { inviteHrAdmin } from './hrAdmin';
import { brokerScopeOf } from './scope';

/**
 * The broker portal's API (docs/portals.md "Brokers"): only `broker` users pass the role guard
 * (src/http/roles.ts); every query is scoped to the user's broker company (scope.ts), and every
 * write needs a company-level user. Of the clients' claims only totals are read (clients.ts).
 */
export const brokerModule: ApiModule = {
  name: 'broker',
  register(app, ctx) {
    const onRequest = sessionGuard(ctx.sessions);
    const tags = ['broker'];
    const scope = (request: FastifyRequest) => brokerScopeOf(authOf(request).user);
    contractRoute(app, brokerPortal.profile, { onRequest, tags, handler: async (request) => brokerProfile(ctx.db, scope(request)) });
    contractRoute(app, brokerPortal.agencies, { onRequest, tags, handler: async (request) => listAgencies(ctx.db, scope(request)) });
    contractRoute(app, brokerPortal.createAgency, {
      onRequest,
      tags,
      handler: async (request, reply) => {
        const agency = await createAgency(ctx.db, scope(request), request.body);
        reply.status(201);
        return agency;
      },
    });
    contractRoute(app, brokerPortal.editAgency, { onRequest, tags, handler: async (request) => editAgency(ctx.db, scope(request), request.params.id, request.body) });
    contractRoute(app, brokerPortal.agents, { onRequest, tags, handler: async (request) => listAgents(ctx.db, scope(request), request.query.agency) });
    contractRoute(app, brokerPortal.createAgent, {
      onRequest,
      tags,
      handler: async (request, reply) => {
        const { agent, invitation } = await createAgent(ctx.db, scope(request), request.body);
        await ctx.mailer.send(invitation);
        reply.status(201);
        return agent;
      },
    });
    contractRoute(app, brokerPortal.editAgent, { onRequest, tags, handler: async (request) => editAgent(ctx.db, scope(request), request.params.id, request.body, (userId) => ctx.sessions.revokeAllFor(userId)) });
    contractRoute(app, brokerPortal.clients, { onRequest, tags, handler: async (request) => listClients(ctx.db, scope(request)) });
    contractRoute(app, brokerPortal.client, { onRequest, tags, handler: async (request) => findClient(ctx.db, scope(request), request.params.id) });
    contractRoute(app, brokerPortal.renewals, { onRequest, tags, handler: async (request) => renewals(ctx.db, scope(request), request.query.days) });
    contractRoute(app, brokerPortal.inviteHrAdmin, {
      onRequest,
      tags,
      handler: async (request, reply) => {
        const { admin, invitation } = await inviteHrAdmin(ctx.db, scope(request), request.params.id, request.body);
        await ctx.mailer.send(invitation);
        reply.status(201);
        return admin;
      },
    });
  },
};
