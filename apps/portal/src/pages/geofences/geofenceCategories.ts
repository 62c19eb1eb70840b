import { isCircleGeofence } from '@fleetkit/react-widgets';
import type { Geofence } from '@fleetkit/sdk-core';
import { GEOFENCE_TEXTS } from '@fleetkit/sdk-core/labels';

/** One category of geofences (SPEC §2: Circle or Custom Shape) and its geofences. */
export interface GeofenceCategory {
  label: string;
  geofences: Geofence[];
}

/**
 * The geofences grouped by category, categories in the order their first geofence appears, named in
 * the user's language (`useTexts(GEOFENCE_TEXTS)`; English when not given).
 */
export function geofenceCategories(
  geofences: readonly Geofence[],
  texts: { readonly circle: string; readonly customShape: string } = GEOFENCE_TEXTS,
): GeofenceCategory[] {
  const byLabel = new Map<string, Geofence[]>();
  for (const geofence of geofences) {
    const label = isCircleGeofence(geofence) ? texts.circle : texts.customShape;
    byLabel.set(label, [...(byLabel.get(label) ?? []), geofence]);
  }
  return [...byLabel].map(([label, members]) => ({ label, geofences: members }));
}
