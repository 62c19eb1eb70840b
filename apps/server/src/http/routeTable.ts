import type { FastifyInstance } from 'fastify';

/** One registered route: its method and URL pattern (`/api/devices/:id`), and whether it is public. */
export interface RouteEntry {
  method: string;
  url: string;
  public: boolean;
}

/**
 * Records every route registered from now on (Fastify's `onRoute`), so tests and documentation can go
 * through the whole surface: a new route is in the table without anyone listing it by hand.
 */
export function recordRoutes(app: FastifyInstance): readonly RouteEntry[] {
  const table: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // Fastify adds a HEAD route beside each GET; it runs the same handler.
      if (method === 'HEAD') continue;
      table.push({
        method,
        url: route.url ?? route.path,
        // Read when asked: a plugin's own onRoute hook may mark its routes public after this one ran.
        get public() {
          return (route.config as { public?: boolean } | undefined)?.public === true;
        },
      });
    }
  });
  return table;
}

/**
 * Marks every route registered from now on in this plugin's context as public (the session check lets
 * it through): for plugins such as @fastify/static that register routes of their own.
 */
export function markRoutesPublic(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, public: true };
  });
}

/**
 * Marks every route registered in this scope as serving static files, which the day's request count
 * (`GET /api/statistics`) leaves out.
 */
export function markRoutesStatic(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, staticFile: true };
  });
}
