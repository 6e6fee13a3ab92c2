import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiFailure, CODE, type Envelope } from './envelope';
import { RequestValidationError } from './validation';

function answer(reply: FastifyReply, status: number, body: Envelope): FastifyReply {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/**
 * One place that turns every failure into the envelope. Bad input is always 4xx; anything
 * unexpected is logged with the request id and answered with a generic 500 that leaks nothing.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiFailure | RequestValidationError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiFailure) return answer(reply, error.httpStatus, error.toEnvelope());
    if (error instanceof RequestValidationError) {
      return answer(reply, 400, { code: CODE.validation, msg: 'validation.invalid', data: null, errors: error.fieldErrors });
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
