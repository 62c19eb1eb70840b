import { DEFAULT_VEHICLE_EXPIRY_YEARS, kmhToKnots, type VehicleCategory } from '@fleetkit/sdk-core';
import { eq, sql } from 'drizzle-orm';
import { randomPassword } from '../auth/passwords';
import type { Db } from '../db/Database';
import { devices, drivers, geofences, groups, links, users } from '../db/schema';
import { createAccount } from './accounts';
import { DEMO_FLEET_OWNER_EMAIL } from './accounts/demoUsers';
import { setDemoMapCentre } from './demoMapCentre';

/** Login of the account that owns the demo fleet; demo sessions see its vehicles. */
export const DEMO_FLEET_EMAIL = DEMO_FLEET_OWNER_EMAIL;

export interface DemoVehicle {
  name: string;
  uniqueId: string;
  category: VehicleCategory;
  /** Protocol the simulator speaks for this vehicle. */
  protocol: 'gt06' | 'teltonika' | 'osmand' | 'h02';
  registration: string;
  group: string;
  /** Speed limit, km/h. */
  speedLimitKmh: number;
  /**
   * The password its tracker sends, for protocols that carry one (OsmAnd). Never in the source: read
   * from the device's `attributes.devicePassword` at run time ({@link demoTrackerPasswords}).
   */
  devicePassword?: string;
}

/** The demo fleet: vehicles around Kathmandu and along the Prithvi Highway, a mix of protocols. */
export const DEMO_VEHICLES: DemoVehicle[] = [
  {
    name: 'Sajha Bus 07',
    uniqueId: '353419036066061',
    category: 'bus',
    protocol: 'gt06',
    registration: 'BA 2 KHA 1107',
    group: 'Kathmandu Valley',
    speedLimitKmh: 50,
  },
  {
    name: 'Tipper 21',
    uniqueId: '352094087654321',
    category: 'truck',
    protocol: 'teltonika',
    registration: 'BA 3 KHA 2121',
    group: 'Kathmandu Valley',
    speedLimitKmh: 40,
  },
  {
    name: 'Ambulance 3',
    uniqueId: '864512039876543',
    category: 'ambulance',
    protocol: 'h02',
    registration: 'BA 1 JHA 3003',
    group: 'Kathmandu Valley',
    speedLimitKmh: 70,
  },
  {
    name: 'School Bus 12',
    uniqueId: '353419036066079',
    category: 'schoolBus',
    protocol: 'gt06',
    registration: 'BA 4 KHA 1212',
    group: 'Kathmandu Valley',
    speedLimitKmh: 40,
  },
  {
    name: 'Delivery Van 5',
    uniqueId: 'osm-van-005',
    category: 'van',
    protocol: 'osmand',
    registration: 'BA 5 CHA 5005',
    group: 'Kathmandu Valley',
    speedLimitKmh: 50,
  },
  {
    name: 'Pickup 18',
    uniqueId: '352094087654339',
    category: 'pickup',
    protocol: 'teltonika',
    registration: 'BA 6 PA 1818',
    group: 'Kathmandu Valley',
    speedLimitKmh: 60,
  },
  {
    name: 'Scooter 2',
    uniqueId: 'osm-scooter-002',
    category: 'scooter',
    protocol: 'osmand',
    registration: 'BA 88 PA 2002',
    group: 'Kathmandu Valley',
    speedLimitKmh: 40,
  },
  {
    name: 'Fire Engine 1',
    uniqueId: '864512039876551',
    category: 'fire',
    protocol: 'h02',
    registration: 'BA 1 JHA 0101',
    group: 'Kathmandu Valley',
    speedLimitKmh: 60,
  },
  {
    name: 'Tourist Bus 44',
    uniqueId: '353419036066087',
    category: 'bus',
    protocol: 'gt06',
    registration: 'GA 1 KHA 4444',
    group: 'Prithvi Highway',
    speedLimitKmh: 60,
  },
  {
    name: 'Cargo Truck 9',
    uniqueId: '352094087654347',
    category: 'truck',
    protocol: 'teltonika',
    registration: 'LU 1 KHA 0909',
    group: 'Prithvi Highway',
    speedLimitKmh: 50,
  },
  {
    name: 'RMC Mixer 4',
    uniqueId: '864512039876569',
    category: 'rmc',
    protocol: 'h02',
    registration: 'BA 7 KHA 4040',
    group: 'Prithvi Highway',
    speedLimitKmh: 40,
  },
  {
    name: 'Safari Jeep 6',
    uniqueId: 'osm-safari-006',
    category: 'safari',
    protocol: 'osmand',
    registration: 'GA 2 JA 6006',
    group: 'Prithvi Highway',
    speedLimitKmh: 60,
  },
];

const DEMO_DRIVERS = [
  { name: 'Ram Bahadur Thapa', uniqueId: 'DRV-1001', phone: '+977 9801000001' },
  { name: 'Sita Gurung', uniqueId: 'DRV-1002', phone: '+977 9801000002' },
  { name: 'Hari Shrestha', uniqueId: 'DRV-1003', phone: '+977 9801000003' },
  { name: 'Maya Tamang', uniqueId: 'DRV-1004', phone: '+977 9801000004' },
];

const DEMO_GEOFENCES = [
  { name: 'Ratna Park depot', area: 'CIRCLE (27.7056 85.3152, 400)', description: 'Main bus depot' },
  {
    name: 'Tribhuvan Airport',
    area: 'POLYGON ((27.7010 85.3480, 27.7010 85.3650, 27.6880 85.3650, 27.6880 85.3480, 27.7010 85.3480))',
    description: 'Airport area: slow down',
  },
  { name: 'Mugling bazaar', area: 'CIRCLE (27.8550 84.5610, 600)', description: 'Highway junction' },
];

/**
 * Sets the server's map centre to the demo region ({@link setDemoMapCentre}) and creates the demo
 * fleet once: its owner (a random password, printed by the caller), groups, vehicles
 * with a year of subscription, drivers and geofences, all linked to the owner. Idempotent.
 */
export async function seedDemoFleet(db: Db): Promise<{ created: boolean; email: string; password?: string }> {
  await setDemoMapCentre(db);
  const [existing] = await db.select().from(users).where(sql`lower(${users.email}) = ${DEMO_FLEET_EMAIL}`);
  if (existing) return { created: false, email: DEMO_FLEET_EMAIL };
  const password = randomPassword();
  const owner = await createAccount(db, { name: 'Demo Fleet Owner', email: DEMO_FLEET_EMAIL, password });
  const link = (propertyType: string, propertyId: number) =>
    db
      .insert(links)
      .values({ ownerType: 'user', ownerId: owner.id, propertyType, propertyId })
      .onConflictDoNothing();

  const groupIds = new Map<string, number>();
  for (const name of new Set(DEMO_VEHICLES.map((v) => v.group))) {
    const [group] = await db.insert(groups).values({ name }).returning();
    if (!group) throw new Error('group insert returned nothing');
    groupIds.set(name, group.id);
    await link('group', group.id);
  }
  const expiry = new Date();
  expiry.setFullYear(expiry.getFullYear() + DEFAULT_VEHICLE_EXPIRY_YEARS);
  const vehicleIds: number[] = [];
  for (const [index, v] of DEMO_VEHICLES.entries()) {
    // One vehicle's subscription runs out soon and one has expired, so the portal shows both states.
    const expirationTime =
      index === 4
        ? new Date(Date.now() + 7 * 86_400_000)
        : index === 6
          ? new Date(Date.now() - 86_400_000)
          : expiry;
    const [device] = await db
      .insert(devices)
      .values({
        name: v.name,
        uniqueId: v.uniqueId,
        category: v.category,
        groupId: groupIds.get(v.group) ?? null,
        model: v.protocol.toUpperCase(),
        phone: `+97798${String(10000000 + index).slice(-8)}`,
        contact: '+977 1 4100000',
        expirationTime,
        attributes: {
          registration: v.registration,
          speedLimit: kmhToKnots(v.speedLimitKmh),
          protocol: v.protocol,
        },
      })
      .returning();
    if (!device) throw new Error('device insert returned nothing');
    vehicleIds.push(device.id);
    await link('device', device.id);
  }
  for (const [index, d] of DEMO_DRIVERS.entries()) {
    const [driver] = await db
      .insert(drivers)
      .values({ name: d.name, uniqueId: d.uniqueId, attributes: { phone: d.phone } })
      .returning();
    if (!driver) throw new Error('driver insert returned nothing');
    await link('driver', driver.id);
    const vehicleId = vehicleIds[index];
    if (vehicleId !== undefined) {
      await db
        .insert(links)
        .values({ ownerType: 'device', ownerId: vehicleId, propertyType: 'driver', propertyId: driver.id });
    }
  }
  for (const g of DEMO_GEOFENCES) {
    const [fence] = await db.insert(geofences).values(g).returning();
    if (!fence) throw new Error('geofence insert returned nothing');
    await link('geofence', fence.id);
    for (const vehicleId of vehicleIds) {
      await db
        .insert(links)
        .values({ ownerType: 'device', ownerId: vehicleId, propertyType: 'geofence', propertyId: fence.id });
    }
  }
  await db
    .update(users)
    .set({ attributes: { demo: true } })
    .where(eq(users.id, owner.id));
  return { created: true, email: DEMO_FLEET_EMAIL, password };
}

/**
 * The demo fleet's vehicles with the passwords their trackers send. A demo OsmAnd vehicle gets a random
 * `attributes.devicePassword` the first time (engine commands over OsmAnd go only to requests that
 * carry the device's password), so the demo's lock and unlock reach the simulated phones.
 */
export async function demoVehiclesWithPasswords(db: Db): Promise<DemoVehicle[]> {
  const vehicles: DemoVehicle[] = [];
  for (const vehicle of DEMO_VEHICLES) {
    if (vehicle.protocol !== 'osmand') {
      vehicles.push(vehicle);
      continue;
    }
    const [device] = await db.select().from(devices).where(eq(devices.uniqueId, vehicle.uniqueId));
    const stored = device?.attributes.devicePassword;
    let devicePassword = typeof stored === 'string' && stored !== '' ? stored : undefined;
    if (device && !devicePassword) {
      devicePassword = randomPassword();
      await db
        .update(devices)
        .set({ attributes: { ...device.attributes, devicePassword } })
        .where(eq(devices.id, device.id));
    }
    vehicles.push(devicePassword ? { ...vehicle, devicePassword } : vehicle);
  }
  return vehicles;
}
