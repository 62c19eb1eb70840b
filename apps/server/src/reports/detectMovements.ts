import type { MotionRun } from './buildMotionRuns';
import type { PositionSeries } from './loadPositionSeries';
import type { TripsConfig } from './resolveTripsConfig';

/** A trip (`moving`) or a stop, as indices into the series it was detected in. */
export interface Movement {
  moving: boolean;
  /** Index of the first position: where the vehicle set off (trip) or halted (stop). */
  start: number;
  /** Index of the last position: where the trip halted, or where the next trip set off. */
  end: number;
  /** False when the movement may have begun before the window (so its start is not final). */
  startKnown: boolean;
  /** False when the movement may go on after the window (so its end is not final). */
  endKnown: boolean;
}

/** What lies outside the window the series covers. */
export interface WindowEdges {
  /** Earlier positions exist that the window leaves out. */
  openStart: boolean;
  /** Later positions exist that the window leaves out. */
  openEnd: boolean;
}

/** Distance in metres between two positions of the series (by index). */
export type DistanceBetween = (from: number, to: number) => number;

/**
 * Whether a run is long enough to change the vehicle's state: a moving run that lasts
 * `minimalTripDurationMs` or covers `minimalTripDistance`; a still run that lasts
 * `minimalParkingDurationMs` or, with `useIgnition`, has the ignition off.
 */
export function isSignificantRun(
  run: MotionRun,
  series: PositionSeries,
  config: TripsConfig,
  distance: DistanceBetween,
): boolean {
  const span = (series.times[run.until] ?? 0) - (series.times[run.start] ?? 0);
  if (run.moving) {
    return (
      span >= config.minimalTripDurationMs || distance(run.start, run.until) >= config.minimalTripDistance
    );
  }
  return span >= config.minimalParkingDurationMs || (config.useIgnition && run.ignitionOff);
}

/**
 * Moving runs whose significance depends on their distance (they are shorter than the minimal trip
 * duration): the position pairs whose distance must be known before {@link detectMovements} runs.
 */
export function runsNeedingDistance(
  runs: MotionRun[],
  series: PositionSeries,
  config: TripsConfig,
): [number, number][] {
  const pairs: [number, number][] = [];
  for (const run of runs) {
    if (!run.moving) continue;
    const span = (series.times[run.until] ?? 0) - (series.times[run.start] ?? 0);
    if (span < config.minimalTripDurationMs) pairs.push([run.start, run.until]);
  }
  return pairs;
}

interface Flip {
  index: number;
  moving: boolean;
  known: boolean;
}

/**
 * Turns motion runs into trips and stops (the algorithm of docs/reports.md):
 *
 * - The vehicle's state changes only at a significant run ({@link isSignificantRun}); shorter runs
 *   are absorbed by the state around them, so a traffic light does not split a trip and a short
 *   hop across a car park is not a trip.
 * - A no-data gap longer than `minimalNoDataDurationMs` ends a trip: the gap is a stop from the
 *   position where the vehicle halted before it (or its last position) to the next position.
 * - A trip runs from the first position of the significant moving run that started it to the first
 *   position of the significant still run (or gap) that ended it; a stop runs from there to the
 *   first position of the next trip. Before the first position ever, the vehicle counts as stopped.
 *
 * When `edges.openStart`, the state before the window is unknown: nothing is reported before the
 * first significant run, and the first movement has `startKnown: false`. When `edges.openEnd`, the
 * last movement has `endKnown: false`. Everything else does not depend on the window.
 */
export function detectMovements(
  series: PositionSeries,
  runs: MotionRun[],
  config: TripsConfig,
  distance: DistanceBetween,
  edges: WindowEdges,
): Movement[] {
  if (series.length === 0) return [];
  const flips: Flip[] = [];
  let state: boolean | null = edges.openStart ? null : false;
  if (state === false) flips.push({ index: 0, moving: false, known: true });
  for (const run of runs) {
    if (isSignificantRun(run, series, config, distance)) {
      if (state !== run.moving) flips.push({ index: run.start, moving: run.moving, known: state !== null });
      state = run.moving;
    }
    if (run.gapAfter && state !== false) {
      // The stop across the gap starts where the vehicle halted before it, or at its last fix.
      flips.push({ index: run.moving ? run.last : run.start, moving: false, known: state !== null });
      state = false;
    }
  }
  const movements: Movement[] = [];
  const lastIndex = series.length - 1;
  for (let k = 0; k < flips.length; k++) {
    const flip = flips[k] as Flip;
    const next = flips[k + 1];
    const end = next ? next.index : lastIndex;
    if (end <= flip.index) continue;
    movements.push({
      moving: flip.moving,
      start: flip.index,
      end,
      startKnown: flip.known,
      endKnown: next !== undefined || !edges.openEnd,
    });
  }
  return movements;
}
