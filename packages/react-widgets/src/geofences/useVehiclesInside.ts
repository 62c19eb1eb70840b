import { useSignals } from '@preact/signals-react/runtime';
import { useOptionalFleet } from '../context/FleetContext';

/**
 * Names of the vehicles inside each geofence, by geofence id, from the live store: a vehicle is
 * inside the geofences its latest position lists in `geofenceIds`. Empty outside a provider.
 */
export function useVehiclesInside(): ReadonlyMap<number, string[]> {
  useSignals();
  const fleet = useOptionalFleet();
  const inside = new Map<number, string[]>();
  if (!fleet) return inside;
  const devices = fleet.store.devices.value;
  for (const [deviceId, position] of fleet.store.positions.value) {
    const name = devices.get(deviceId)?.name;
    if (!name) continue;
    for (const geofenceId of position.geofenceIds ?? []) {
      const names = inside.get(geofenceId);
      if (names) names.push(name);
      else inside.set(geofenceId, [name]);
    }
  }
  return inside;
}
