import { MAP_STYLE_NAMES, type MapStyleId, type TileSource } from './mapTileSources';

/** The looks the world basemap is drawn in: Simple and Classic (Satellite and Terrain need a source). */
type WorldStyleId = 'simple' | 'classic';

/** Colours of one offline rendering of the basemap. */
interface OfflinePalette {
  water: string;
  land: string;
  border: string;
  label: string;
  halo: string;
}

/**
 * The world basemap's looks: Simple is light and quiet, Classic the familiar atlas. Satellite and
 * Terrain are never imitated by recolouring it: without a source they are not offered.
 */
const OFFLINE_PALETTES: Readonly<Record<WorldStyleId, OfflinePalette>> = {
  simple: { water: '#d5e5f0', land: '#f6f4ef', border: '#a3a3b3', label: '#3d4450', halo: '#ffffff' },
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

/**
 * The world basemap as a maplibre style: land, borders and places as GeoJSON served by this server.
 * Labels need no glyph server: maplibre draws text with the browser's fonts when a style has no
 * `glyphs` URL.
 */
export function buildWorldStyle(id: WorldStyleId, { baseUrl }: MapStyleContext) {
  const palette = OFFLINE_PALETTES[id];
  const data = (layer: string) => `${baseUrl}/api2/map/basemap/${layer}`;
  return {
    version: 8,
    name: MAP_STYLE_NAMES[id],
    metadata: { 'fleetkit:style': id, 'fleetkit:offline': true, 'fleetkit:source': 'world' },
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

/** A raster style over a configured tile service. */
export function buildTileStyle(id: MapStyleId, source: TileSource) {
  return {
    version: 8,
    name: MAP_STYLE_NAMES[id],
    metadata: { 'fleetkit:style': id, 'fleetkit:offline': false, 'fleetkit:source': 'tiles' },
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
