import { type Flavor, layers, namedFlavor } from '@protomaps/basemaps';
import type { PmtilesSummary } from './PmtilesArchive';

/** The styles an extract draws: Simple (Protomaps' light flavour) and Classic (the familiar atlas colours). */
export type ExtractStyleId = 'simple' | 'classic';

/** The source id of the extract in the style JSON. */
export const EXTRACT_SOURCE = 'protomaps';

/** Classic: Protomaps' light flavour in the colours of the OpenStreetMap standard map. */
const CLASSIC: Flavor = {
  ...namedFlavor('light'),
  background: '#aad3df',
  earth: '#f2efe9',
  water: '#aad3df',
  park_a: '#c8facc',
  park_b: '#c8facc',
  wood_a: '#add19e',
  wood_b: '#add19e',
  buildings: '#d9d0c9',
  hospital: '#f5dbdc',
  school: '#f6eecf',
  industrial: '#ebdbe8',
  highway: '#e892a2',
  highway_casing_early: '#dc2a67',
  highway_casing_late: '#dc2a67',
  major: '#fcd6a4',
  major_casing_early: '#c99a66',
  major_casing_late: '#c99a66',
  link: '#f9b29c',
  minor_a: '#ffffff',
  minor_b: '#ffffff',
  minor_casing: '#bbbbbb',
  boundaries: '#b28fb2',
};

function flavorOf(id: ExtractStyleId): Flavor {
  return id === 'classic' ? CLASSIC : namedFlavor('light');
}

type Layer = ReturnType<typeof layers>[number];

/** Layers that are icons (route shields, one-way arrows) and say nothing without the sprite sheet. */
const ICON_ONLY_LAYERS = new Set(['roads_shields', 'roads_oneway']);

/**
 * Protomaps' layers without the sprite icons: an extract is drawn with no network, so there is no
 * sprite sheet to load; labels keep their text (maplibre renders it with the browser's fonts when a
 * style has no `glyphs` URL).
 */
function withoutIcons(all: Layer[]): Layer[] {
  const kept: Layer[] = [];
  for (const layer of all) {
    if (ICON_ONLY_LAYERS.has(layer.id)) continue;
    if (layer.type !== 'symbol') {
      kept.push(layer);
      continue;
    }
    const layout = { ...(layer.layout ?? {}) } as Record<string, unknown>;
    if (!('icon-image' in layout)) {
      kept.push(layer);
      continue;
    }
    if (!('text-field' in layout)) continue;
    for (const key of Object.keys(layout)) if (key.startsWith('icon-')) delete layout[key];
    // Labels placed beside their icon move back onto the point.
    delete layout['text-variable-anchor'];
    delete layout['text-radial-offset'];
    const paint = { ...(layer.paint ?? {}) } as Record<string, unknown>;
    for (const key of Object.keys(paint)) if (key.startsWith('icon-')) delete paint[key];
    kept.push({ ...layer, layout, paint } as Layer);
  }
  return kept;
}

/** A maplibre style JSON document (version 8), as served. */
export interface ExtractStyleJson {
  version: 8;
  name: string;
  metadata: Record<string, unknown>;
  sources: Record<string, Record<string, unknown>>;
  layers: Array<{ id: string; type: string } & Record<string, unknown>>;
}

/** Where the extract style reads its data: tiles served by this server and the world basemap's land. */
export interface ExtractStyleContext {
  /** The server's absolute base URL, no trailing slash. */
  baseUrl: string;
  summary: PmtilesSummary;
  /** The world basemap's credit, for the land drawn outside the extract. */
  worldAttribution: string;
}

/**
 * The maplibre style of an offline street map: the extract's vector tiles (served by this server at
 * `/api2/map/tiles/{z}/{x}/{y}.mvt`) drawn with `@protomaps/basemaps`' layers, over the world
 * basemap's land so the map outside the extract's region is not an empty sea.
 */
export function buildExtractStyle(
  id: ExtractStyleId,
  name: string,
  context: ExtractStyleContext,
): ExtractStyleJson {
  const flavor = flavorOf(id);
  const { summary, baseUrl } = context;
  const extractLayers = withoutIcons(layers(EXTRACT_SOURCE, flavor, { lang: 'en' })).filter(
    (layer) => layer.id !== 'background',
  );
  return {
    version: 8,
    name,
    metadata: { 'fleetkit:style': id, 'fleetkit:offline': true, 'fleetkit:source': 'extract' },
    sources: {
      'basemap-land': {
        type: 'geojson',
        data: `${baseUrl}/api2/map/basemap/land`,
        attribution: context.worldAttribution,
        tolerance: 0.6,
      },
      [EXTRACT_SOURCE]: {
        type: 'vector',
        tiles: [`${baseUrl}/api2/map/tiles/{z}/{x}/{y}.mvt`],
        minzoom: summary.minZoom,
        maxzoom: summary.maxZoom,
        bounds: summary.bounds,
        attribution: summary.attribution,
      },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': flavor.water } },
      { id: 'basemap-land', type: 'fill', source: 'basemap-land', paint: { 'fill-color': flavor.earth } },
      ...extractLayers,
    ],
  };
}
