import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../http/authHook';

/** The id of the session or token a request signed in with (`SessionService.credentialId`). */
export function requestCredential(app: FastifyInstance, request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (request.authMethod === 'token' && header?.startsWith('Bearer ')) {
    return app.ctx.sessions.credentialId({ token: header.slice(7).trim() });
  }
  if (request.authMethod === 'cookie') {
    return app.ctx.sessions.credentialId({ cookie: request.cookies[SESSION_COOKIE] });
  }
  return null;
}
