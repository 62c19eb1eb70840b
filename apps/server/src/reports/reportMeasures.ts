import { KMH_PER_KNOT, KMH_PER_MPS } from '@fleetkit/sdk-core';
import type { PositionDetail } from './DeviceTrack';

/** Rounds to a number of decimals, so sums of floating-point steps do not show noise. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** Average speed in knots of `metres` covered in `durationMs` (0 for no time). */
export function averageKnots(metres: number, durationMs: number): number {
  if (durationMs <= 0) return 0;
  return ((metres / (durationMs / 1000)) * KMH_PER_MPS) / KMH_PER_KNOT;
}

/**
 * Start and end odometer (m) of a stretch: the server's `totalDistance`, else 0. The device's own
 * `odometer` attribute is not shown: where the vehicle trusts it, `totalDistance` already follows its
 * plausible increases (docs/decisions/distance-source.md).
 */
export function odometerReadings(start: PositionDetail, end: PositionDetail): [number, number] {
  return [start.totalDistance ?? 0, end.totalDistance ?? 0];
}

/** Engine hours (ms) between two positions from their cumulative `hours`; 0 when either lacks it. */
export function engineHoursBetween(start: PositionDetail, end: PositionDetail): number {
  if (start.hours === null || end.hours === null) return 0;
  return Math.max(0, end.hours - start.hours);
}

/**
 * Litres spent over a stretch: the `fuelUsed` difference when both ends report it; else the distance
 * divided by the device's `mileage` (km per litre) when it has one; else 0. Rounded to 0.01 L.
 */
export function spentFuel(
  start: PositionDetail,
  end: PositionDetail,
  metres: number,
  mileage: unknown,
): number {
  if (start.fuelUsed !== null && end.fuelUsed !== null)
    return roundTo(Math.max(0, end.fuelUsed - start.fuelUsed), 2);
  const kmPerLitre = typeof mileage === 'number' ? mileage : Number(mileage);
  if (Number.isFinite(kmPerLitre) && kmPerLitre > 0) return roundTo(metres / 1000 / kmPerLitre, 2);
  return 0;
}
