import { DIRECTION_ARROW_EVERY } from '@fleetkit/sdk-core';

/** A point of a drawn path: a live route or a replayed track. */
export interface PathPoint {
  latitude: number;
  longitude: number;
  /** Degrees clockwise from north. */
  course?: number | null;
}

/** A GeoJSON feature collection of one kind of geometry (what the map's GeoJSON sources hold). */
export interface FeatureCollectionOf<G> {
  type: 'FeatureCollection';
  features: { type: 'Feature'; id?: number; geometry: G; properties: Record<string, unknown> }[];
}

type LineString = { type: 'LineString'; coordinates: [number, number][] };
type Point = { type: 'Point'; coordinates: [number, number] };

const valid = (point: PathPoint) => Number.isFinite(point.latitude) && Number.isFinite(point.longitude);

/** The path as one line (empty with fewer than two points). */
export function pathLine(points: readonly PathPoint[]): FeatureCollectionOf<LineString> {
  const coordinates = points.filter(valid).map((p): [number, number] => [p.longitude, p.latitude]);
  if (coordinates.length < 2) return { type: 'FeatureCollection', features: [] };
  return {
    type: 'FeatureCollection',
    features: [{ type: 'Feature', geometry: { type: 'LineString', coordinates }, properties: {} }],
  };
}

/**
 * Direction arrows on every 9th point of a path (SPEC §4: `DIRECTION_ARROW_EVERY`): the 9th, 18th,
 * … point, each turned to its course.
 */
export function directionArrows(points: readonly PathPoint[]): FeatureCollectionOf<Point> {
  const features: FeatureCollectionOf<Point>['features'] = [];
  points.forEach((point, index) => {
    if ((index + 1) % DIRECTION_ARROW_EVERY !== 0 || !valid(point)) return;
    features.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [point.longitude, point.latitude] },
      properties: { course: Number.isFinite(point.course) ? point.course : 0, index },
    });
  });
  return { type: 'FeatureCollection', features };
}

/** Points as GeoJSON points with their own properties (trip markers, the playback cursor). */
export function pointFeatures(
  points: readonly (PathPoint & { properties?: Record<string, unknown> })[],
): FeatureCollectionOf<Point> {
  return {
    type: 'FeatureCollection',
    features: points.filter(valid).map((point) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [point.longitude, point.latitude] },
      properties: { course: Number.isFinite(point.course) ? point.course : 0, ...point.properties },
    })),
  };
}
