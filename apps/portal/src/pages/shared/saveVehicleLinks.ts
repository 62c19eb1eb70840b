import { fleetClient } from '../../fleetClient';
import { linkChanges } from './linkChanges';

/** What vehicles are linked to: a driver, a geofence or a service schedule (`/api/permissions`). */
export type LinkTarget = { driverId: number } | { geofenceId: number } | { maintenanceId: number };

/**
 * Links the newly chosen vehicles to `target` and unlinks the others, one permission call per change
 * (SPEC §7 Permissions), leaving unchanged links alone.
 */
export async function saveVehicleLinks(
  target: LinkTarget,
  current: ReadonlySet<number>,
  selected: ReadonlySet<number>,
): Promise<void> {
  const changes = linkChanges(current, selected);
  for (const deviceId of changes.link) await fleetClient.permissions.link({ deviceId, ...target });
  for (const deviceId of changes.unlink) await fleetClient.permissions.unlink({ deviceId, ...target });
}
