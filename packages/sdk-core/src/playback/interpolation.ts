import { normalizeLongitude } from '../geofence/longitude';

/** The value `fraction` of the way from `from` to `to`. */
export function interpolateNumber(from: number, to: number, fraction: number): number {
  return from + (to - from) * fraction;
}

/**
 * A longitude `fraction` of the way between two, going the short way across the antimeridian
 * (179° -> -179° passes 180°, not 0°). The result is in [-180, 180].
 */
export function interpolateLongitude(from: number, to: number, fraction: number): number {
  let delta = to - from;
  if (delta > 180) delta -= 360;
  else if (delta < -180) delta += 360;
  return normalizeLongitude(from + delta * fraction);
}

/**
 * A course `fraction` of the way between two, turning along the shorter arc: 350° -> 10° passes 0°.
 * The result is in [0, 360).
 * @example interpolateCourse(350, 10, 0.5) // 0
 */
export function interpolateCourse(from: number, to: number, fraction: number): number {
  const delta = ((((to - from) % 360) + 540) % 360) - 180;
  return (((from + delta * fraction) % 360) + 360) % 360;
}
