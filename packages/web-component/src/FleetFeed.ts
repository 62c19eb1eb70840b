import {
  createFleetClient,
  FleetApiError,
  type FleetClient,
  FleetStore,
  LiveSocket,
  liveSocketUrl,
  type User,
} from '@fleetkit/sdk-core';
import type { TextGroup } from '@fleetkit/sdk-core/i18n';
import type { ELEMENT_TEXTS } from '@fleetkit/sdk-core/labels';
import { ELEMENT_MESSAGES } from './messages';

/** The elements' own texts in the element's language. */
export type ElementTexts = TextGroup<typeof ELEMENT_TEXTS>;

/** Why an element cannot show its map: the `code` of a `fleet-error` event. */
export type FleetElementErrorCode =
  | 'missing-token'
  | 'expired'
  | 'invalid-token'
  | 'unreachable'
  | 'not-found'
  | 'share-resolve-failed';

/**
 * A failure an element shows in place of its map and reports with `fleet-error`. `message` is English;
 * `say` words it in the element's language (none for the server's own messages, shown as they are).
 */
export class FleetElementError extends Error {
  override readonly name = 'FleetElementError';
  constructor(
    readonly code: FleetElementErrorCode,
    message: string,
    readonly status: number | null = null,
    readonly say?: (texts: ElementTexts) => string,
  ) {
    super(message);
  }
}

/**
 * The expiry written in a Fleetkit token (`<base64url JSON>.<signature>`), or null when the token
 * carries none that can be read (a Traccar token, say). Only used to word a refusal.
 */
export function tokenExpiry(token: string): Date | null {
  const [body] = token.split('.');
  if (!body) return null;
  try {
    const json = atob(body.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? new Date(exp * 1000) : null;
  } catch {
    return null;
  }
}

/** The error for a token the server refused: expired when its written expiry has passed. */
export function refusedToken(token: string, share: boolean, now = Date.now()): FleetElementError {
  const expiry = tokenExpiry(token);
  if (expiry && expiry.getTime() <= now) {
    return new FleetElementError(
      'expired',
      share ? ELEMENT_MESSAGES.shareExpired : ELEMENT_MESSAGES.accessDenied,
      401,
      (texts) => (share ? texts.shareExpired : texts.accessDenied),
    );
  }
  return new FleetElementError(
    'invalid-token',
    share ? ELEMENT_MESSAGES.shareInvalid : ELEMENT_MESSAGES.accessDenied,
    401,
    (texts) => (share ? texts.shareInvalid : texts.accessDenied),
  );
}

/**
 * The elements call the server with a bearer token and never with the visitor's cookies: the token is
 * the whole authority, and a cross-site call with credentials would need the server to allow them.
 */
const fetchWithoutCookies: typeof fetch = (input, init) =>
  globalThis.fetch(new Request(input as RequestInfo, { ...init, credentials: 'omit' }));

/** A client of the server at `apiBase` acting with `token` (or without a session when null). */
export function tokenClient(apiBase: string, token: string | null): FleetClient {
  return createFleetClient({
    baseUrl: apiBase,
    fetch: fetchWithoutCookies,
    ...(token ? { token } : {}),
  });
}

/** Turns any failure of a call into the error an element shows. */
export function describeFailure(
  error: unknown,
  apiBase: string,
  token: string,
  share: boolean,
): FleetElementError {
  if (error instanceof FleetElementError) return error;
  if (error instanceof FleetApiError) {
    if (error.status === 401) return refusedToken(token, share);
    // `GET /api/session` answers 404 'No session' when the token opens none (Traccar does the same).
    if (error.status === 404 && /session/i.test(error.message)) return refusedToken(token, share);
    if (error.status === 0 || error.code === 'network') {
      return unreachable(apiBase);
    }
    return new FleetElementError('not-found', error.message, error.status);
  }
  return unreachable(apiBase);
}

/** The server at `apiBase` cannot be reached. */
function unreachable(apiBase: string): FleetElementError {
  return new FleetElementError('unreachable', ELEMENT_MESSAGES.unreachable(apiBase), null, (texts) =>
    texts.unreachable(apiBase),
  );
}

/**
 * Resolves a short share code (`/short/{code}`) to its token with `POST /api2/misc/resolve-short`.
 * @throws FleetElementError `share-resolve-failed` with the server's message, or SPEC's
 * 'Failed to resolve share link'
 */
export async function resolveShareCode(apiBase: string, code: string): Promise<string> {
  try {
    const { url } = await tokenClient(apiBase, null).vehicles.resolveShort(code);
    const token = new URL(url, 'http://share.invalid').searchParams.get('token');
    if (token) return token;
  } catch (error) {
    if (error instanceof FleetApiError && error.status !== 0 && error.code !== 'network') {
      throw new FleetElementError('share-resolve-failed', error.message, error.status);
    }
    throw unreachable(apiBase);
  }
  throw new FleetElementError('share-resolve-failed', 'Failed to resolve share link');
}

/** Options of a {@link FleetFeed}. */
export interface FleetFeedOptions {
  /** The server's base URL. */
  apiBase: string;
  /** A share token or an access token with device access. */
  token: string;
  /** A share view words its refusals for a share link. */
  share: boolean;
}

type EndListener = (error: FleetElementError) => void;

/**
 * What an element shows, kept live: the session of a token, its devices and latest positions in a
 * `FleetStore`, fed by the live socket (`/api/socket?token=`). When the server refuses the token (it
 * expired, or was revoked) the feed stops and tells its `onEnd` listeners why.
 */
export class FleetFeed {
  readonly store = new FleetStore();
  readonly client: FleetClient;
  readonly #options: FleetFeedOptions;
  readonly #ended = new Set<EndListener>();
  #live: LiveSocket | null = null;
  #running = false;

  constructor(options: FleetFeedOptions) {
    this.#options = options;
    this.client = tokenClient(options.apiBase, options.token);
  }

  /**
   * Reads the session, the devices and their latest positions, then opens the live socket.
   * @throws FleetElementError when the token is refused or the server cannot be reached
   */
  async start(): Promise<User> {
    const { apiBase, token, share } = this.#options;
    try {
      const user = await this.client.session.get();
      await this.#reload();
      this.#running = true;
      const live = new LiveSocket({
        url: () => `${liveSocketUrl(apiBase)}?token=${encodeURIComponent(token)}`,
        isSignedIn: () => this.#running,
        checkSession: () =>
          this.client.session.get().then(
            () => 'ok' as const,
            (error: unknown) =>
              error instanceof FleetApiError && error.isUnauthorized
                ? ('unauthorized' as const)
                : ('ok' as const),
          ),
        refetch: () => this.#reload(),
        eventsEnabled: () => false,
        store: this.store,
      });
      live.on('unauthorized', () => this.#end(refusedToken(token, share)));
      this.#live = live;
      live.connect();
      return user;
    } catch (error) {
      throw describeFailure(error, apiBase, token, share);
    }
  }

  /** Adds a listener called once if the server ends the session. @returns its remover */
  onEnd(listener: EndListener): () => void {
    this.#ended.add(listener);
    return () => this.#ended.delete(listener);
  }

  /** Closes the socket (code 4000) and releases the store. */
  dispose(): void {
    this.#running = false;
    this.#ended.clear();
    this.#live?.dispose();
    this.#live = null;
    this.store.dispose();
  }

  async #reload(): Promise<void> {
    const [devices, positions] = await Promise.all([
      this.client.devices.list({ all: true }),
      this.client.positions.list(),
    ]);
    this.store.setDevices(devices);
    this.store.setPositions(positions);
  }

  #end(error: FleetElementError): void {
    if (!this.#running) return;
    this.#running = false;
    this.#live?.close();
    for (const listener of [...this.#ended]) listener(error);
    this.#ended.clear();
  }
}
