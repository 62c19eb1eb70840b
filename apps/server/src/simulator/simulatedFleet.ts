import { DEMO_VEHICLES, type DemoVehicle } from '../services/demoFleet';
import { generateImei } from './generateImei';
import { PRITHVI_HIGHWAY } from './routes/prithviHighway';
import { SIMULATOR_ROUTES, VALLEY_ROUTES } from './routes/simulatorRoutes';
import { SeededRandom } from './SeededRandom';
import type { SimulatedVehicle } from './types';

/** The protocols generated vehicles take in turn. */
export const PROTOCOL_ROTATION: readonly SimulatedVehicle['protocol'][] = [
  'gt06',
  'teltonika',
  'osmand',
  'h02',
];
/** Vehicle types generated vehicles take in turn. */
const CATEGORY_ROTATION = ['car', 'truck', 'van', 'bus', 'motorcycle', 'pickup', 'scooter', 'tempo'] as const;
/** The demo fleet group whose vehicles drive the highway. */
const HIGHWAY_GROUP = 'Prithvi Highway';
/** Speed limit of generated vehicles, km/h. */
const GENERATED_SPEED_LIMIT_KMH = 60;

/** A demo fleet vehicle as the simulator drives it: valley vehicles take the valley routes in turn, highway vehicles the Prithvi Highway. */
function fromDemo(vehicles: readonly DemoVehicle[]): SimulatedVehicle[] {
  let valley = 0;
  return vehicles.map((vehicle) => ({
    name: vehicle.name,
    uniqueId: vehicle.uniqueId,
    protocol: vehicle.protocol,
    category: vehicle.category,
    speedLimitKmh: vehicle.speedLimitKmh,
    ...(vehicle.devicePassword ? { devicePassword: vehicle.devicePassword } : {}),
    routeId:
      vehicle.group === HIGHWAY_GROUP
        ? PRITHVI_HIGHWAY.id
        : (VALLEY_ROUTES[valley++ % VALLEY_ROUTES.length]?.id ?? PRITHVI_HIGHWAY.id),
  }));
}

/**
 * The vehicles of a simulation. A number takes the demo fleet first and generates the rest: names
 * `Simulated vehicle <n>`, IMEIs with valid Luhn check digits drawn from `seed`, protocols GT06,
 * Teltonika, OsmAnd, H02 in turn, and every route in turn. A list of demo vehicles is driven as it is.
 * @example buildSimulatedFleet(20, 1).length // 20: the 12 demo vehicles and 8 generated ones
 */
export function buildSimulatedFleet(
  vehicles: number | readonly DemoVehicle[],
  seed: number,
): SimulatedVehicle[] {
  if (typeof vehicles !== 'number') return fromDemo(vehicles);
  if (!Number.isInteger(vehicles) || vehicles < 0)
    throw new RangeError('the vehicle count must be a whole number');
  const fleet = fromDemo(DEMO_VEHICLES.slice(0, vehicles));
  const random = new SeededRandom(seed, 'fleet');
  const taken = new Set(fleet.map((vehicle) => vehicle.uniqueId));
  for (let index = fleet.length; index < vehicles; index++) {
    let uniqueId = generateImei(random);
    while (taken.has(uniqueId)) uniqueId = generateImei(random);
    taken.add(uniqueId);
    const generated = index - DEMO_VEHICLES.length;
    fleet.push({
      name: `Simulated vehicle ${index + 1}`,
      uniqueId,
      protocol: PROTOCOL_ROTATION[generated % PROTOCOL_ROTATION.length] ?? 'gt06',
      category: CATEGORY_ROTATION[generated % CATEGORY_ROTATION.length] ?? 'car',
      routeId: SIMULATOR_ROUTES[generated % SIMULATOR_ROUTES.length]?.id ?? PRITHVI_HIGHWAY.id,
      speedLimitKmh: GENERATED_SPEED_LIMIT_KMH,
    });
  }
  return fleet;
}
