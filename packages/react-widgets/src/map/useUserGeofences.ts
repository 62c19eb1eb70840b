import type { FleetClient, Geofence } from '@fleetkit/sdk-core';
import { useEffect, useState } from 'react';

const NONE: readonly Geofence[] = [];

/**
 * The user's geofences (`GET /api/geofences`), read when `wanted` turns true (the 'Geofence' toggle
 * on a vehicle map) and kept while the map is mounted; empty before they arrive or when the read
 * fails (the map then simply draws none).
 */
export function useUserGeofences(client: FleetClient | undefined, wanted: boolean): readonly Geofence[] {
  const [geofences, setGeofences] = useState<readonly Geofence[] | null>(null);
  const loaded = geofences !== null;
  useEffect(() => {
    if (!wanted || !client || loaded) return;
    let current = true;
    client.geofences.list().then(
      (list) => {
        if (current) setGeofences(list);
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [client, wanted, loaded]);
  return geofences ?? NONE;
}
