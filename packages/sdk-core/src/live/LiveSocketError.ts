/**
 * What went wrong on the live socket:
 * - `invalid-message`: a message that is not JSON or does not match the wire schema (it is skipped);
 * - `transport`: the WebSocket failed or could not be created;
 * - `session-check`: the session check after an unexpected close failed (the socket still retries);
 * - `refetch`: re-reading devices and positions after an unexpected close failed (it still retries);
 * - `listener`: a listener threw (the others still ran).
 */
export type LiveSocketErrorKind = 'invalid-message' | 'transport' | 'session-check' | 'refetch' | 'listener';

/** An error the live socket reports to its `error` listeners instead of throwing. */
export class LiveSocketError extends Error {
  override readonly name = 'LiveSocketError';
  /** What went wrong. */
  readonly kind: LiveSocketErrorKind;

  constructor(kind: LiveSocketErrorKind, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.kind = kind;
  }
}
