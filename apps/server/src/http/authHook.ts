import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../auth/Access';
import { HttpError } from './HttpError';

export const SESSION_COOKIE = 'fleetkit_session';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether a user may act now: not disabled, not past its expiration time. */
export function userIsActive(user: UserRow, now = new Date()): boolean {
  return !user.disabled && !(user.expirationTime && user.expirationTime.getTime() <= now.getTime());
}

/** Resolves the session of a request from a bearer token or the session cookie. */
export async function resolveUser(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ user: UserRow; method: 'cookie' | 'token' } | null> {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const user = await app.ctx.sessions.userForToken(header.slice(7).trim());
    return user && userIsActive(user) ? { user, method: 'token' } : null;
  }
  const cookie = request.cookies[SESSION_COOKIE];
  if (cookie) {
    const user = await app.ctx.sessions.userForSession(cookie);
    return user && userIsActive(user) ? { user, method: 'cookie' } : null;
  }
  return null;
}

/**
 * The request's own origin, as a browser would write it in the Origin header. `X-Forwarded-Proto` and
 * `X-Forwarded-Host` count only from a trusted proxy (`--trust-proxy`); Fastify reads them only then.
 */
export function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** Public routes outside the APIs (portal, embed script, health) need no session lookup. */
const API_ROUTE = /^\/(api|api2|v1)(\/|$)/;

/**
 * Every request passes here first. The check runs on the route that matched (its pattern, never the raw
 * URL, which may be percent-encoded): every route not marked `config.public` answers 401 without a
 * session, whatever its prefix. A cookie session that changes something must come from our own origin
 * (or an allowed embedding origin), so another site cannot act with a visitor's cookie.
 */
export function registerAuthHook(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('authMethod', null);
  app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
    const route = request.routeOptions.url;
    // No route matched: the not-found handler answers.
    if (route === undefined) return;
    const isPublic = request.routeOptions.config?.public === true;
    if (isPublic && !API_ROUTE.test(route)) return;
    const resolved = await resolveUser(app, request);
    if (resolved) {
      request.user = resolved.user;
      request.authMethod = resolved.method;
    }
    if (!resolved && !isPublic) throw HttpError.unauthorized();
    if (resolved?.method === 'cookie' && UNSAFE.has(request.method)) assertSameOrigin(app, request);
  });
}

/**
 * Refuses a request whose Origin is another site's (403): writes with the session cookie, and the live
 * socket's upgrade, which a browser sends with the cookie from any page.
 */
export function assertSameOrigin(app: FastifyInstance, request: FastifyRequest): void {
  const origin = request.headers.origin;
  if (origin && origin !== ownOrigin(request) && !app.ctx.config.embedOrigins.includes(origin)) {
    throw HttpError.forbidden('Cross-site request refused');
  }
}
