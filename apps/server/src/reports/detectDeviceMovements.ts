import { MAX_HISTORY_RANGE_DAYS } from '@fleetkit/sdk-core';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/Database';
import { buildMotionRuns } from './buildMotionRuns';
import { DeviceTrack } from './DeviceTrack';
import { detectMovements, type Movement, runsNeedingDistance } from './detectMovements';
import type { TripsConfig } from './resolveTripsConfig';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * How far beyond the asked period detection looks, tried in order until the movements that overlap
 * the period are settled; the last step is the bound (30 days, the longest report period).
 */
export const CONTEXT_STEPS_MS = [
  12 * HOUR_MS,
  2 * DAY_MS,
  7 * DAY_MS,
  MAX_HISTORY_RANGE_DAYS * DAY_MS,
] as const;

/** First and last fix time (ms) of a device, or null when it has no positions. */
export async function positionHistoryBounds(
  db: Db,
  deviceId: number,
): Promise<{ first: number; last: number } | null> {
  const result = (await db.execute(sql`
    SELECT date_part('epoch', min(fix_time)) * 1000 AS first, date_part('epoch', max(fix_time)) * 1000 AS last
      FROM positions WHERE device_id = ${deviceId}`)) as unknown as {
    rows: { first: number | string | null; last: number | string | null }[];
  };
  const row = result.rows[0];
  if (!row || row.first === null || row.last === null) return null;
  return { first: Math.floor(Number(row.first)), last: Math.ceil(Number(row.last)) };
}

/** The trips and stops of a device that overlap a period, with the track they were found in. */
export interface DeviceMovements {
  track: DeviceTrack | null;
  /** Every movement detected in the context window (filter with {@link overlapsPeriod}). */
  movements: Movement[];
}

/** Whether a movement overlaps `[from, to]` (both ends inclusive). */
export function overlapsPeriod(track: DeviceTrack, movement: Movement, from: number, to: number): boolean {
  return track.time(movement.start) <= to && track.time(movement.end) >= from;
}

/**
 * Detects a device's trips and stops around `[from, to]` so that the result does not depend on the
 * period's length: detection runs over a context window reaching back and ahead of the period, which
 * grows (12 h, 2 days, 7 days, 30 days) until the first movement overlapping the period starts at a
 * known state change and the last one ends at one, or the history of the device ends. At the 30-day
 * bound the window edge counts as the start (or end) of the history.
 */
export async function detectDeviceMovements(
  db: Db,
  deviceId: number,
  from: Date,
  to: Date,
  config: TripsConfig,
): Promise<DeviceMovements> {
  const history = await positionHistoryBounds(db, deviceId);
  if (!history) return { track: null, movements: [] };
  const start = from.getTime();
  const end = to.getTime();
  const lastStep = CONTEXT_STEPS_MS.length - 1;
  let back = 0;
  let ahead = 0;
  for (;;) {
    const windowStart = Math.max(start - (CONTEXT_STEPS_MS[back] ?? 0), history.first);
    const windowEnd = Math.min(end + (CONTEXT_STEPS_MS[ahead] ?? 0), history.last);
    if (windowStart > windowEnd) return { track: null, movements: [] };
    const openStart = windowStart > history.first && back < lastStep;
    const openEnd = windowEnd < history.last && ahead < lastStep;
    const track = await DeviceTrack.load(db, deviceId, new Date(windowStart), new Date(windowEnd), config);
    const runs = buildMotionRuns(track.series, config.minimalNoDataDurationMs);
    await track.prepareDistances(runsNeedingDistance(runs, track.series, config));
    const movements = detectMovements(track.series, runs, config, (a, b) => track.distance(a, b), {
      openStart,
      openEnd,
    });
    const first = movements[0];
    const last = movements[movements.length - 1];
    // Only the first movement can have an unknown start and only the last an unknown end.
    const needBack = openStart && (!first || track.time(first.end) >= start);
    const needAhead = openEnd && (!last || track.time(last.start) <= end);
    if (!needBack && !needAhead) return { track, movements };
    if (needBack) back++;
    if (needAhead) ahead++;
  }
}
