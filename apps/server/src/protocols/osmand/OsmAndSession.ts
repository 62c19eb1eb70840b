import type { DeviceCommand, SessionOptions } from '../types';
import { decodeOsmAndJson } from './decodeOsmAndJson';
import { decodeOsmAndQuery } from './decodeOsmAndQuery';
import { encodeOsmAndCommand } from './encoder';
import type { OsmAndResult } from './osmAndResult';

/** One HTTP request to the OsmAnd port, as the listener received it. */
export interface OsmAndRequest {
  /** The query string (with or without `?`) or its parsed parameters. */
  query?: URLSearchParams | string;
  /** The request body: JSON (text, bytes or parsed) or a form-encoded query. */
  body?: unknown;
  /** The `Content-Type` header. */
  contentType?: string;
}

/**
 * The OsmAnd endpoint: picks the form of a request as Traccar does (query parameters first, then a
 * JSON body, then a form body) and encodes commands as response text. Answer `ok` results with
 * HTTP 200 after the positions are committed (the body may carry a queued command from
 * {@link OsmAndSession.encodeCommand}), and errors with HTTP 400.
 */
export class OsmAndSession {
  readonly protocol = 'osmand' as const;
  readonly #now: () => Date;

  constructor(options: SessionOptions = {}) {
    this.#now = options.now ?? (() => new Date());
  }

  /** Decodes one request. */
  decode(request: OsmAndRequest): OsmAndResult {
    const now = this.#now();
    const query =
      typeof request.query === 'string'
        ? new URLSearchParams(request.query.replace(/^\?/, ''))
        : request.query;
    if (query && [...query.keys()].length > 0) return decodeOsmAndQuery(query, { now });
    const body = request.body;
    const text = typeof body === 'string' ? body : Buffer.isBuffer(body) ? body.toString('utf8') : undefined;
    const json =
      (request.contentType ?? '').includes('json') ||
      (text !== undefined && /^\s*[{[]/.test(text)) ||
      (body !== undefined && text === undefined);
    if (json) return decodeOsmAndJson(text ?? body, { now });
    return decodeOsmAndQuery(new URLSearchParams(text ?? ''), { now });
  }

  /** The response text that delivers `command`. */
  encodeCommand(command: DeviceCommand): string {
    return encodeOsmAndCommand(command);
  }
}
