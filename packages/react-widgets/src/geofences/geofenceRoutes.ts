/** Where Add Geofence goes (SPEC §2). */
export const GEOFENCE_ADD_HREF = '/dashboard/geofences/add';

/** Where Edit Geofence goes for a geofence (SPEC §2). */
export function geofenceEditHref(geofenceId: number): string {
  return `/dashboard/geofences/edit/${geofenceId}`;
}
