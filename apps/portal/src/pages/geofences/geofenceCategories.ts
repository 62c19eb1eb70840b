import { geofenceCategoryLabel } from '@fleetkit/react-widgets';
import type { Geofence } from '@fleetkit/sdk-core';

/** One category of geofences (SPEC §2: Circle or Custom Shape) and its geofences. */
export interface GeofenceCategory {
  label: string;
  geofences: Geofence[];
}

/** The geofences grouped by category, categories in the order their first geofence appears. */
export function geofenceCategories(geofences: readonly Geofence[]): GeofenceCategory[] {
  const byLabel = new Map<string, Geofence[]>();
  for (const geofence of geofences) {
    const label = geofenceCategoryLabel(geofence);
    byLabel.set(label, [...(byLabel.get(label) ?? []), geofence]);
  }
  return [...byLabel].map(([label, members]) => ({ label, geofences: members }));
}
