import type { FleetMapController } from '@fleetkit/map';
import { createContext, useContext } from 'react';

/** The controller of the nearest `<FleetMap>`, once its map is ready; null before. */
export const FleetMapContext = createContext<FleetMapController | null>(null);

/**
 * The controller of the enclosing `<FleetMap>` for layer components rendered as its children
 * (the `GeofenceEditor`, a host's own layers). Null until the map has loaded.
 */
export function useFleetMap(): FleetMapController | null {
  return useContext(FleetMapContext);
}
