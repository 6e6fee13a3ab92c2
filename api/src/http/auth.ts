import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { ResolvedSession, SessionStore } from '../modules/auth';
import { fail } from './envelope';
import { allowedBeforePin, pinRequired, roleForbidden, rolesFor } from './roles';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the session guard on private routes. */
    auth: ResolvedSession | null;
  }
}

/** The session token travels in the `token` header (docs/requirements.md §6, §7), not Authorization. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers.token;
  return typeof value === 'string' ? value : undefined;
}

/**
 * onRequest guard: missing, unknown, expired or logged-out token → -93 / HTTP 401 before anything
 * else runs; a role the route is not for (roles.ts) → -403 / HTTP 403; a user without a PIN on a
 * route the app only opens after one is set (roles.ts allowedBeforePin) → -94 / HTTP 403.
 */
export function sessionGuard(sessions: SessionStore): onRequestAsyncHookHandler {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const session = await sessions.resolve(tokenOf(request));
    if (!session) throw fail.session();
    const route = request.routeOptions.url ?? request.url;
    if (!rolesFor(route).includes(session.user.role)) throw roleForbidden();
    if (session.user.pin_hash === null && !allowedBeforePin(route)) throw pinRequired();
    request.auth = session;
  };
}

/** The session of a guarded route (the guard has run, so it is there). */
export function authOf(request: FastifyRequest): ResolvedSession {
  if (!request.auth) throw fail.session();
  return request.auth;
}
