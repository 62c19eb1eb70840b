import { BHAKTAPUR, KALANKI_KOTESHWOR, LALITPUR, RING_ROAD, THAMEL_LOOP } from './kathmanduValleyRoutes';
import { PRITHVI_HIGHWAY } from './prithviHighway';
import type { SimulatorRoute } from './SimulatorRoute';

/** Every route of the simulator: the Kathmandu valley roads first, then the Prithvi Highway. */
export const SIMULATOR_ROUTES: readonly SimulatorRoute[] = [
  KALANKI_KOTESHWOR,
  RING_ROAD,
  LALITPUR,
  BHAKTAPUR,
  THAMEL_LOOP,
  PRITHVI_HIGHWAY,
];

/** The routes inside the Kathmandu valley. */
export const VALLEY_ROUTES: readonly SimulatorRoute[] = SIMULATOR_ROUTES.filter(
  (route) => route.kind === 'city',
);

/** The route with `id`. */
export function findRoute(id: string): SimulatorRoute {
  const route = SIMULATOR_ROUTES.find((candidate) => candidate.id === id);
  if (!route) throw new RangeError(`unknown route ${id}`);
  return route;
}
