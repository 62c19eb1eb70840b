import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './HttpError';
import type { ServerMetrics } from './ServerMetrics';

export interface MetricsOptions {
  metrics: ServerMetrics;
  /** Bearer token Prometheus must send; without it `/metrics` answers only direct loopback requests. */
  token?: string;
}

/**
 * `GET /metrics` in the Prometheus text format, and the request latency of every route. With
 * `--metrics-token` a scraper sends `Authorization: Bearer <token>`; without one only a request made
 * directly from this machine (loopback, not forwarded by a proxy) is answered.
 */
export async function metricsRoutes(app: FastifyInstance, options: MetricsOptions) {
  const { metrics, token } = options;
  app.get('/metrics', { config: { public: true } }, async (request, reply) => {
    if (!allowed(request, token)) {
      throw token
        ? HttpError.unauthorized('A valid metrics token is required')
        : HttpError.forbidden(
            'Metrics are served to this machine only (set --metrics-token to scrape remotely)',
          );
    }
    return reply.type('text/plain; version=0.0.4; charset=utf-8').send(await metrics.text());
  });
}

/** Times every request (a root hook, so it sees the routes of every plugin); call before the routes. */
export function registerRequestMetrics(app: FastifyInstance, metrics: ServerMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.requestDuration.observe(
      {
        method: request.method,
        // The route pattern, never the raw URL (ids would make a series per object).
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
}

function allowed(request: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const header = request.headers.authorization ?? '';
    const given = Buffer.from(header.startsWith('Bearer ') ? header.slice(7).trim() : '');
    const expected = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
  // The socket's own peer, not `request.ip`: behind a proxy on this machine every request looks local,
  // so a forwarded request is refused too.
  const peer = request.raw.socket.remoteAddress ?? '';
  const loopback = peer === '127.0.0.1' || peer === '::1' || peer === '::ffff:127.0.0.1';
  return (
    loopback && request.headers['x-forwarded-for'] === undefined && request.headers.forwarded === undefined
  );
}
