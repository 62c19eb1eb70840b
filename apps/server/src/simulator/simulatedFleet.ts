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
 * The identifier a tracker of `protocol` sends, from a generated IMEI: TK103 serials are 12 digits,
 * JT/T 808 terminals name themselves by a 12-digit phone number; the others send the IMEI.
 */
function identifierFor(protocol: SimulatedVehicle['protocol'], imei: string): string {
  if (protocol === 'tk103') return imei.slice(-12);
  if (protocol === 'huabao') return `0${imei.slice(-11)}`;
  return imei;
}

/**
 * The vehicles of a simulation. A number takes the demo fleet first and generates the rest: names
 * `Simulated vehicle <n>`, IMEIs with valid Luhn check digits drawn from `seed`, `protocols` in turn
 * (GT06, Teltonika, OsmAnd, H02 unless told otherwise), and every route in turn. A list of demo vehicles is driven as it is.
 * @example buildSimulatedFleet(20, 1).length // 20: the 12 demo vehicles and 8 generated ones
 */
export function buildSimulatedFleet(
  vehicles: number | readonly DemoVehicle[],
  seed: number,
  protocols: readonly SimulatedVehicle['protocol'][] = PROTOCOL_ROTATION,
): SimulatedVehicle[] {
  if (protocols.length === 0) throw new RangeError('generated vehicles need at least one protocol');
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
    const protocol = protocols[generated % protocols.length] ?? 'gt06';
    fleet.push({
      name: `Simulated vehicle ${index + 1}`,
      uniqueId: identifierFor(protocol, uniqueId),
      protocol,
      category: CATEGORY_ROTATION[generated % CATEGORY_ROTATION.length] ?? 'car',
      routeId: SIMULATOR_ROUTES[generated % SIMULATOR_ROUTES.length]?.id ?? PRITHVI_HIGHWAY.id,
      speedLimitKmh: GENERATED_SPEED_LIMIT_KMH,
    });
  }
  return fleet;
}
