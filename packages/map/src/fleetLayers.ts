import { CLUSTER_TIER_MIN_COUNTS, MAX_ZOOM, type StatusTone } from '@fleetkit/sdk-core';
import type { LayerSpecification, SourceSpecification } from 'maplibre-gl';

/** Ids of the sources and layers a FleetMap adds over its base style. */
export const FLEET_SOURCES = {
  vehicles: 'fleet-vehicles',
  tracked: 'fleet-tracked',
  route: 'fleet-route',
  routeArrows: 'fleet-route-arrows',
  history: 'fleet-history',
  historyArrows: 'fleet-history-arrows',
  tripPoints: 'fleet-trip-points',
  cursor: 'fleet-playback-cursor',
  geofences: 'fleet-geofences',
  traffic: 'fleet-traffic',
} as const;

export const FLEET_LAYERS = {
  traffic: 'fleet-traffic',
  geofenceFill: 'fleet-geofences-fill',
  geofenceLine: 'fleet-geofences-line',
  geofenceLabel: 'fleet-geofences-label',
  history: 'fleet-history-line',
  historyArrows: 'fleet-history-arrows',
  tripPoints: 'fleet-trip-points',
  route: 'fleet-route-line',
  routeArrows: 'fleet-route-arrows',
  clusters: 'fleet-clusters',
  clusterCount: 'fleet-cluster-count',
  vehicles: 'fleet-vehicles',
  vehicleLabels: 'fleet-vehicle-labels',
  tracked: 'fleet-tracked',
  cursor: 'fleet-playback-cursor',
} as const;
export type FleetLayerId = (typeof FLEET_LAYERS)[keyof typeof FLEET_LAYERS];

/** Image id of the direction arrow drawn on paths. */
export const DIRECTION_ARROW_IMAGE = 'fleet-direction-arrow';

/** Colours the map draws with; FleetMap reads them from the `--fleet-*` custom properties. */
export interface MapColours {
  /** Vehicle icon colour of each status tone. */
  tones: Record<StatusTone, string>;
  /** Colour of each cluster tier, 2-3, 4, 5-9, 10-19 and 20+ vehicles. */
  clusters: [string, string, string, string, string];
  route: string;
  history: string;
  geofence: string;
  /** Trip point colours: critical alarms, stops, geofence enter/exit. */
  tripPoints: { critical: string; stopped: string; geofence: string };
  text: string;
  halo: string;
}

/** The colours of the default light theme (`style.css`). */
export const DEFAULT_MAP_COLOURS: MapColours = {
  tones: {
    success: '#2e7d32',
    warning: '#b26a00',
    disabled: '#6b7280',
    error: '#c62828',
    neutral: '#5b6470',
  },
  clusters: ['#1e88e5', '#43a047', '#fb8c00', '#e53935', '#8e24aa'],
  route: '#1565c0',
  history: '#1565c0',
  geofence: '#7b1fa2',
  tripPoints: { critical: '#c62828', stopped: '#6b7280', geofence: '#7b1fa2' },
  text: '#1b1f24',
  halo: '#ffffff',
};

/**
 * The cluster colour of a point count by SPEC §9's tiers, as a maplibre `step` expression built from
 * `CLUSTER_TIER_MIN_COUNTS` (2, 4, 5, 10, 20).
 */
export function clusterColourExpression(colours: MapColours['clusters']): unknown[] {
  const [, ...thresholds] = CLUSTER_TIER_MIN_COUNTS;
  const expression: unknown[] = ['step', ['get', 'point_count'], colours[0]];
  thresholds.forEach((min, index) => {
    expression.push(min, colours[index + 1]);
  });
  return expression;
}

/** The tier (1-5) of a cluster of `count` vehicles, or 0 below the first tier. */
export function clusterTier(count: number): number {
  let tier = 0;
  CLUSTER_TIER_MIN_COUNTS.forEach((min, index) => {
    if (count >= min) tier = index + 1;
  });
  return tier;
}

/** Vehicles cluster up to this zoom; beyond it every vehicle is drawn on its own. */
export const CLUSTER_MAX_ZOOM = MAX_ZOOM - 4;
/** Cluster radius in pixels. */
export const CLUSTER_RADIUS = 50;

/**
 * Filter of the cluster layers: a cluster feature is drawn at the zooms from its `zoom` to its
 * `toZoom`, at which it holds the same vehicles (the vehicle source holds the clusters of the zooms
 * around the map's beside the vehicles, see `GridClusterIndex` and `VehicleClusterSources`).
 */
export const CLUSTER_FILTER = [
  'all',
  ['has', 'toZoom'],
  ['<=', ['get', 'zoom'], ['zoom']],
  ['>=', ['get', 'toZoom'], ['zoom']],
];

/** Filter of the vehicle layers: a vehicle is drawn from the zoom on which it is no cluster's part. */
export const UNCLUSTERED_VEHICLE_FILTER = [
  'all',
  ['has', 'aloneFrom'],
  ['>=', ['zoom'], ['get', 'aloneFrom']],
];

const EMPTY = { type: 'FeatureCollection', features: [] } as const;

/** The GeoJSON sources of the map, each with its data. */
export function fleetSources(data: Partial<Record<string, unknown>>): Record<string, SourceSpecification> {
  const geojson = (id: string, extra: object = {}) =>
    ({ type: 'geojson', data: data[id] ?? EMPTY, ...extra }) as SourceSpecification;
  return {
    [FLEET_SOURCES.geofences]: geojson(FLEET_SOURCES.geofences),
    [FLEET_SOURCES.history]: geojson(FLEET_SOURCES.history),
    [FLEET_SOURCES.historyArrows]: geojson(FLEET_SOURCES.historyArrows),
    [FLEET_SOURCES.tripPoints]: geojson(FLEET_SOURCES.tripPoints),
    [FLEET_SOURCES.route]: geojson(FLEET_SOURCES.route),
    [FLEET_SOURCES.routeArrows]: geojson(FLEET_SOURCES.routeArrows),
    // Clustered on the main thread (`VehicleClusterSources`): the vehicles, each with the zoom from
    // which it is drawn alone, and the clusters, in one source updated by diffs; it holds what the
    // zooms around the map's draw.
    [FLEET_SOURCES.vehicles]: geojson(FLEET_SOURCES.vehicles),
    [FLEET_SOURCES.tracked]: geojson(FLEET_SOURCES.tracked),
    [FLEET_SOURCES.cursor]: geojson(FLEET_SOURCES.cursor),
  };
}

const FONT = ['Noto Sans Regular'];

/** The layers a FleetMap draws over the base style, bottom to top (traffic is added separately). */
export function fleetLayers(colours: MapColours): LayerSpecification[] {
  const arrows = (id: string, source: string): LayerSpecification => ({
    id,
    type: 'symbol',
    source,
    layout: {
      'icon-image': DIRECTION_ARROW_IMAGE,
      'icon-rotate': ['get', 'course'],
      'icon-rotation-alignment': 'map',
      'icon-allow-overlap': true,
    },
  });
  const vehicleIcon = {
    'icon-image': ['get', 'icon'],
    'icon-rotate': ['get', 'course'],
    'icon-rotation-alignment': 'map',
    'icon-allow-overlap': true,
    'icon-ignore-placement': true,
  } as const;
  return [
    {
      id: FLEET_LAYERS.geofenceFill,
      type: 'fill',
      source: FLEET_SOURCES.geofences,
      filter: ['==', ['geometry-type'], 'Polygon'],
      paint: { 'fill-color': colours.geofence, 'fill-opacity': 0.15 },
    },
    {
      id: FLEET_LAYERS.geofenceLine,
      type: 'line',
      source: FLEET_SOURCES.geofences,
      paint: { 'line-color': colours.geofence, 'line-width': 2 },
    },
    {
      id: FLEET_LAYERS.geofenceLabel,
      type: 'symbol',
      source: FLEET_SOURCES.geofences,
      layout: { 'text-field': ['get', 'name'], 'text-font': FONT, 'text-size': 12 },
      paint: { 'text-color': colours.geofence, 'text-halo-color': colours.halo, 'text-halo-width': 1.5 },
    },
    {
      id: FLEET_LAYERS.history,
      type: 'line',
      source: FLEET_SOURCES.history,
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: { 'line-color': colours.history, 'line-width': 4, 'line-opacity': 0.85 },
    },
    arrows(FLEET_LAYERS.historyArrows, FLEET_SOURCES.historyArrows),
    {
      id: FLEET_LAYERS.tripPoints,
      type: 'circle',
      source: FLEET_SOURCES.tripPoints,
      paint: {
        'circle-radius': 6,
        'circle-stroke-width': 2,
        'circle-stroke-color': '#ffffff',
        'circle-color': [
          'match',
          ['get', 'kind'],
          'critical',
          colours.tripPoints.critical,
          'stopped',
          colours.tripPoints.stopped,
          colours.tripPoints.geofence,
        ],
      },
    },
    {
      id: FLEET_LAYERS.route,
      type: 'line',
      source: FLEET_SOURCES.route,
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: { 'line-color': colours.route, 'line-width': 4 },
    },
    arrows(FLEET_LAYERS.routeArrows, FLEET_SOURCES.routeArrows),
    {
      id: FLEET_LAYERS.clusters,
      type: 'circle',
      source: FLEET_SOURCES.vehicles,
      filter: CLUSTER_FILTER,
      paint: {
        'circle-color': clusterColourExpression(colours.clusters) as never,
        'circle-radius': ['step', ['get', 'point_count'], 16, 10, 20, 20, 24],
        'circle-stroke-width': 3,
        'circle-stroke-color': '#ffffff',
        'circle-opacity': 0.9,
      },
    },
    {
      id: FLEET_LAYERS.clusterCount,
      type: 'symbol',
      source: FLEET_SOURCES.vehicles,
      filter: CLUSTER_FILTER,
      layout: {
        'text-field': ['get', 'point_count_abbreviated'],
        'text-font': FONT,
        'text-size': 13,
        'text-allow-overlap': true,
      },
      paint: { 'text-color': '#ffffff' },
    },
    {
      id: FLEET_LAYERS.vehicles,
      type: 'symbol',
      source: FLEET_SOURCES.vehicles,
      filter: UNCLUSTERED_VEHICLE_FILTER,
      layout: vehicleIcon,
    },
    {
      id: FLEET_LAYERS.vehicleLabels,
      type: 'symbol',
      source: FLEET_SOURCES.vehicles,
      filter: UNCLUSTERED_VEHICLE_FILTER,
      layout: {
        'text-field': ['get', 'label'],
        'text-font': FONT,
        'text-size': 12,
        'text-offset': [0, 1.8],
        'text-anchor': 'top',
        'text-optional': true,
      },
      paint: { 'text-color': colours.text, 'text-halo-color': colours.halo, 'text-halo-width': 1.5 },
    },
    { id: FLEET_LAYERS.tracked, type: 'symbol', source: FLEET_SOURCES.tracked, layout: vehicleIcon },
    { id: FLEET_LAYERS.cursor, type: 'symbol', source: FLEET_SOURCES.cursor, layout: vehicleIcon },
  ] as LayerSpecification[];
}

/** The traffic overlay's raster source. */
export function trafficSource(overlay: {
  tiles: string[];
  tileSize: number;
  maxzoom: number;
  attribution: string;
}): SourceSpecification {
  return {
    type: 'raster',
    tiles: overlay.tiles,
    tileSize: overlay.tileSize,
    maxzoom: overlay.maxzoom,
    attribution: overlay.attribution,
  };
}
