import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { ResolvedSession, SessionStore } from '../modules/auth/sessions';
import { fail } from './envelope';
import { roleForbidden, rolesFor } from './roles';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the session guard on private routes. */
    auth: ResolvedSession | null;
  }
}

/** The session token travels in the `token` header (spec §6, §7), not Authorization. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers.token;
  return typeof value === 'string' ? value : undefined;
}

/**
 * onRequest guard: missing, unknown, expired or logged-out token → -93 / HTTP 401 before anything
 * else runs; a role the route is not for (roles.ts) → -403 / HTTP 403.
 */
export function sessionGuard(sessions: SessionStore): onRequestAsyncHookHandler {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const session = await sessions.resolve(tokenOf(request));
    if (!session) throw fail.session();
    if (!rolesFor(request.routeOptions.url ?? request.url).includes(session.user.role)) throw roleForbidden();
    request.auth = session;
  };
}

/** The session of a guarded route (the guard has run, so it is there). */
export function authOf(request: FastifyRequest): ResolvedSession {
  if (!request.auth) throw fail.session();
  return request.auth;
}
