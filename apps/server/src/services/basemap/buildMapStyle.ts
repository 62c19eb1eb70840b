import { MAP_STYLE_NAMES, type MapStyleId, type TileSource } from './mapTileSources';

/** Colours of one offline rendering of the basemap. */
interface OfflinePalette {
  water: string;
  land: string;
  border: string;
  label: string;
  halo: string;
}

/**
 * Each style drawn offline gets its own look, so switching styles is visible even with no tile
 * service: Simple is light and quiet, Satellite dark, Terrain earthy, Classic the familiar atlas.
 */
const OFFLINE_PALETTES: Readonly<Record<MapStyleId, OfflinePalette>> = {
  simple: { water: '#d5e5f0', land: '#f6f4ef', border: '#a3a3b3', label: '#3d4450', halo: '#ffffff' },
  satellite: { water: '#0f2233', land: '#2e3a2b', border: '#c9c7a5', label: '#f4f4f4', halo: '#111111' },
  terrain: { water: '#a8cbe0', land: '#e6dcc1', border: '#8c785a', label: '#3b3226', halo: '#f7f1e1' },
  classic: { water: '#aad3df', land: '#f2efe9', border: '#b28fb2', label: '#333333', halo: '#ffffff' },
};

/** The credit the offline basemap's data asks for. */
export const OFFLINE_ATTRIBUTION = 'Natural Earth, GeoNames';

/** Where the style's data lives: the server's absolute base URL (no trailing slash). */
export interface MapStyleContext {
  baseUrl: string;
}

const FONT = ['Noto Sans Regular'];

/** Place labels, shown by rank as the map zooms in (rank 1 from zoom 2, rank 4 from zoom 6). */
function placeLayers(palette: OfflinePalette) {
  return [
    {
      id: 'basemap-places',
      type: 'symbol',
      source: 'basemap-places',
      filter: ['<=', ['get', 'rank'], ['step', ['zoom'], 1, 4, 2, 5, 3, 6, 4]],
      layout: {
        'text-field': ['get', 'name'],
        'text-font': FONT,
        'text-size': ['interpolate', ['linear'], ['zoom'], 3, ['match', ['get', 'rank'], 1, 13, 11], 10, 15],
        'symbol-sort-key': ['get', 'rank'],
        'text-max-width': 8,
      },
      paint: { 'text-color': palette.label, 'text-halo-color': palette.halo, 'text-halo-width': 1.2 },
    },
  ];
}

function offlineStyle(id: MapStyleId, { baseUrl }: MapStyleContext) {
  const palette = OFFLINE_PALETTES[id];
  const data = (layer: string) => `${baseUrl}/api2/map/basemap/${layer}`;
  return {
    version: 8,
    name: MAP_STYLE_NAMES[id],
    metadata: { 'fleetkit:style': id, 'fleetkit:offline': true },
    sources: {
      'basemap-land': {
        type: 'geojson',
        data: data('land'),
        attribution: OFFLINE_ATTRIBUTION,
        tolerance: 0.6,
      },
      'basemap-borders': { type: 'geojson', data: data('borders'), tolerance: 0.6 },
      'basemap-places': { type: 'geojson', data: data('places') },
    },
    layers: [
      { id: 'basemap-water', type: 'background', paint: { 'background-color': palette.water } },
      { id: 'basemap-land', type: 'fill', source: 'basemap-land', paint: { 'fill-color': palette.land } },
      {
        id: 'basemap-borders',
        type: 'line',
        source: 'basemap-borders',
        paint: {
          'line-color': palette.border,
          'line-width': ['interpolate', ['linear'], ['zoom'], 2, 0.6, 8, 1.6],
          'line-dasharray': [3, 2],
        },
      },
      ...placeLayers(palette),
    ],
  };
}

function tileStyle(id: MapStyleId, source: TileSource) {
  return {
    version: 8,
    name: MAP_STYLE_NAMES[id],
    metadata: { 'fleetkit:style': id, 'fleetkit:offline': false },
    sources: {
      [`tiles-${id}`]: {
        type: 'raster',
        tiles: source.tiles,
        tileSize: source.tileSize,
        maxzoom: source.maxzoom,
        attribution: source.attribution,
      },
    },
    layers: [{ id: `tiles-${id}`, type: 'raster', source: `tiles-${id}` }],
  };
}

/**
 * The maplibre style JSON of one map style: raster tiles from the configured service, or the
 * embedded offline basemap (GeoJSON sources served by this server) when none is configured.
 * Labels need no glyph server: maplibre draws text with the browser's fonts when a style has no
 * `glyphs` URL.
 */
export function buildMapStyle(id: MapStyleId, source: TileSource | undefined, context: MapStyleContext) {
  return source ? tileStyle(id, source) : offlineStyle(id, context);
}
