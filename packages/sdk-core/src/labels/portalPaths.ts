/** Where 'View Others' goes (SPEC §2). */
export const DOCUMENTS_HREF = '/dashboard/document';
/** Where 'View other Drivers' goes (SPEC §2). */
export const DRIVERS_HREF = '/dashboard/driver/all-driver';
/** Where 'Go To Home' goes: the root (SPEC §2). */
export const HOME_HREF = '/';
/** Where Add Geofence goes (SPEC §2). */
export const GEOFENCE_ADD_HREF = '/dashboard/geofences/add';

/** Where Edit Geofence goes for a geofence (SPEC §2). */
export function geofenceEditHref(geofenceId: number): string {
  return `/dashboard/geofences/edit/${geofenceId}`;
}
