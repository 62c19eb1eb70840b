import type { FleetStore } from '@fleetkit/sdk-core';
import { createContext, useContext } from 'react';

/** The live fleet of the signed-in user: devices, latest positions and notifications. */
export const LiveFleetContext = createContext<FleetStore | null>(null);

/** The live fleet; only inside `LiveFleetProvider` (the session-protected layouts). */
export function useFleet(): FleetStore {
  const fleet = useContext(LiveFleetContext);
  if (!fleet) throw new Error('useFleet is used outside LiveFleetProvider');
  return fleet;
}
