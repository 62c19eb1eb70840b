import type { FleetEvent } from '../schema/event';
import type { ReportStop, ReportTrip } from '../schema/report';
import type { AlertEvent, AlertStop, AlertTrip } from './groupAlerts';

/** Tabs of the history panel (SPEC §2): All, Movements, Stoppage, Alerts. */
export const HISTORY_TABS = ['all', 'movements', 'stoppage', 'alerts'] as const;
export type HistoryTab = (typeof HISTORY_TABS)[number];

/** One row of the history list, tagged with what it is; `time` is its start in ms since the epoch. */
export type HistoryItem<
  E extends AlertEvent = FleetEvent,
  S extends AlertStop = ReportStop,
  T extends AlertTrip = ReportTrip,
> =
  | { kind: 'trip'; time: number; trip: T }
  | { kind: 'stop'; time: number; stop: S }
  | { kind: 'event'; time: number; event: E };

/**
 * The rows of a history tab in one list, earliest first: 'movements' lists trips, 'stoppage' stops,
 * 'alerts' events, and 'all' every one of them. Trips and stops are placed at their start time,
 * events at their event time; rows at the same time keep the order trips, stops, events. Rows whose
 * time is not a readable date go last.
 *
 * @throws {RangeError} for a tab that is not one of `HISTORY_TABS`.
 * @example historyItems('all', { trips, stops: filterStops(stops, 5), events })
 */
export function historyItems<
  E extends AlertEvent = FleetEvent,
  S extends AlertStop = ReportStop,
  T extends AlertTrip = ReportTrip,
>(
  tab: HistoryTab,
  history: { trips?: readonly T[]; stops?: readonly S[]; events?: readonly E[] },
): HistoryItem<E, S, T>[] {
  if (!(HISTORY_TABS as readonly string[]).includes(tab)) {
    throw new RangeError(`History tab must be one of ${HISTORY_TABS.join(', ')}; got ${String(tab)}`);
  }
  const items: HistoryItem<E, S, T>[] = [];
  if (tab === 'all' || tab === 'movements') {
    for (const trip of history.trips ?? []) items.push({ kind: 'trip', time: timeOf(trip.startTime), trip });
  }
  if (tab === 'all' || tab === 'stoppage') {
    for (const stop of history.stops ?? []) items.push({ kind: 'stop', time: timeOf(stop.startTime), stop });
  }
  if (tab === 'all' || tab === 'alerts') {
    for (const event of history.events ?? [])
      items.push({ kind: 'event', time: timeOf(event.eventTime), event });
  }
  // Array.prototype.sort is stable, so equal times keep the insertion order above.
  return items.sort((a, b) => sortKey(a.time) - sortKey(b.time));
}

function timeOf(text: string): number {
  return Date.parse(text);
}

function sortKey(time: number): number {
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
}
