import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendError } from './errors';
import { markRoutesPublic, markRoutesStatic } from './routeTable';

/** The built portal: the configured folder, else `apps/portal/dist` beside this server in the workspace. */
export function findPortalDir(configured?: string): string | null {
  if (configured) return existsSync(join(configured, 'index.html')) ? resolve(configured) : null;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = join(dir, 'portal', 'dist');
    if (existsSync(join(candidate, 'index.html'))) return candidate;
    dir = dirname(dir);
  }
  return null;
}

/** Whether a path belongs to the APIs (never answered with the portal page). */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/') || path.startsWith('/api2/') || path.startsWith('/v1/');
}

/**
 * Serves the portal's files, and its index.html for every other GET that is not an API path or a file
 * (the SPA fallback), so deep links such as /dashboard/home load the app.
 */
export async function registerPortal(app: FastifyInstance, root: string): Promise<void> {
  await app.register(portalRoutes, { root });
}

async function portalRoutes(app: FastifyInstance, { root }: { root: string }): Promise<void> {
  markRoutesPublic(app);
  // The portal's files and page are not API requests: the statistics leave them out (an API path that
  // falls through to the page's route, a 404, still counts).
  markRoutesStatic(app);
  await app.register(fastifyStatic, { root, wildcard: false, index: false, maxAge: '1h' });
  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const looksLikeFile = /\.[a-z0-9]+$/i.test(path);
    if (isApiPath(path) || looksLikeFile) {
      return sendError(request, reply, 404, { code: 'not_found', message: `No route GET ${path}` });
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
