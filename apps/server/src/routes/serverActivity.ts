import type { FastifyInstance } from 'fastify';
import { currentUser } from '../context';
import { HttpError } from '../http/HttpError';
import { auditTrail, dailyStatistics, parseActivityRange } from '../services/serverActivity';

/**
 * Traccar's administrator pages: `GET /api/statistics` (the server's figures per day) and
 * `GET /api/audit` (who did what), both for administrators only, both with `from` and `to`.
 */
export async function serverActivityRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const adminOnly = (request: Parameters<typeof currentUser>[0]) => {
    if (!currentUser(request).administrator)
      throw HttpError.forbidden('Only administrators see the server statistics and audit');
  };

  app.get('/api/statistics', async (request) => {
    adminOnly(request);
    const { from, to } = parseActivityRange(request.query as Record<string, unknown>);
    return dailyStatistics(ctx.db, from, to, ctx.counters.unwritten());
  });

  app.get('/api/audit', async (request) => {
    adminOnly(request);
    const { from, to } = parseActivityRange(request.query as Record<string, unknown>);
    return auditTrail(ctx.db, from, to);
  });
}
