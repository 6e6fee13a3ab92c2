import type { FastifyInstance } from 'fastify';

/** Answers to a signed-in request: profiles, claims, medical documents. */
export const PRIVATE_NO_STORE = 'private, no-store';
/** Default of every other /api answer (login answers carry a token; errors are not worth keeping). */
export const NO_STORE = 'no-store';

/**
 * Cache policy of /api (api/README.md "Security notes"). An answer to a request that passed the
 * session guard (src/http/auth.ts) is `private, no-store` whatever the route set, so a medical
 * document under /api/claims/files never sits in a shared or browser cache. Other /api answers are
 * `no-store` unless the route chose otherwise (public reference data is cacheable for an hour).
 * The gateway's static files keep their own policy (src/gateway.ts).
 */
export function registerApiCachePolicy(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/')) {
      if (request.auth) reply.header('cache-control', PRIVATE_NO_STORE);
      else if (!reply.hasHeader('cache-control')) reply.header('cache-control', NO_STORE);
    }
    done(null, payload);
  });
}
