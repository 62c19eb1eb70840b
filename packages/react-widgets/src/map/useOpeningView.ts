import type { FleetMapController, MapMode, PathPoint } from '@fleetkit/map';
import { useEffect, useRef, useState } from 'react';

/**
 * Where a fleet map opens (docs/decisions/map-opening-view.md):
 * - `view_devices` and `guest_view`: fitted to the vehicles that have positions, once, when they are
 *   first drawn (one vehicle opens at `TRACKING_ZOOM`). A given centre (the user's or server's saved
 *   view) wins and nothing is fitted; so does a user who moved the map first. Later updates never
 *   move the camera.
 * - `track_device_history`: fitted to each replayed track as it loads (a new range refits).
 *
 * Returns how the map opened, which `<FleetMap>` shows as its `data-view` attribute: 'centre' (a
 * given centre), 'fitted' (fitted to the fleet or a track), or 'default' (SPEC's default view).
 */
export function useOpeningView(
  controller: FleetMapController | null,
  mode: MapMode,
  options: {
    hasCentre: boolean;
    /** Changes whenever the drawn fleet may have changed (the devices and positions given). */
    fleet: readonly unknown[];
    historyTrack: readonly PathPoint[];
  },
): 'centre' | 'fitted' | 'default' {
  const { hasCentre, fleet, historyTrack } = options;
  const settled = useRef(hasCentre);
  const [opened, setOpened] = useState<'centre' | 'fitted' | 'default'>(hasCentre ? 'centre' : 'default');

  // A user who drags or zooms the map before the fleet arrives keeps their view.
  useEffect(() => {
    const map = controller?.map;
    if (!map) return;
    const onMove = (event: { originalEvent?: unknown }) => {
      if (event.originalEvent) settled.current = true;
    };
    map.on('movestart', onMove);
    return () => {
      map.off('movestart', onMove);
    };
  }, [controller]);

  // `fleet` is the trigger; the drawn fleet is read from the controller.
  useEffect(() => {
    if (!controller || settled.current || controller.vehicles.size === 0) return;
    if (mode !== 'view_devices' && mode !== 'guest_view') return;
    if (controller.fitToVehicles()) {
      settled.current = true;
      setOpened('fitted');
    }
  }, [controller, mode, ...fleet]);

  useEffect(() => {
    if (controller && mode === 'track_device_history' && historyTrack.length > 0) {
      if (controller.fitToPath(historyTrack)) setOpened('fitted');
    }
  }, [controller, mode, historyTrack]);
  return opened;
}
