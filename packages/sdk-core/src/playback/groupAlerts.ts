import type { FleetEvent } from '../schema/event';
import type { ReportStop, ReportTrip } from '../schema/report';
import { isCriticalEvent } from './isCriticalEvent';
import { sortByTime } from './sortByTime';

/** The fields of an event that grouping reads; a `FleetEvent` fits. */
export type AlertEvent = Pick<FleetEvent, 'type' | 'eventTime'> & { attributes?: FleetEvent['attributes'] };
/** The fields of a stop that grouping reads; a `ReportStop` fits. */
export type AlertStop = Pick<ReportStop, 'startTime'>;
/** The fields of a trip that grouping reads; a `ReportTrip` fits. */
export type AlertTrip = Pick<ReportTrip, 'startTime'>;

/** Event types of the ignition group. */
export const IGNITION_EVENT_TYPES: readonly string[] = ['ignitionOn', 'ignitionOff'];
/** Event types of the geofences group. */
export const GEOFENCE_EVENT_TYPES: readonly string[] = ['geofenceEnter', 'geofenceExit'];

/** A history's alerts in the groups the tracking screen shows (SPEC §3), each in time order. */
export interface AlertGroups<
  E extends AlertEvent = FleetEvent,
  S extends AlertStop = ReportStop,
  T extends AlertTrip = ReportTrip,
> {
  /** ignitionOn and ignitionOff events. */
  ignition: E[];
  /** geofenceEnter and geofenceExit events. */
  geofences: E[];
  /** Stops, by start time. */
  stops: S[];
  /** Trips, by start time. */
  trips: T[];
  /** Critical events: alarms with a critical alarm name, and overspeed events (see `isCriticalEvent`). */
  critical: E[];
}

/**
 * Groups a history's events, stops and trips into ignition, geofences, stops, trips and critical,
 * each sorted by time (events by `eventTime`, stops and trips by `startTime`). Events of other types
 * are left out. The inputs are not changed.
 * @example groupAlerts({ events, stops, trips }).critical
 */
export function groupAlerts<
  E extends AlertEvent = FleetEvent,
  S extends AlertStop = ReportStop,
  T extends AlertTrip = ReportTrip,
>(input: { events?: readonly E[]; stops?: readonly S[]; trips?: readonly T[] }): AlertGroups<E, S, T> {
  const events = sortByTime(input.events ?? [], (event) => event.eventTime);
  return {
    ignition: events.filter((event) => IGNITION_EVENT_TYPES.includes(event.type)),
    geofences: events.filter((event) => GEOFENCE_EVENT_TYPES.includes(event.type)),
    stops: sortByTime(input.stops ?? [], (stop) => stop.startTime),
    trips: sortByTime(input.trips ?? [], (trip) => trip.startTime),
    critical: events.filter(isCriticalEvent),
  };
}
