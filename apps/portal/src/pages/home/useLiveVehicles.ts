import type { FleetDevice } from '@fleetkit/sdk-core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { useFleet } from '../../live/LiveFleetContext';
import { vehiclesQuery } from '../../queries';

/**
 * The vehicles of `GET /api2/devices`, each with the newest status and position the live socket has
 * delivered since (so counts move while the page is open).
 */
export function useLiveVehicles() {
  const fleet = useFleet();
  const query = useQuery(vehiclesQuery);
  const devices = useSyncExternalStore(
    (listener) => fleet.subscribe(listener),
    () => fleet.devices.peek(),
  );
  const positions = useSyncExternalStore(
    (listener) => fleet.subscribe(listener),
    () => fleet.positions.peek(),
  );
  const vehicles = useMemo<FleetDevice[]>(
    () =>
      (query.data ?? []).map((vehicle) => ({
        ...vehicle,
        status: devices.get(vehicle.id)?.status ?? vehicle.status,
        position: positions.get(vehicle.id) ?? vehicle.position,
      })),
    [query.data, devices, positions],
  );
  return { query, vehicles };
}
