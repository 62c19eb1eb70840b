import * as z from 'zod';
import { DEFAULT_SETTINGS, MAP_TYPES, type Settings } from './defaults';

const flag = (key: keyof Settings) => z.boolean().catch(DEFAULT_SETTINGS[key] as boolean);

const storedSettingsSchema = z.object({
  mapType: z.enum(MAP_TYPES).catch(DEFAULT_SETTINGS.mapType),
  geofence: flag('geofence'),
  traffic: flag('traffic'),
  vehicleNumber: flag('vehicleNumber'),
  sidebarOpen: flag('sidebarOpen'),
  ignitionPoints: flag('ignitionPoints'),
  criticalPoints: flag('criticalPoints'),
  geofencingPoints: flag('geofencingPoints'),
  stopedPoints: flag('stopedPoints'),
  showVehicleOfflineInfo: flag('showVehicleOfflineInfo'),
  showDriverInfo: flag('showDriverInfo'),
  showGeofenceInfo: flag('showGeofenceInfo'),
  showScheduleInfo: flag('showScheduleInfo'),
}) satisfies z.ZodType<Settings>;

/**
 * Reads a stored copy of the settings. A missing or malformed value (an older copy, a hand-edited row)
 * takes its default, so a bad stored copy never breaks the map.
 *
 * @example
 * parseStoredSettings({ mapType: 'satellite', traffic: 'yes' }); // satellite, traffic at its default
 */
export function parseStoredSettings(stored: unknown): Settings {
  const record = typeof stored === 'object' && stored !== null ? stored : {};
  return storedSettingsSchema.parse(record);
}
