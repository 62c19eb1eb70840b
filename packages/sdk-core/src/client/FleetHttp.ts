import ky, { HTTPError, type KyInstance, TimeoutError } from 'ky';
import * as z from 'zod/mini';
import { describeIssues } from './describeIssues';
import { errorFromResponse, FleetApiError } from './FleetApiError';

/** A query value: repeated keys come from arrays, dates go out as UTC ISO with `Z`. */
export type QueryValue = string | number | boolean | Date | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

export interface FleetHttpOptions {
  /**
   * Server origin (and path prefix, if any), e.g. `https://fleet.example.com`.
   * @default '/' (same origin, for a browser app served by the server)
   */
  baseUrl?: string;
  /** A fetch implementation (for tests, SSR or instrumentation). @default globalThis.fetch */
  fetch?: typeof fetch;
  /** A bearer token (`Authorization: Bearer …`); without it the session cookie is used. */
  token?: string;
  /** Extra headers on every request. */
  headers?: Record<string, string>;
  /** Per-request timeout in ms. @default 30000 */
  timeout?: number;
}

/** Turns a query object into search params: arrays repeat the key, dates become UTC ISO strings. */
export function toSearchParams(query: Query | undefined): URLSearchParams {
  const params = new URLSearchParams();
  if (!query) return params;
  for (const [key, raw] of Object.entries(query)) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values as QueryValue[]) {
      if (value === undefined || value === null) continue;
      params.append(key, value instanceof Date ? value.toISOString() : String(value));
    }
  }
  return params;
}

/** The transport under every resource: ky with the session, one error type, and schema-checked answers. */
export class FleetHttp {
  readonly #ky: KyInstance;
  readonly baseUrl: string;

  constructor(options: FleetHttpOptions = {}) {
    const base = options.baseUrl?.trim() || '/';
    this.baseUrl = base.endsWith('/') ? base : `${base}/`;
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    this.#ky = ky.create({
      prefixUrl: this.baseUrl,
      fetch: options.fetch,
      headers,
      credentials: 'include',
      retry: 0,
      timeout: options.timeout ?? 30_000,
    });
  }

  /** Runs a request and returns the raw Response, turning every failure into a FleetApiError. */
  async send(
    method: 'get' | 'post' | 'put' | 'delete',
    path: string,
    init: { query?: Query; json?: unknown; form?: Record<string, string>; accept?: string } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = {};
    if (init.accept) headers.Accept = init.accept;
    try {
      return await this.#ky(path.replace(/^\//, ''), {
        method,
        searchParams: init.query ? toSearchParams(init.query) : undefined,
        json: init.json,
        body: init.form ? new URLSearchParams(init.form) : undefined,
        headers,
      });
    } catch (error) {
      if (error instanceof HTTPError) {
        const body = await error.response.text().catch(() => '');
        // A 401 challenging for TOTP asks for the authenticator code (two-factor sign-in).
        throw errorFromResponse(error.response.status, body, error.response.headers.get('WWW-Authenticate'));
      }
      if (error instanceof TimeoutError)
        throw new FleetApiError(0, 'timeout', 'The server did not answer in time');
      const message = error instanceof Error ? error.message : String(error);
      throw new FleetApiError(0, 'network', `Could not reach the server: ${message}`);
    }
  }

  /** Sends a request and validates the JSON answer; an answer that is not valid data is a failure. */
  async json<S extends z.ZodMiniType>(
    schema: S,
    method: 'get' | 'post' | 'put' | 'delete',
    path: string,
    init: { query?: Query; json?: unknown; form?: Record<string, string> } = {},
  ): Promise<z.output<S>> {
    const response = await this.send(method, path, init);
    const text = await response.text();
    let data: unknown;
    try {
      data = text === '' ? null : JSON.parse(text);
    } catch {
      throw new FleetApiError(response.status, 'invalid_response', `${path} did not answer with JSON`);
    }
    const result = z.safeParse(schema, data);
    if (!result.success) {
      throw new FleetApiError(
        response.status,
        'invalid_response',
        `${path} answered with data that is not valid: ${describeIssues(result.error)}`,
        result.error.issues,
      );
    }
    return result.data;
  }

  /** Sends a request whose answer carries no body worth reading (204, or Traccar's empty 200). */
  async empty(
    method: 'post' | 'put' | 'delete',
    path: string,
    init: { query?: Query; json?: unknown; form?: Record<string, string> } = {},
  ): Promise<void> {
    await this.send(method, path, init);
  }

  /** Sends a request and returns its text answer (Traccar's share and token calls answer plain text). */
  async text(
    method: 'get' | 'post',
    path: string,
    init: { query?: Query; form?: Record<string, string> } = {},
  ): Promise<string> {
    const response = await this.send(method, path, init);
    return (await response.text()).trim();
  }

  /** Sends a request and returns its binary answer (report exports). */
  async blob(path: string, query: Query, accept: string): Promise<Blob> {
    const response = await this.send('get', path, { query, accept });
    return response.blob();
  }
}
