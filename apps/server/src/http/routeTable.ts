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
    const isPublic = (route.config as { public?: boolean } | undefined)?.public === true;
    for (const method of methods) {
      // Fastify adds a HEAD route beside each GET; it runs the same handler.
      if (method === 'HEAD') continue;
      table.push({ method, url: route.url ?? route.path, public: isPublic });
    }
  });
  return table;
}
