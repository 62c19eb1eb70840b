import {
  type MaintenanceDue,
  maintenanceReading,
  type Position,
  type ServiceRecord,
  vehicleMaintenanceDue,
} from '@fleetkit/sdk-core';
import { useQuery } from '@tanstack/react-query';
import { maintenanceLinksQuery, maintenanceQuery, serviceHistoryQuery, vehiclesQuery } from '../../queries';

/** One vehicle's state with one schedule. */
export interface VehicleDue {
  vehicleId: number;
  vehicleName: string;
  due: MaintenanceDue;
}

/**
 * Where each vehicle stands with each service schedule it is linked to (sdk-core `maintenanceDue`,
 * from the vehicles' latest positions and the service records), and how many are due soon or overdue.
 * `enabled: false` reads nothing (maintenance disabled for the user).
 */
export function useMaintenanceDue(enabled = true) {
  const schedules = useQuery({ ...maintenanceQuery, enabled });
  const vehicles = useQuery({ ...vehiclesQuery, enabled });
  const vehicleIds = (vehicles.data ?? []).map((vehicle) => vehicle.id);
  const links = useQuery({ ...maintenanceLinksQuery(vehicleIds), enabled: enabled && vehicles.isSuccess });
  const records = useQuery({ ...serviceHistoryQuery, enabled });

  const names = new Map((vehicles.data ?? []).map((vehicle) => [vehicle.id, vehicle.name]));
  const latest = new Map<number, Position>(
    (vehicles.data ?? []).flatMap((vehicle) => (vehicle.position ? [[vehicle.id, vehicle.position]] : [])),
  );
  const now = Date.now();
  const bySchedule = new Map<number, VehicleDue[]>();
  let dueSoon = 0;
  let overdue = 0;
  for (const schedule of schedules.data ?? []) {
    const linked = [...(links.data?.get(schedule.id) ?? [])].filter((id) => names.has(id));
    const states = linked.map((vehicleId) => {
      const reading = maintenanceReading(schedule.type, latest.get(vehicleId), now);
      const due = vehicleMaintenanceDue(
        schedule,
        vehicleId,
        reading,
        records.data ?? ([] as ServiceRecord[]),
      );
      if (due.status === 'dueSoon') dueSoon += 1;
      if (due.status === 'overdue') overdue += 1;
      return { vehicleId, vehicleName: names.get(vehicleId) ?? `#${vehicleId}`, due };
    });
    bySchedule.set(schedule.id, states);
  }
  const isPending = schedules.isPending || vehicles.isPending || links.isPending || records.isPending;
  return { bySchedule, dueSoon, overdue, isPending, positions: latest };
}
