/** An error with the status and code the client should see: `{ error: { code, message, details? } }`. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }

  static badRequest(message: string, details?: unknown) {
    return new HttpError(400, 'bad_request', message, details);
  }
  static unauthorized(message = 'Sign in to continue') {
    return new HttpError(401, 'unauthorized', message);
  }
  static forbidden(message = 'You are not allowed to do this') {
    return new HttpError(403, 'forbidden', message);
  }
  static notFound(message = 'Not found') {
    return new HttpError(404, 'not_found', message);
  }
  static conflict(message: string) {
    return new HttpError(409, 'conflict', message);
  }
  static tooLarge(message: string) {
    return new HttpError(413, 'too_large', message);
  }
}
