import type { TripPoint } from '@fleetkit/react-widgets';
import {
  type FleetEvent,
  GEOFENCE_EVENT_TYPES,
  isCriticalEvent,
  type Position,
  type ReportStop,
} from '@fleetkit/sdk-core';

/**
 * The points a replay marks on the map (SPEC §2 map toggles): each stop where the vehicle stood
 * ('stopped'), and each critical alarm or geofence enter/exit at the position it was raised on
 * ('critical', 'geofence'). An event without a known position is left out.
 */
export function tripPointsOf(
  positions: readonly Position[],
  stops: readonly ReportStop[],
  events: readonly FleetEvent[],
): TripPoint[] {
  const byId = new Map(positions.map((position) => [position.id, position]));
  const points: TripPoint[] = stops.map((stop) => ({
    kind: 'stopped',
    latitude: stop.latitude,
    longitude: stop.longitude,
  }));
  for (const event of events) {
    const kind = isCriticalEvent(event)
      ? 'critical'
      : GEOFENCE_EVENT_TYPES.includes(event.type)
        ? 'geofence'
        : null;
    const at = event.positionId ? byId.get(event.positionId) : undefined;
    if (kind && at) points.push({ kind, latitude: at.latitude, longitude: at.longitude });
  }
  return points;
}
