import { EARTH_RADIUS_M } from '../constants';
import { GeofenceAreaError } from './GeofenceAreaError';
import { normalizeLongitude } from './longitude';
import type { LatLon } from './shapes';
import { checkLatitude, checkLongitude, checkRadius } from './validateShape';

/** Points used to draw a circle when no count is given. */
export const CIRCLE_POLYGON_STEPS = 64;

const RADIANS = Math.PI / 180;

/**
 * Points on the circle's edge, to draw it as a polygon on the map: `steps` points going clockwise
 * from due north, as an open ring (latitude first; add the first point again for a closed ring).
 *
 * @param steps number of points, an integer of at least 3. @default CIRCLE_POLYGON_STEPS (64)
 * @throws {GeofenceAreaError} for a centre out of range, a radius that is not positive, or too few steps.
 * @example circleToPolygon([27.7172, 85.324], 500, 4) // north, east, south and west points 500 m away
 */
export function circleToPolygon(
  center: Readonly<LatLon>,
  radius: number,
  steps = CIRCLE_POLYGON_STEPS,
): LatLon[] {
  const [latitude, longitude] = center;
  checkLatitude(latitude);
  checkLongitude(longitude);
  checkRadius(radius);
  if (!Number.isInteger(steps) || steps < 3) {
    throw new GeofenceAreaError(`A circle is drawn with at least 3 steps, got ${steps}`);
  }
  const angular = radius / EARTH_RADIUS_M;
  const lat1 = latitude * RADIANS;
  const sinLat1 = Math.sin(lat1);
  const cosLat1 = Math.cos(lat1);
  const points: LatLon[] = [];
  for (let step = 0; step < steps; step++) {
    const bearing = ((step * 360) / steps) * RADIANS;
    const sinLat2 = sinLat1 * Math.cos(angular) + cosLat1 * Math.sin(angular) * Math.cos(bearing);
    const lat2 = Math.asin(sinLat2);
    const lon2 =
      longitude * RADIANS +
      Math.atan2(Math.sin(bearing) * Math.sin(angular) * cosLat1, Math.cos(angular) - sinLat1 * sinLat2);
    points.push([lat2 / RADIANS, normalizeLongitude(lon2 / RADIANS)]);
  }
  return points;
}
