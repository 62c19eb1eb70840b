import { EARTH_RADIUS_M } from '../constants';
import { crossesAntimeridian, normalizeLongitude } from './longitude';
import type { AreaBounds, GeofenceShape } from './shapes';

const DEGREES = 180 / Math.PI;

/**
 * The box that holds the whole shape, to fit the map to it. A circle's box reaches its radius on every
 * side; a box around a pole spans every longitude. Across the antimeridian `west` > `east`.
 * @example shapeBounds(parseArea('POLYGON ((0 0, 0 2, 2 2, 2 0))')) // { south: 0, west: 0, north: 2, east: 2 }
 */
export function shapeBounds(shape: GeofenceShape): AreaBounds {
  if (shape.type === 'circle') {
    const [latitude, longitude] = shape.center;
    const dLat = (shape.radius / EARTH_RADIUS_M) * DEGREES;
    const south = Math.max(-90, latitude - dLat);
    const north = Math.min(90, latitude + dLat);
    // Exact longitude reach of a spherical cap; a cap that holds a pole spans every longitude.
    const reach = Math.sin(shape.radius / EARTH_RADIUS_M) / Math.cos((latitude * Math.PI) / 180);
    if (south === -90 || north === 90 || !(reach < 1)) return { south, west: -180, north, east: 180 };
    const dLon = Math.asin(reach) * DEGREES;
    return {
      south,
      west: normalizeLongitude(longitude - dLon),
      north,
      east: normalizeLongitude(longitude + dLon),
    };
  }
  const shift = crossesAntimeridian(
    shape.points.map((point) => point[1]),
    shape.type === 'polygon',
  );
  let south = Number.POSITIVE_INFINITY;
  let north = Number.NEGATIVE_INFINITY;
  let west = Number.POSITIVE_INFINITY;
  let east = Number.NEGATIVE_INFINITY;
  for (const [latitude, rawLongitude] of shape.points) {
    const longitude = shift && rawLongitude < 0 ? rawLongitude + 360 : rawLongitude;
    south = Math.min(south, latitude);
    north = Math.max(north, latitude);
    west = Math.min(west, longitude);
    east = Math.max(east, longitude);
  }
  return { south, west: normalizeLongitude(west), north, east: normalizeLongitude(east) };
}
