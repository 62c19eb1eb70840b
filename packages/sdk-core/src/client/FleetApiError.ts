/** Why a call failed, as one class: the HTTP status (0 when no response), a code and a readable message. */
export class FleetApiError extends Error {
  override readonly name = 'FleetApiError';
  /** HTTP status, or 0 when the request never got an answer or the answer was not valid data. */
  readonly status: number;
  /** A stable code: the server's (`not_found`, `validation_failed` …) or one of ours (`network`, `invalid_response`). */
  readonly code: string;
  /** Extra detail the server sent (for a 400: which field and why). */
  readonly details: unknown;

  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
  }

  /** True for 401: the session is missing or expired. */
  get isUnauthorized(): boolean {
    return this.status === 401;
  }
}

/**
 * The code of the 401 a sign-in gets when the password is right and the account has two-factor
 * sign-in (`WWW-Authenticate: TOTP`): ask for the authenticator app's code and sign in again with it.
 */
export const TOTP_REQUIRED = 'totp_required';

const STATUS_CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'too_large',
  429: 'rate_limited',
};

/**
 * Builds the error for an HTTP failure from the body the server sent (JSON envelope or Traccar's plain
 * text) and its `WWW-Authenticate` header: a 401 challenging for `TOTP` is {@link TOTP_REQUIRED}.
 */
export function errorFromResponse(status: number, body: string, challenge?: string | null): FleetApiError {
  const error = readError(status, body);
  if (status === 401 && /^TOTP\b/i.test(challenge ?? ''))
    return new FleetApiError(401, TOTP_REQUIRED, error.message);
  return error;
}

function readError(status: number, body: string): FleetApiError {
  const fallbackCode = STATUS_CODES[status] ?? (status >= 500 ? 'server_error' : 'http_error');
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'error' in parsed) {
      const error = (parsed as { error: unknown }).error;
      if (error && typeof error === 'object') {
        const { code, message, details } = error as { code?: unknown; message?: unknown; details?: unknown };
        return new FleetApiError(
          status,
          typeof code === 'string' ? code : fallbackCode,
          typeof message === 'string' ? message : `Request failed with status ${status}`,
          details,
        );
      }
      if (typeof error === 'string') return new FleetApiError(status, fallbackCode, error);
    }
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      const message = (parsed as { message: unknown }).message;
      if (typeof message === 'string') return new FleetApiError(status, fallbackCode, message);
    }
  } catch {
    // Traccar answers errors as plain text (often an exception line); use its first line.
  }
  const firstLine = body.split('\n', 1)[0]?.trim().slice(0, 300);
  return new FleetApiError(status, fallbackCode, firstLine || `Request failed with status ${status}`);
}
