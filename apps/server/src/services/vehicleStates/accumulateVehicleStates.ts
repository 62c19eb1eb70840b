import { deriveDisplayStatus } from '@fleetkit/sdk-core';

/** Time spent in each state over a range, ms. `unknown` is motion reported without ignition (N/A). */
export interface VehicleStateTotals {
  moving: number;
  idling: number;
  stopped: number;
  offline: number;
  unknown: number;
}

/** A stored position as the state count reads it. */
export interface StatePosition {
  /** Fix time, ms since the epoch. */
  time: number;
  motion: boolean;
  ignition: boolean;
}

/**
 * Splits `[from, to)` into the time a vehicle spent moving, idling, stopped and offline, from its
 * positions. Each position's state (SPEC §4, as the live badge derives it) lasts until the next
 * position, but at most `offlineAfterMs`: past that the vehicle was silent, so offline. Before its
 * first known position a vehicle is offline. `previous` is the last position before `from`.
 */
export function accumulateVehicleStates(
  positions: readonly StatePosition[],
  range: { from: number; to: number; offlineAfterMs: number; previous?: StatePosition | null },
): VehicleStateTotals {
  const totals: VehicleStateTotals = { moving: 0, idling: 0, stopped: 0, offline: 0, unknown: 0 };
  const { from, to, offlineAfterMs } = range;
  if (to <= from) return totals;
  let cursor = from;
  let current = range.previous ?? null;
  const advance = (until: number) => {
    const end = Math.min(until, to);
    if (end <= cursor) return;
    if (current) {
      const onlineEnd = Math.min(end, current.time + offlineAfterMs);
      if (onlineEnd > cursor) {
        const status = deriveDisplayStatus(
          { status: 'online' },
          { attributes: { motion: current.motion, ignition: current.ignition } },
        );
        const key = status === 'offline' ? 'offline' : status;
        totals[key] += onlineEnd - cursor;
        cursor = onlineEnd;
      }
    }
    if (end > cursor) totals.offline += end - cursor;
    cursor = end;
  };
  for (const position of positions) {
    if (position.time >= to) break;
    if (position.time > cursor) advance(position.time);
    current = position;
  }
  advance(to);
  return totals;
}
