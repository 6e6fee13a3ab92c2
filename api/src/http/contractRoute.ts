import type { FastifyReply, FastifyRequest, onRequestHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyRouteSchemaDef, FastifyValidationResult } from 'fastify/types/schema';
import type { z } from 'zod';
import type { Endpoint, ParsedBody, ParsedParams, ParsedQuery } from '@sencare/shared/contracts';
import type { Api } from '../modules/types';
import { envelopeOf, ok } from './envelope';

/** The request a handler of `E` gets: params, query string and body as its schemas parsed them. */
export type ContractRequest<E extends Endpoint> = FastifyRequest<{ Params: ParsedParams<E>; Querystring: ParsedQuery<E>; Body: ParsedBody<E> }>;

export interface ContractRouteOptions<E extends Endpoint> {
  /** The session guard; omitted only on public routes (src/http/every-private-route.test.ts lists them). */
  onRequest?: onRequestHookHandler | onRequestHookHandler[];
  /** Runs after the body is parsed: the rate limits keyed by a field of it (src/http/rateLimit.ts guards). */
  preHandler?: preHandlerAsyncHookHandler;
  tags: string[];
  /** The envelope's `msg` on success when it is not 'ok' (a translation key the app shows, e.g. 'auth.codeSent'). */
  message?: string;
  /** Schemas of error answers to document and serialize (e.g. `{ 404: errorEnvelope }`). */
  errors?: Record<number, z.ZodType>;
  /** A body limit other than the server's (the behaviour log's batches). */
  bodyLimit?: number;
  /** A validator other than src/http/validation.ts's (the behaviour log judges a body by its shape). */
  validatorCompiler?: <S>(route: FastifyRouteSchemaDef<S>) => FastifyValidationResult;
  /**
   * Answers what `data` holds; the route wraps it in `{ code: 0, msg: 'ok', data }`. A handler may
   * set the status first (`reply.status(201)`); errors are thrown as ApiFailure as anywhere else.
   */
  handler: (request: ContractRequest<E>, reply: FastifyReply) => Promise<z.input<E['response']>>;
}

/**
 * Registers one route from its declaration in @sencare/shared/contracts: method, path and the
 * request schemas (validated as every route's are, src/http/validation.ts), and the answer's
 * schema, which serializes every success (2xx) answer, so a field the declaration does not name
 * never leaves the API and a missing one fails the answer instead of reaching the app. OpenAPI
 * (src/http/api-docs.ts) documents it. src/http/response-schemas.test.ts fails for a JSON route
 * registered without an answer schema.
 */
export function contractRoute<E extends Endpoint>(app: Api, declaration: E, options: ContractRouteOptions<E>): void {
  const data = envelopeOf(declaration.response);
  app.route({
    method: declaration.method,
    url: declaration.path,
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.validatorCompiler ? { validatorCompiler: options.validatorCompiler } : {}),
    schema: {
      tags: options.tags,
      summary: declaration.summary,
      ...(declaration.description ? { description: declaration.description } : {}),
      ...(declaration.params ? { params: declaration.params } : {}),
      ...(declaration.querystring ? { querystring: declaration.querystring } : {}),
      ...(declaration.body ? { body: declaration.body } : {}),
      response: { ...options.errors, ...Object.fromEntries((declaration.statuses ?? [200]).map((status) => [status, data])) },
    },
    handler: async (request, reply) => ok(await options.handler(request as unknown as ContractRequest<E>, reply), options.message),
  });
}
