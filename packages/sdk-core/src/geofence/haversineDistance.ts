import { EARTH_RADIUS_M } from '../constants';
import type { LatLon } from './shapes';

const RADIANS = Math.PI / 180;

/**
 * Great-circle distance between two points in metres (haversine, Earth radius `EARTH_RADIUS_M`).
 * @example haversineDistance([27.7172, 85.324], [27.6710, 85.4298]) // ≈ 11 600
 */
export function haversineDistance(from: Readonly<LatLon>, to: Readonly<LatLon>): number {
  const [fromLat, fromLon] = from;
  const [toLat, toLon] = to;
  const halfDLat = ((toLat - fromLat) * RADIANS) / 2;
  const halfDLon = ((toLon - fromLon) * RADIANS) / 2;
  const h =
    Math.sin(halfDLat) ** 2 +
    Math.cos(fromLat * RADIANS) * Math.cos(toLat * RADIANS) * Math.sin(halfDLon) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}
