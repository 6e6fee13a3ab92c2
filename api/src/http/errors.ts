import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RedisUnavailable } from '../redis/errors';
import { ApiFailure, CODE, type Envelope } from './envelope';
import { RequestValidationError } from './validation';

function answer(reply: FastifyReply, status: number, body: Envelope): FastifyReply {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** Seconds a client should wait before retrying while the database is away (Retry-After). */
export const RETRY_AFTER_SECONDS = 5;

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** pg's own messages for a connection that broke or never came (node_modules/pg/lib/client.js, pg-pool). */
const LOST_CONNECTION = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;

/**
 * The database is away, not the request wrong: PostgreSQL's admin shutdown / crash shutdown /
 * cannot connect now (57P01–57P03) and connection exceptions (class 08), a refused or reset
 * socket, pg's "Connection terminated…" and the pool's connect timeout, SQLite busy past its
 * busy_timeout. Looks into AggregateError (Node tries every address of a host name) and `cause`.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const { code, message, errors, cause } = error as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };
  if (typeof code === 'string' && (/^57P0[123]$/.test(code) || /^08[0-9A-Z]{3}$/.test(code) || NETWORK_CODES.has(code) || code === 'SQLITE_BUSY')) return true;
  if (typeof message === 'string' && LOST_CONNECTION.test(message)) return true;
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

function unavailable(reply: FastifyReply): FastifyReply {
  reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  return answer(reply, 503, { code: CODE.unavailable, msg: 'error.serviceUnavailable', data: null });
}

/**
 * Failures Fastify meets before any route runs (frameworkErrors in app.ts): a path parameter
 * over routerOptions.maxParamLength and a URL that is not valid percent-encoding. Without this
 * Fastify answers them in its own JSON shape, not the envelope.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return answer(reply, 414, { code: 414, msg: 'validation.tooLong', data: null });
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return answer(reply, 400, { code: CODE.validation, msg: 'validation.invalid', data: null });
  return answer(reply, 500, { code: CODE.system, msg: 'error.system', data: null });
}

/** The envelope for what Node's HTTP parser refuses (clientError), by the parser's error code. */
function clientErrorEnvelope(code: string | undefined): [status: number, reason: string, body: Envelope] {
  if (code === 'HPE_HEADER_OVERFLOW') return [431, 'Request Header Fields Too Large', { code: 431, msg: 'validation.tooLong', data: null }];
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'Request Timeout', { code: 408, msg: 'error.timeout', data: null }];
  return [400, 'Bad Request', { code: CODE.validation, msg: 'validation.invalid', data: null }];
}

/**
 * Fastify's clientErrorHandler (app.ts): a request Node's parser refuses before Fastify sees it
 * (headers over 16 KB, a broken request line, a header timeout). Fastify's default writes its own
 * JSON ({"error":…,"statusCode":431}); a client reads only the envelope.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has no one to answer (Node's own handler does the same).
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, envelope] = clientErrorEnvelope(error.code);
  const body = JSON.stringify(envelope);
  if (socket.writable) {
    const head = [`HTTP/1.1 ${status} ${reason}`, 'Content-Type: application/json; charset=utf-8', `Content-Length: ${Buffer.byteLength(body)}`, 'Cache-Control: no-store', 'X-Content-Type-Options: nosniff', 'Connection: close'];
    socket.write(`${head.join('\r\n')}\r\n\r\n${body}`);
  }
  socket.destroy(error);
}

/**
 * One place that turns every failure into the envelope. Bad input is always 4xx; the database
 * or Redis (src/redis/errors.ts) being away is 503 with Retry-After; anything else unexpected is
 * logged with the request id and answered with a generic 500 that leaks nothing.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiFailure | RequestValidationError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiFailure) return answer(reply, error.httpStatus, error.toEnvelope());
    if (error instanceof RequestValidationError) {
      return answer(reply, 400, { code: CODE.validation, msg: 'validation.invalid', data: null, errors: error.fieldErrors });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: { code: (error as { code?: string }).code, message: error.message }, reqId: request.id }, 'database unavailable');
      return unavailable(reply);
    }
    if (error instanceof RedisUnavailable) {
      request.log.warn({ err: { message: error.message }, reqId: request.id }, 'Redis unavailable');
      return unavailable(reply);
    }
    const status = (error as FastifyError).statusCode ?? 500;
    const fastifyCode = (error as FastifyError).code;
    if (status === 429) return answer(reply, 429, { code: CODE.tooManyRequests, msg: 'error.tooManyRequests', data: null });
    if (status === 413 || fastifyCode === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return answer(reply, 413, { code: CODE.payloadTooLarge, msg: 'validation.tooLong', data: null });
    }
    if (status === 404) return answer(reply, 404, { code: CODE.notFound, msg: 'error.notFound', data: null });
    if (status >= 400 && status < 500) {
      request.log.info({ err: { code: fastifyCode, message: error.message } }, 'rejected request');
      return answer(reply, status, { code: status === 400 ? CODE.validation : status, msg: 'validation.invalid', data: null });
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return answer(reply, 500, { code: CODE.system, msg: 'error.system', data: null });
  });

  app.setNotFoundHandler((request, reply) => answer(reply, 404, { code: CODE.notFound, msg: 'error.notFound', data: null }));
}
