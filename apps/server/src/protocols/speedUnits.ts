import { KMH_PER_KNOT, KMH_PER_MPS } from '@fleetkit/sdk-core';

/** Converts km/h, as most trackers report speed, to knots, as positions store it. */
export function knotsFromKph(kph: number): number {
  return kph / KMH_PER_KNOT;
}

/** Converts m/s, as phones report speed, to knots. */
export function knotsFromMps(mps: number): number {
  return (mps * KMH_PER_MPS) / KMH_PER_KNOT;
}
