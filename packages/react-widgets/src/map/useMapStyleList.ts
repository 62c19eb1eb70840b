import type { FleetClient } from '@fleetkit/sdk-core';
import { useEffect, useState } from 'react';

/** The server's map styles, as `client.mapStyles.list()` returns them. */
export type MapStyleList = Awaited<ReturnType<FleetClient['mapStyles']['list']>>;

/**
 * The map styles to offer: `given` when the host passes them, else the server's list read once
 * through `client`; null while loading, without a client, or when the server cannot be reached
 * (the map then draws its plain fallback style).
 */
export function useMapStyleList(client: FleetClient | undefined, given: MapStyleList | null | undefined) {
  const [loaded, setLoaded] = useState<MapStyleList | null>(null);
  useEffect(() => {
    if (given !== undefined || !client) return;
    let current = true;
    client.mapStyles.list().then(
      (list) => {
        if (current) setLoaded(list);
      },
      () => {
        if (current) setLoaded(null);
      },
    );
    return () => {
      current = false;
    };
  }, [client, given]);
  return given !== undefined ? given : loaded;
}
