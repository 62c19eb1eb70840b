import { type Geofence, MESSAGES } from '@fleetkit/sdk-core';
import { useCallback, useEffect, useState } from 'react';
import { useFleet } from '../context/FleetContext';
import { useTexts } from '../context/FleetLanguage';
import { errorMessage } from '../dialogs/errorMessage';
import { useFleetToast } from '../primitives/useFleetToast';

/** The geofences a list shows and how to remove one. */
export interface GeofenceCollection {
  geofences: readonly Geofence[];
  loading: boolean;
  /** Why loading failed, or null. */
  error: string | null;
  /** Deletes a geofence on the server with the SPEC §8 toasts; resolves to whether it was deleted. */
  remove: (geofence: Geofence) => Promise<boolean>;
}

/**
 * The geofences given, or when none are given the user's geofences loaded through the client.
 * A deleted geofence leaves the list at once.
 */
export function useGeofenceCollection(
  given: readonly Geofence[] | undefined,
  onDeleted?: (geofence: Geofence) => void,
): GeofenceCollection {
  const messages = useTexts(MESSAGES);
  const { client } = useFleet();
  const toast = useFleetToast();
  const [loaded, setLoaded] = useState<readonly Geofence[]>([]);
  const [loading, setLoading] = useState(given === undefined);
  const [error, setError] = useState<string | null>(null);
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());

  useEffect(() => {
    if (given !== undefined) return;
    let live = true;
    setLoading(true);
    client.geofences
      .list({ all: true })
      .then((list) => {
        if (live) setLoaded(list);
      })
      .catch((failure: unknown) => {
        if (live) setError(errorMessage(failure));
      })
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
  }, [client, given]);

  const remove = useCallback(
    async (geofence: Geofence) => {
      const id = toast.loading(messages.geofenceDeleting);
      try {
        await client.geofences.remove(geofence.id);
        toast.success(messages.geofenceDeleted, { id });
        setRemoved((previous) => new Set(previous).add(geofence.id));
        onDeleted?.(geofence);
        return true;
      } catch (failure) {
        toast.error(messages.geofenceDeleteFailed, { id, description: errorMessage(failure) });
        return false;
      }
    },
    [client, onDeleted, toast, messages],
  );

  const source = given ?? loaded;
  const geofences = removed.size ? source.filter((geofence) => !removed.has(geofence.id)) : source;
  return { geofences, loading: given === undefined && loading, error, remove };
}
