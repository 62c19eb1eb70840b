import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from './HttpError';

const STATUS_CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/**
 * Every error leaves as `{ error: { code, message, details? } }` with its status. Unexpected errors are
 * logged with their stack and answered with a generic 500: never a stack trace to the client.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.status).send({
        error: {
          code: error.code,
          message: error.message,
          ...(error.details ? { details: error.details } : {}),
        },
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ error: { code: 'server_error', message: 'Internal server error' } });
    }
    let message = error.message;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') message = 'The request body is too large';
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') message = 'Unsupported content type';
    if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') message = 'The JSON body is empty';
    if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY')
      message = 'The body is not valid JSON';
    return reply.status(status).send({ error: { code: STATUS_CODES[status] ?? 'bad_request', message } });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      error: { code: 'not_found', message: `No route ${request.method} ${request.url.split('?')[0]}` },
    });
  });
}
