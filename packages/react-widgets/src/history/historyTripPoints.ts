import type { TripPoint } from '@fleetkit/map';
import { type FleetEvent, groupAlerts, type Position, type ReportStop } from '@fleetkit/sdk-core';

/**
 * The trip points a replay draws (the map's 'Critical Points', 'Stopped Points' and 'Geofence
 * Enter/Exit' toggles): each stop where it happened, and each critical or geofence event at the
 * position it names. An event whose position is not on the route is left out (it has nowhere to be).
 * @example historyTripPoints({ positions, stops, events }) // → <FleetMap tripPoints={…} />
 */
export function historyTripPoints(history: {
  positions: readonly Position[];
  stops: readonly ReportStop[];
  events: readonly FleetEvent[];
}): TripPoint[] {
  const byId = new Map(history.positions.map((position) => [position.id, position]));
  const groups = groupAlerts({ stops: history.stops, events: history.events });
  const at = (event: FleetEvent, kind: TripPoint['kind']): TripPoint[] => {
    const position = event.positionId == null ? undefined : byId.get(event.positionId);
    return position ? [{ latitude: position.latitude, longitude: position.longitude, kind }] : [];
  };
  return [
    ...groups.stops.map(
      (stop): TripPoint => ({ latitude: stop.latitude, longitude: stop.longitude, kind: 'stopped' }),
    ),
    ...groups.critical.flatMap((event) => at(event, 'critical')),
    ...groups.geofences.flatMap((event) => at(event, 'geofence')),
  ];
}
