import type { Driver, Geofence } from '@fleetkit/sdk-core';
import type { EventNames } from '@fleetkit/sdk-core/labels';
import { useQuery } from '@tanstack/react-query';
import { driversQuery, geofencesQuery } from '../queries';
import { queryClient } from '../queryClient';

/** The names sdk-core's `formatEvent` looks up, from lists of geofences and drivers. */
export function eventNamesFrom(
  geofences: readonly Geofence[] | undefined,
  drivers: readonly Driver[] | undefined,
): EventNames {
  const fenceNames = new Map((geofences ?? []).map((fence) => [fence.id, fence.name]));
  const driverNames = new Map((drivers ?? []).map((driver) => [driver.uniqueId, driver.name]));
  return { geofence: (id) => fenceNames.get(id), driver: (uniqueId) => driverNames.get(uniqueId) };
}

/**
 * The names for events on a page: the cached geofence and driver lists, read once they are wanted.
 * `enabled: false` (a guest, who may not list them) names geofences by id.
 */
export function useEventNames(enabled = true): EventNames {
  const geofences = useQuery({ ...geofencesQuery, enabled });
  const drivers = useQuery({ ...driversQuery, enabled });
  return eventNamesFrom(geofences.data, drivers.data);
}

/** The names for an event raised outside a page (a toast): whatever the cache holds now. */
export function cachedEventNames(): EventNames {
  return eventNamesFrom(
    queryClient.getQueryData(geofencesQuery.queryKey),
    queryClient.getQueryData(driversQuery.queryKey),
  );
}
