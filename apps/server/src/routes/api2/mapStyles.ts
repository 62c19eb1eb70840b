import { basename, dirname } from 'node:path';
import send from '@fastify/send';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/HttpError';
import { buildTileStyle, buildWorldStyle, OFFLINE_ATTRIBUTION } from '../../services/basemap/buildMapStyle';
import { buildExtractStyle } from '../../services/basemap/extractStyle';
import { isStreetStyle, MapStyleCatalog, STREET_STYLE_IDS } from '../../services/basemap/mapStyleCatalog';
import {
  MAP_STYLE_IDS,
  MAP_STYLE_NAMES,
  type MapStyleId,
  type MapTileSources,
  readMapTileSources,
} from '../../services/basemap/mapTileSources';
import { BASEMAP_LAYERS, type BasemapLayer, OfflineBasemap } from '../../services/basemap/offlineBasemap';
import { openExtract } from '../../services/basemap/openExtract';

/** Options of {@link mapStyleRoutes}. */
export interface MapStyleRoutesOptions {
  /** Where the tile services are read from (`FLEETKIT_MAP_*`). @default process.env */
  env?: Record<string, string | undefined>;
}

/** The basemap data changes only with a new server version or extract: browsers may keep it a day. */
const BASEMAP_CACHE_CONTROL = 'public, max-age=86400';

/** The highest zoom a tile address may have. */
const MAX_TILE_ZOOM = 30;

function isStyleId(id: string): id is MapStyleId {
  return (MAP_STYLE_IDS as readonly string[]).includes(id);
}

function isBasemapLayer(name: string): name is BasemapLayer {
  return (BASEMAP_LAYERS as readonly string[]).includes(name);
}

function unknownStyle(id: string) {
  return HttpError.notFound(`Unknown map style "${id}": expected one of ${MAP_STYLE_IDS.join(', ')}`);
}

/** A tile address from the path, or a 400 naming what is wrong. */
function tileAddress(params: { z: string; x: string; y: string }): [number, number, number] {
  const [z, x, y] = [params.z, params.x, params.y].map((part) =>
    /^\d{1,10}$/.test(part) ? Number(part) : -1,
  ) as [number, number, number];
  if (z < 0 || z > MAX_TILE_ZOOM)
    throw HttpError.badRequest(`Tile zoom must be a whole number from 0 to ${MAX_TILE_ZOOM}`);
  const size = 2 ** z;
  if (x < 0 || x >= size || y < 0 || y >= size) {
    throw HttpError.badRequest(`Tile x and y must be whole numbers from 0 to ${size - 1} at zoom ${z}`);
  }
  return [z, x, y];
}

/**
 * Map styles (docs/maps.md), public so a share view and an embedding page can draw a map:
 * - `GET /api2/map/styles` lists Simple, Satellite, Terrain and Classic: each style's URL, what draws
 *   it, whether it is available and the offline style to fall back to;
 * - `GET /api2/map/styles/{id}` is one maplibre style JSON built by this server, or a redirect to the
 *   provider's or online service's style;
 * - `GET /api2/map/styles/{simple|classic}/offline` is the style drawn with no outside network: the
 *   PMTiles extract when there is one, else the world basemap;
 * - `GET /api2/map/basemap/{land|borders|places}` serves the world basemap's GeoJSON;
 * - `GET /api2/map/tiles/{z}/{x}/{y}.mvt` serves the extract's vector tiles and
 *   `GET /api2/map/extract.pmtiles` the archive itself, with HTTP range requests.
 */
export async function mapStyleRoutes(app: FastifyInstance, options: MapStyleRoutesOptions) {
  const sources: MapTileSources = readMapTileSources(options.env ?? process.env);
  const config = app.ctx.config;
  const extract = await openExtract(config, app.log);
  if (extract) app.addHook('onClose', () => extract.close());
  const catalog = new MapStyleCatalog({
    sources,
    extract: extract?.summary ?? null,
    online: config.mapOnline,
  });
  const basemap = new OfflineBasemap();
  const baseUrlOf = (request: FastifyRequest) =>
    (config.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');

  /** The offline look of a street style: the extract's layers, or the world basemap. */
  const offlineStyle = (id: 'simple' | 'classic', baseUrl: string) =>
    extract
      ? buildExtractStyle(id, MAP_STYLE_NAMES[id], {
          baseUrl,
          summary: extract.summary,
          worldAttribution: OFFLINE_ATTRIBUTION,
        })
      : buildWorldStyle(id, { baseUrl });

  app.get('/api2/map/styles', { config: { public: true } }, async (request) => ({
    styles: catalog.list(baseUrlOf(request)),
    traffic: sources.traffic
      ? {
          tiles: sources.traffic.tiles,
          tileSize: sources.traffic.tileSize,
          maxzoom: sources.traffic.maxzoom,
          attribution: sources.traffic.attribution,
        }
      : null,
  }));

  app.get<{ Params: { id: string } }>(
    '/api2/map/styles/:id',
    { config: { public: true } },
    async (request, reply) => {
      const { id } = request.params;
      if (!isStyleId(id)) throw unknownStyle(id);
      const served = catalog.served(id);
      switch (served.kind) {
        case 'redirect':
          return reply.redirect(served.url, 302);
        case 'tiles': {
          const source = sources.styles[served.id];
          if (!source) throw new Error(`Map style ${served.id} has no tile service`);
          return buildTileStyle(served.id, source);
        }
        case 'extract':
        case 'world':
          return offlineStyle(served.id, baseUrlOf(request));
        default:
          throw new HttpError(404, 'not_available', served.reason);
      }
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api2/map/styles/:id/offline',
    { config: { public: true } },
    async (request) => {
      const { id } = request.params;
      if (!isStyleId(id) || !isStreetStyle(id)) {
        throw HttpError.notFound(
          `Map style "${id}" has no offline version: expected one of ${STREET_STYLE_IDS.join(', ')}`,
        );
      }
      return offlineStyle(id, baseUrlOf(request));
    },
  );

  app.get<{ Params: { layer: string } }>(
    '/api2/map/basemap/:layer',
    { config: { public: true } },
    async (request, reply) => {
      const { layer } = request.params;
      if (!isBasemapLayer(layer)) {
        throw HttpError.notFound(
          `Unknown basemap layer "${layer}": expected one of ${BASEMAP_LAYERS.join(', ')}`,
        );
      }
      const body = await basemap.layer(layer);
      return reply
        .header('Content-Type', 'application/geo+json; charset=utf-8')
        .header('Cache-Control', BASEMAP_CACHE_CONTROL)
        .send(body);
    },
  );

  const noExtract = () =>
    HttpError.notFound('No offline map extract is configured on this server (FLEETKIT_MAP_PMTILES)');

  app.get<{ Params: { z: string; x: string; y: string } }>(
    '/api2/map/tiles/:z/:x/:y.mvt',
    { config: { public: true } },
    async (request, reply) => {
      if (!extract) throw noExtract();
      const [z, x, y] = tileAddress(request.params);
      const tile = await extract.tile(z, x, y);
      reply.header('Cache-Control', BASEMAP_CACHE_CONTROL);
      // No tile there (sea, or outside the extract): an empty answer, which maplibre draws as nothing.
      if (!tile) return reply.code(204).send();
      return reply.header('Content-Type', 'application/vnd.mapbox-vector-tile').send(Buffer.from(tile));
    },
  );

  app.get('/api2/map/extract.pmtiles', { config: { public: true } }, async (request, reply) => {
    if (!extract) throw noExtract();
    // The file is the one the configuration names; nothing of the request becomes a path.
    const result = await send(request.raw, basename(extract.path), {
      root: dirname(extract.path),
      dotfiles: 'allow',
      acceptRanges: true,
      maxAge: '1d',
    });
    if (result.type === 'error') {
      result.stream.destroy();
      if (result.statusCode === 416) {
        reply.header('Content-Range', result.headers['Content-Range'] ?? `bytes */${extract.size}`);
        throw new HttpError(
          416,
          'range_not_satisfiable',
          `The range ${request.headers.range ?? ''} is outside the archive's ${extract.size} bytes`,
        );
      }
      throw new HttpError(result.statusCode, 'extract_unreadable', result.metadata.error.message);
    }
    return reply
      .code(result.statusCode)
      .headers(result.headers)
      .header('Content-Type', 'application/vnd.pmtiles')
      .send(result.stream);
  });
}
