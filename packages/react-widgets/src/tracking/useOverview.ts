import { type FleetClient, type OverviewRange, overviewRange } from '@fleetkit/sdk-core';
import { useEffect, useRef, useState } from 'react';

/** What an overview block shows, in wire units (ms, knots, metres, litres). */
export interface OverviewFigures {
  /** Engine running time of the period (ms). */
  travelMs: number;
  /** Average speed while moving (knots). */
  averageSpeed: number;
  /** Distance driven (m). */
  distance: number;
  /** Time spent in stops that began in the period (ms), from the stops report. */
  stoppedMs: number;
  /** Fuel spent (L). */
  spentFuel: number;
}

/** Loading state of one overview block. */
export type OverviewState =
  | { status: 'loading' }
  | { status: 'ready'; figures: OverviewFigures }
  | { status: 'error'; message: string };

/**
 * Loads a vehicle's overview figures for each range from the server's summary and stops reports;
 * reloads when the vehicle, the ranges or `now` change (keeping the old figures shown meanwhile).
 */
export function useOverview(
  client: FleetClient | undefined,
  vehicleId: number,
  ranges: readonly OverviewRange[],
  now: Date,
): Record<string, OverviewState> {
  const [states, setStates] = useState<Record<string, OverviewState>>({});
  const key = ranges.join(',');
  const shown = useRef('');
  const time = now.valueOf();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` and `time` stand for `ranges` and `now`.
  useEffect(() => {
    if (!client) return;
    let live = true;
    // A new vehicle starts blank; a periodic re-read keeps the figures on screen until new ones arrive.
    const target = `${vehicleId}|${key}`;
    if (shown.current !== target) {
      shown.current = target;
      setStates(Object.fromEntries(ranges.map((range) => [range, { status: 'loading' } as OverviewState])));
    }
    for (const range of ranges) {
      const period = overviewRange(range, time);
      const query = { ...period, deviceIds: [vehicleId] };
      Promise.all([client.reports.summary(query), client.reports.stops(query)])
        .then(([summary, stops]) => {
          const row = summary.find((item) => item.deviceId === vehicleId);
          const figures: OverviewFigures = {
            travelMs: row?.engineHours ?? 0,
            averageSpeed: row?.averageSpeed ?? 0,
            distance: row?.distance ?? 0,
            stoppedMs: stops.reduce((total, stop) => total + stop.duration, 0),
            spentFuel: row?.spentFuel ?? 0,
          };
          if (live) setStates((current) => ({ ...current, [range]: { status: 'ready', figures } }));
        })
        .catch((error: unknown) => {
          const message = error instanceof Error ? error.message : String(error);
          if (live) setStates((current) => ({ ...current, [range]: { status: 'error', message } }));
        });
    }
    return () => {
      live = false;
    };
  }, [client, vehicleId, key, time]);
  return states;
}
