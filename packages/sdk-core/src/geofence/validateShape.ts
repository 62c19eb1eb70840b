import { checkPolygon } from './checkPolygon';
import { GeofenceAreaError } from './GeofenceAreaError';
import type { GeofenceShape, LatLon } from './shapes';

export { MIN_POLYGON_POINTS } from './checkPolygon';
/** Fewest points of a polyline. */
export const MIN_POLYLINE_POINTS = 2;

/** Throws a `GeofenceAreaError` unless the latitude is a number in [-90, 90]. */
export function checkLatitude(latitude: number, area?: string): void {
  if (!Number.isFinite(latitude) || latitude < -90 || latitude > 90) {
    throw new GeofenceAreaError(`Latitude ${latitude} is out of range: it must be between -90 and 90`, area);
  }
}

/** Throws a `GeofenceAreaError` unless the longitude is a number in [-180, 180]. */
export function checkLongitude(longitude: number, area?: string): void {
  if (!Number.isFinite(longitude) || longitude < -180 || longitude > 180) {
    throw new GeofenceAreaError(
      `Longitude ${longitude} is out of range: it must be between -180 and 180`,
      area,
    );
  }
}

/** Throws a `GeofenceAreaError` unless the radius is a positive number of metres. */
export function checkRadius(radius: number, area?: string): void {
  if (!Number.isFinite(radius) || radius <= 0) {
    throw new GeofenceAreaError(
      `Radius ${radius} is not valid: it must be a positive number of metres`,
      area,
    );
  }
}

/** True when both points have the same coordinates. */
export function samePoint(a: Readonly<LatLon>, b: Readonly<LatLon>): boolean {
  return a[0] === b[0] && a[1] === b[1];
}

/**
 * The ring without the closing point WKT repeats (when the last point equals the first).
 * The input is not changed.
 */
export function openRing(points: readonly LatLon[]): LatLon[] {
  const first = points[0];
  const last = points[points.length - 1];
  if (points.length > 1 && first && last && samePoint(first, last)) return points.slice(0, -1);
  return points.slice();
}

/**
 * Checks a shape before it is saved or measured: coordinates in range, a positive radius, a polygon
 * that `checkPolygon` accepts (at least 3 distinct points that enclose an area, else
 * `MESSAGES.invalidPolygon`; no crossing edges) and 2 polyline points.
 * @throws {GeofenceAreaError} with a message that says what is wrong.
 */
export function validateShape(shape: GeofenceShape, area?: string): void {
  switch (shape.type) {
    case 'circle':
      checkLatitude(shape.center[0], area);
      checkLongitude(shape.center[1], area);
      checkRadius(shape.radius, area);
      return;
    case 'polygon':
      checkPoints(shape.points, area);
      checkPolygon(shape.points, area);
      return;
    case 'polyline':
      checkPoints(shape.points, area);
      if (shape.points.length < MIN_POLYLINE_POINTS) {
        throw new GeofenceAreaError(
          `A LINESTRING needs at least ${MIN_POLYLINE_POINTS} points, got ${shape.points.length}`,
          area,
        );
      }
      return;
    default:
      throw new GeofenceAreaError(
        `Unknown geofence shape type "${String((shape as { type?: unknown }).type)}"`,
        area,
      );
  }
}

function checkPoints(points: readonly LatLon[], area: string | undefined): void {
  for (const [latitude, longitude] of points) {
    checkLatitude(latitude, area);
    checkLongitude(longitude, area);
  }
}
