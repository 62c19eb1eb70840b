import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/HttpError';
import { buildMapStyle, OFFLINE_ATTRIBUTION } from '../../services/basemap/buildMapStyle';
import {
  MAP_STYLE_IDS,
  MAP_STYLE_NAMES,
  type MapStyleId,
  type MapTileSources,
  readMapTileSources,
} from '../../services/basemap/mapTileSources';
import { BASEMAP_LAYERS, type BasemapLayer, OfflineBasemap } from '../../services/basemap/offlineBasemap';

/** Options of {@link mapStyleRoutes}. */
export interface MapStyleRoutesOptions {
  /** Where the tile services are read from (`FLEETKIT_MAP_*`). @default process.env */
  env?: Record<string, string | undefined>;
}

/** The basemap data changes only with a new server version: browsers may keep it a day. */
const BASEMAP_CACHE_CONTROL = 'public, max-age=86400';

function isStyleId(id: string): id is MapStyleId {
  return (MAP_STYLE_IDS as readonly string[]).includes(id);
}

function isBasemapLayer(name: string): name is BasemapLayer {
  return (BASEMAP_LAYERS as readonly string[]).includes(name);
}

/**
 * Map styles (DESIGN.md "Map styles"), public so a share view and an embedding page can draw a map:
 * `GET /api2/map/styles` lists Simple, Satellite, Terrain and Classic with the URL of each style and
 * the traffic overlay; `GET /api2/map/styles/{id}` is one maplibre style JSON; and
 * `GET /api2/map/basemap/{land|borders|places}` serves the offline basemap's GeoJSON.
 */
export async function mapStyleRoutes(app: FastifyInstance, options: MapStyleRoutesOptions) {
  const sources: MapTileSources = readMapTileSources(options.env ?? process.env);
  const basemap = new OfflineBasemap();
  const baseUrlOf = (request: FastifyRequest) =>
    (app.ctx.config.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');

  app.get('/api2/map/styles', { config: { public: true } }, async (request) => {
    const baseUrl = baseUrlOf(request);
    return {
      styles: MAP_STYLE_IDS.map((id) => {
        const tiles = sources.styles[id];
        return {
          id,
          name: MAP_STYLE_NAMES[id],
          url: `${baseUrl}/api2/map/styles/${id}`,
          offline: !tiles,
          attribution: tiles ? tiles.attribution : OFFLINE_ATTRIBUTION,
        };
      }),
      traffic: sources.traffic
        ? {
            tiles: sources.traffic.tiles,
            tileSize: sources.traffic.tileSize,
            maxzoom: sources.traffic.maxzoom,
            attribution: sources.traffic.attribution,
          }
        : null,
    };
  });

  app.get<{ Params: { id: string } }>(
    '/api2/map/styles/:id',
    { config: { public: true } },
    async (request) => {
      const { id } = request.params;
      if (!isStyleId(id)) {
        throw HttpError.notFound(`Unknown map style "${id}": expected one of ${MAP_STYLE_IDS.join(', ')}`);
      }
      return buildMapStyle(id, sources.styles[id], { baseUrl: baseUrlOf(request) });
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
}
