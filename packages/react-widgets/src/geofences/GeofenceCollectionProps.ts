import type { Geofence } from '@fleetkit/sdk-core';

/** Props shared by {@link GeofenceList} and {@link GeofenceTable}. */
export interface GeofenceCollectionProps {
  /**
   * The geofences to show. Omitted: the user's geofences are loaded with `client.geofences.list()`.
   * Keep the array referentially stable between renders.
   * @default undefined (loaded from the server)
   */
  geofences?: readonly Geofence[] | undefined;
  /**
   * Names of the vehicles inside each geofence, by geofence id. Omitted: taken from the live store,
   * a vehicle being inside the geofences its latest position lists in `geofenceIds`.
   * @default undefined (from the store)
   */
  vehiclesInside?: ReadonlyMap<number, readonly string[]> | undefined;
  /**
   * Called by Add Geofence; without it Add Geofence is a link to `addHref`.
   * @default undefined
   */
  onAdd?: (() => void) | undefined;
  /**
   * Where Add Geofence links to when there is no `onAdd`.
   * @default '/dashboard/geofences/add'
   */
  addHref?: string | undefined;
  /**
   * Called by Edit Geofence; without it Edit Geofence links to `/dashboard/geofences/edit/{id}`.
   * @default undefined
   */
  onEdit?: ((geofence: Geofence) => void) | undefined;
  /**
   * Called after a geofence was deleted on the server.
   * @default undefined
   */
  onDeleted?: ((geofence: Geofence) => void) | undefined;
  /**
   * A session that may not change geofences: no Add Geofence, Edit Geofence or Delete.
   * @default false
   */
  readOnly?: boolean | undefined;
  /**
   * Show the dismissible info banner about linking geofences with 'Link'.
   * @default true
   */
  showInfoBanner?: boolean | undefined;
}
