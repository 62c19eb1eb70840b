import { EARTH_RADIUS_M } from '../constants';
import { haversineDistance } from './haversineDistance';
import { crossesAntimeridian } from './longitude';
import type { GeofenceShape, LatLon, PolygonShape, PolylineShape } from './shapes';
import { openRing } from './validateShape';

/**
 * How close to a LINESTRING geofence a point must be to count as inside it (m). Traccar's default
 * `geofence.polylineDistance`.
 */
export const POLYLINE_DISTANCE_M = 25;

/** Options of `areaContains`. */
export interface AreaContainsOptions {
  /**
   * Half-width of a polyline corridor in metres.
   * @default POLYLINE_DISTANCE_M (25)
   */
  polylineDistance?: number;
}

const RADIANS = Math.PI / 180;

/**
 * True when the point lies in the area: within the radius of a circle (haversine distance, boundary
 * included), inside or on the edge of a polygon, or within `polylineDistance` of a polyline. Shapes
 * that cross the antimeridian (an edge from 179° to -179°) are measured the short way round.
 *
 * @example
 * areaContains(parseArea('CIRCLE (27.7172 85.3240, 500)'), 27.7175, 85.3245) // true
 */
export function areaContains(
  shape: GeofenceShape,
  latitude: number,
  longitude: number,
  options: AreaContainsOptions = {},
): boolean {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return false;
  switch (shape.type) {
    case 'circle':
      return haversineDistance(shape.center, [latitude, longitude]) <= shape.radius;
    case 'polygon':
      return polygonContains(shape, latitude, longitude);
    case 'polyline':
      return distanceToLine(shape, latitude, longitude) <= (options.polylineDistance ?? POLYLINE_DISTANCE_M);
  }
}

function polygonContains(shape: PolygonShape, latitude: number, longitude: number): boolean {
  const ring = openRing(shape.points);
  if (ring.length < 3) return false;
  // Across the antimeridian both the ring and the point move to longitudes 0..360.
  const shift = crossesAntimeridian(
    ring.map((point) => point[1]),
    true,
  );
  const east = (lon: number) => (shift && lon < 0 ? lon + 360 : lon);
  const x = east(longitude);
  const y = latitude;
  // Even-odd rule: a ray from the point towards +x crosses the outline an odd number of times
  // when the point is inside. A point on an edge or a corner counts as inside.
  let inside = false;
  let [previousLat, previousLon] = ring[ring.length - 1] as LatLon;
  for (const [lat, lon] of ring) {
    const ax = east(previousLon);
    const ay = previousLat;
    const bx = east(lon);
    const by = lat;
    if (onSegment(x, y, ax, ay, bx, by)) return true;
    if (ay > y !== by > y && x < ax + ((y - ay) * (bx - ax)) / (by - ay)) inside = !inside;
    previousLat = lat;
    previousLon = lon;
  }
  return inside;
}

/** Tolerance of "on the edge", in degrees squared of the cross product (well under a millimetre). */
const EDGE_TOLERANCE = 1e-18;

/** True when (x, y) lies on the segment a-b. */
function onSegment(x: number, y: number, ax: number, ay: number, bx: number, by: number): boolean {
  const cross = (bx - ax) * (y - ay) - (by - ay) * (x - ax);
  if (Math.abs(cross) > EDGE_TOLERANCE) return false;
  return x >= Math.min(ax, bx) && x <= Math.max(ax, bx) && y >= Math.min(ay, by) && y <= Math.max(ay, by);
}

/**
 * Shortest distance from the point to the line in metres, on a local flat projection around the point
 * (accurate for the short distances a corridor is about).
 */
function distanceToLine(shape: PolylineShape, latitude: number, longitude: number): number {
  const scaleX = Math.cos(latitude * RADIANS) * RADIANS * EARTH_RADIUS_M;
  const scaleY = RADIANS * EARTH_RADIUS_M;
  const project = ([lat, lon]: Readonly<LatLon>): [number, number] => {
    let dLon = lon - longitude;
    if (dLon > 180) dLon -= 360;
    if (dLon < -180) dLon += 360;
    return [dLon * scaleX, (lat - latitude) * scaleY];
  };
  let best = Number.POSITIVE_INFINITY;
  for (let index = 1; index < shape.points.length; index++) {
    const [ax, ay] = project(shape.points[index - 1] as LatLon);
    const [bx, by] = project(shape.points[index] as LatLon);
    best = Math.min(best, distanceToSegment(ax, ay, bx, by));
  }
  return best;
}

/** Distance from the origin to the segment a-b. */
function distanceToSegment(ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.min(1, Math.max(0, -(ax * dx + ay * dy) / lengthSquared));
  return Math.hypot(ax + t * dx, ay + t * dy);
}
