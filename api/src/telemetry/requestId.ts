import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';

/**
 * nginx's $request_id is 32 hex digits (deploy/nginx/gateway.conf sets X-Request-Id on every proxied
 * request); another gateway may send a UUID. Anything else (too long, spaces, control characters)
 * is not written into a log line: a fresh id is made instead.
 */
const REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{7,63}$/;

/** Fastify's genReqId: the gateway's id when it is one, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && REQUEST_ID.test(sent) ? sent : randomUUID();
}

/** Every answer says its id, so a person's report ("request … failed") finds the gateway's and the API's lines. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
}
