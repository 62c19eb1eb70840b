import type { FastifyInstance } from 'fastify';
import { sendError } from './errors';

/**
 * Security headers on every answer. `frame-ancestors` lists the origins allowed to embed the portal's
 * share view (`embedOrigins`), and those origins may call the token-based APIs across sites (CORS).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const origins = app.ctx.config.embedOrigins;
  const frameAncestors = ["'self'", ...origins].join(' ');
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self' ws: wss: https:",
    "worker-src 'self' blob:",
    `frame-ancestors ${frameAncestors}`,
    "base-uri 'self'",
    "form-action 'self' https:",
  ].join('; ');
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Content-Security-Policy', csp);
    if (origins.length === 0) reply.header('X-Frame-Options', 'SAMEORIGIN');
    const origin = request.headers.origin;
    if (origin && origins.includes(origin)) {
      reply.header('Access-Control-Allow-Origin', origin);
      reply.header('Vary', 'Origin');
      // The Appwrite SDK's headers too, so an embedding page can use the file store with a token.
      reply.header(
        'Access-Control-Allow-Headers',
        'Authorization, Content-Type, X-Appwrite-Project, X-Appwrite-Response-Format, X-SDK-Name, X-SDK-Platform, X-SDK-Language, X-SDK-Version, Content-Range, X-Appwrite-ID',
      );
      reply.header('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE');
    }
    return payload;
  });
  app.options('/*', { config: { public: true } }, async (request, reply) => {
    const origin = request.headers.origin;
    if (origin && origins.includes(origin)) return reply.status(204).send();
    return sendError(request, reply, 404, { code: 'not_found', message: 'Not found' });
  });
}
