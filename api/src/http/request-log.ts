import type { FastifyInstance } from 'fastify';

/**
 * Fastify's request line (at info) as the method and the path only: its default also writes the
 * caller's address and the query string, and both are personal data here (a desk's card number and
 * date of birth, a compliance search by customer; the address is kept in the access log only:
 * docs/privacy.md "Access log").
 */
export const requestLogSerializers = {
  req: (request: { method: string; url: string }) => ({ method: request.method, url: request.url.split('?')[0] }),
};

/**
 * Fastify writes two info lines per request ('incoming request', 'request completed'): 5–12 % of
 * the CPU of a request under load. Production defaults to LOG_LEVEL=warn
 * (src/config.ts), which drops them; a server error must still be seen, so every 5xx answer gets
 * one error line here, also one a route sends without throwing (the error handler logs thrown
 * errors with their stack, src/http/errors.ts). Route pattern, not URL: no ids or query values.
 */
export function logServerErrors(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    if (reply.statusCode >= 500) {
      request.log.error({ method: request.method, route: request.routeOptions.url ?? null, statusCode: reply.statusCode, responseTime: Math.round(reply.elapsedTime) }, 'server error answered');
    }
    done();
  });
}
