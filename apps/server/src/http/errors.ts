import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './HttpError';
import { sqlStateOf } from './serializeError';

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
 * The last net under the routes' validation: a value the database refuses (SQLSTATE class 22, data
 * exceptions such as 22003 out of range, 22P02 bad syntax, 22021/22P05 bad characters, 22007/22008 bad
 * dates; 54000 too large for an index) is the request's fault, a 400, never a 500.
 */
function refusedValue(error: unknown): HttpError | undefined {
  const state = sqlStateOf(error);
  if (!state) return undefined;
  if (state.startsWith('22'))
    return new HttpError(400, 'invalid_value', `A value in the request does not fit its field (${state})`);
  if (state === '54000') return new HttpError(400, 'invalid_value', 'A value in the request is too large');
  return undefined;
}

/** What an error says: a stable code, a readable message and, for a 400, which field and why. */
export interface ErrorBody {
  code: string;
  message: string;
  details?: unknown;
}

/**
 * Whether a request is on Traccar's API (`/api` and everything under `/api/`), whose clients show an
 * error's body as it comes: Traccar answers errors as plain text. Our own `/api2`, `/v1` and the other
 * paths answer JSON (docs/decisions/traccar-error-bodies.md). Decided on the path the client sent, so a
 * path no route matches gets the same shape as its neighbours.
 */
export function isTraccarApiRequest(request: FastifyRequest): boolean {
  const path = request.url.split('?', 1)[0] ?? '';
  return path === '/api' || path.startsWith('/api/');
}

/**
 * Sends an error in the shape the request's API uses: the message as `text/plain` on Traccar's API,
 * `{ error: { code, message, details? } }` everywhere else.
 */
export function sendError(request: FastifyRequest, reply: FastifyReply, status: number, body: ErrorBody) {
  if (isTraccarApiRequest(request)) {
    return reply.status(status).type('text/plain; charset=utf-8').send(body.message);
  }
  return reply.status(status).send({
    error: { code: body.code, message: body.message, ...(body.details ? { details: body.details } : {}) },
  });
}

/**
 * Every error leaves with its status: as plain text on Traccar's API, elsewhere as `{ error: { code, message, details? } }` with its status. Unexpected errors are
 * logged with their stack and answered with a generic 500: never a stack trace to the client. The log
 * never holds a failed statement's values (`serializeError`).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError | HttpError, request, reply) => {
    let error = thrown;
    const refused = refusedValue(error);
    if (refused) {
      request.log.warn({ err: error }, 'the database refused a value the route did not validate');
      error = refused;
    }
    if (error instanceof HttpError) {
      return sendError(request, reply, error.status, {
        code: error.code,
        message: error.message,
        details: error.details,
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendError(request, reply, 500, { code: 'server_error', message: 'Internal server error' });
    }
    let message = error.message;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') message = 'The request body is too large';
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') message = 'Unsupported content type';
    if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') message = 'The JSON body is empty';
    if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY')
      message = 'The body is not valid JSON';
    return sendError(request, reply, status, { code: STATUS_CODES[status] ?? 'bad_request', message });
  });
  app.setNotFoundHandler((request, reply) => {
    sendError(request, reply, 404, {
      code: 'not_found',
      message: `No route ${request.method} ${request.url.split('?')[0]}`,
    });
  });
}
