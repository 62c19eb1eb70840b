import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { markRoutesPublic, markRoutesStatic } from './routeTable';

/** The script partners put on their pages: `<script type="module" src="…/embed/fleetkit.js">`. */
export const EMBED_ENTRY = 'fleetkit.js';

/**
 * The built script-tag bundle of `@fleetkit/web-component`: the configured folder, else
 * `packages/web-component/dist/embed` of the workspace this server runs from.
 */
export function findEmbedDir(configured?: string): string | null {
  if (configured) return existsSync(join(configured, EMBED_ENTRY)) ? resolve(configured) : null;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = join(dir, 'packages', 'web-component', 'dist', 'embed');
    if (existsSync(join(candidate, EMBED_ENTRY))) return candidate;
    dir = dirname(dir);
  }
  return null;
}

/**
 * `/embed/*`: the web component's script-tag bundle, its lazily loaded chunks and maplibre's worker.
 * Public code, so any page may load it (`Access-Control-Allow-Origin: *`, no credentials); what the
 * elements then read needs a token, and only `embedOrigins` may call the APIs from the browser.
 * The entry keeps its name and is revalidated; chunks carry a content hash and are cached for a year.
 * Without a built bundle every `/embed/` path answers 404 saying how to build it.
 */
export async function registerEmbed(app: FastifyInstance, root: string | null): Promise<void> {
  if (!root) {
    app.get('/embed/*', { config: { public: true } }, async (_request, reply) =>
      reply.status(404).send({
        error: {
          code: 'not_found',
          message:
            'The embed bundle is not built: run `pnpm --filter @fleetkit/web-component build`, or set --embed-dir.',
        },
      }),
    );
    return;
  }
  await app.register(async (embed) => {
    markRoutesPublic(embed);
    markRoutesStatic(embed);
    await embed.register(fastifyStatic, {
      root,
      prefix: '/embed/',
      decorateReply: false,
      index: false,
      wildcard: true,
      cacheControl: false,
      allowedPath: (path) => /^\/?[\w.-]+\.(m?js)$/.test(path),
      setHeaders(reply, path) {
        reply.header('Access-Control-Allow-Origin', '*');
        reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
        reply.header('Content-Type', 'text/javascript; charset=utf-8');
        const hashed = !path.endsWith(`/${EMBED_ENTRY}`) && !path.endsWith('/maplibre-gl-worker.mjs');
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  });
}
