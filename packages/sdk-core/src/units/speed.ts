import { KMH_PER_KNOT, KMH_PER_MPH, KMH_PER_MPS } from '../constants';

/**
 * Converts knots (Traccar's speed unit on the wire) to km/h.
 * @example knotsToKmh(10) // 18.52
 */
export function knotsToKmh(knots: number): number {
  return knots * KMH_PER_KNOT;
}

/**
 * Converts km/h (what users type and read) to knots (what the server stores, e.g. `speedLimit`).
 * @example kmhToKnots(18.52) // 10
 */
export function kmhToKnots(kmh: number): number {
  return kmh / KMH_PER_KNOT;
}

/**
 * Converts miles per hour to km/h.
 * @example mphToKmh(60) // 96.5604
 */
export function mphToKmh(mph: number): number {
  return mph * KMH_PER_MPH;
}

/**
 * Converts metres per second to km/h.
 * @example mpsToKmh(10) // 36
 */
export function mpsToKmh(metresPerSecond: number): number {
  return metresPerSecond * KMH_PER_MPS;
}
