import { haversineDistance, KMH_PER_KNOT, KMH_PER_MPS } from '@fleetkit/sdk-core';
import type { DraftPosition, Stage } from '../types';

/** No road vehicle covers ground faster than this (km/h): a step implying more is a jump. */
export const MAX_ROAD_SPEED_KMH = 300;
/** Reported speeds are sampled: the vehicle may have gone this much faster between two fixes. */
const SPEED_FACTOR = 1.5;
/** …and may have accelerated from a halt to this speed (km/h) between fixes that both report ~0. */
const SPEED_MARGIN_KMH = 60;
/** GPS error: two fixes of a parked vehicle may lie this far apart (m) at no elapsed time. */
const POSITION_TOLERANCE_M = 100;

/**
 * The longest step (m) a vehicle can plausibly make between two fixes `elapsedMs` apart that report
 * these speeds (knots): the faster reported speed with headroom, plus GPS error, and never faster than
 * any road vehicle. See docs/decisions/distance-source.md.
 */
export function plausibleStepMetres(elapsedMs: number, speedA: number, speedB: number): number {
  const reportedKmh = Math.max(0, speedA, speedB) * KMH_PER_KNOT;
  const kmh = Math.min(MAX_ROAD_SPEED_KMH, reportedKmh * SPEED_FACTOR + SPEED_MARGIN_KMH);
  return (Math.max(0, elapsedMs) / 1000) * (kmh / KMH_PER_MPS) + POSITION_TOLERANCE_M;
}

/** The device's `odometer` attribute (m) when it is a finite number. */
function odometerOf(p: DraftPosition): number | null {
  const value = p.attributes.odometer;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * Sets `distance` (metres since the previous fix) and `totalDistance` (the running odometer, metres),
 * continuing from the device's accumulators before its first position. This is the one distance every
 * report, the dashboard and the live panel read.
 *
 * The step is the great-circle distance between two valid fixes, counted only when it is plausible
 * for the time between them and the speeds they report: a GPS jump adds nothing (the position itself
 * is kept). A vehicle set to trust its odometer (`distance.useOdometer`) counts the odometer's
 * increase instead, under the same check, and counts it even when the fix is invalid; an odometer that
 * went back (a reset) or leapt forward falls back to the GPS step. Out-of-order fixes add nothing.
 */
export const computeDistance: Stage = ({ position: p, state, device, outOfOrder }) => {
  const last = state.last;
  const base = Number(last?.attributes.totalDistance ?? device.accumulators.totalDistance ?? 0);
  let step = 0;
  if (last && !outOfOrder) {
    const elapsed = p.fixTime.getTime() - last.fixTime.getTime();
    const limit = plausibleStepMetres(elapsed, last.speed, p.speed);
    const before = odometerOf(last);
    const now = odometerOf(p);
    const odometerStep = device.trustOdometer && before !== null && now !== null ? now - before : null;
    if (odometerStep !== null && odometerStep >= 0 && odometerStep <= limit) {
      step = odometerStep;
    } else if (p.valid && last.valid) {
      const gps = haversineDistance([last.latitude, last.longitude], [p.latitude, p.longitude]);
      if (gps <= limit) step = gps;
    }
  }
  p.attributes.distance = Math.round(step * 100) / 100;
  p.attributes.totalDistance = Math.round((base + step) * 100) / 100;
  return undefined;
};
