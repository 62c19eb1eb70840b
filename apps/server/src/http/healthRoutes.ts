import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { LocalBus } from '../live/Bus';

export interface HealthOptions {
  /** True once the instance is shutting down: `/ready` then answers 503 so the load balancer drains it. */
  stopping: () => boolean;
}

type Check = 'ok' | 'not configured' | string;

/**
 * `GET /health` (liveness: the process answers; Traccar's `GET /api/health` too) and `GET /ready` (readiness: the database answers and,
 * with Redis, the bus does). Both are public and say nothing but the state of each dependency.
 */
export async function healthRoutes(app: FastifyInstance, options: HealthOptions) {
  const { ctx } = app;

  app.get('/health', { config: { public: true } }, async () => ({ status: 'ok' }));

  // Traccar's liveness call (its `HealthResource`): the text `OK`, public.
  app.get('/api/health', { config: { public: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send('OK'),
  );

  app.get('/ready', { config: { public: true } }, async (request, reply) => {
    const checks: { database: Check; redis: Check } = {
      database: await probe(request.log, 'database', async () => {
        await ctx.db.execute(sql`SELECT 1`);
      }),
      redis:
        ctx.bus instanceof LocalBus
          ? 'not configured'
          : await probe(request.log, 'redis', () => ctx.bus.ping()),
    };
    const stopping = options.stopping();
    const ready = !stopping && checks.database === 'ok' && checks.redis !== 'unavailable';
    return reply
      .status(ready ? 200 : 503)
      .send({ status: stopping ? 'stopping' : ready ? 'ready' : 'unavailable', checks });
  });
}

/** 'ok', or 'unavailable' when the check fails (the reason goes to the log, not to the caller). */
async function probe(log: FastifyBaseLogger, name: string, check: () => Promise<void>): Promise<Check> {
  try {
    await check();
    return 'ok';
  } catch (error) {
    log.warn({ err: error, check: name }, 'readiness check failed');
    return 'unavailable';
  }
}
