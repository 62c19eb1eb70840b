import { areaContains, parseArea } from '@fleetkit/sdk-core';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../db/Database';
import { devices, geofences, links, maintenances } from '../db/schema';
import type { DeviceFacts, DeviceGeofence } from './types';

const FACTS_TTL_MS = 60_000;

/**
 * What the pipeline needs to know of each device (name, speed limit, accumulators, linked geofences and
 * maintenance schedules), loaded once and kept for a minute or until something changes.
 */
export class DeviceFactsCache {
  readonly #db: Db;
  readonly #cache = new Map<number, { facts: DeviceFacts; loadedAt: number }>();

  constructor(db: Db) {
    this.#db = db;
  }

  /** Forgets one device (or all), after a device, link or geofence change. */
  invalidate(deviceId?: number): void {
    if (deviceId === undefined) this.#cache.clear();
    else this.#cache.delete(deviceId);
  }

  async get(deviceId: number): Promise<DeviceFacts | null> {
    const hit = this.#cache.get(deviceId);
    if (hit && Date.now() - hit.loadedAt < FACTS_TTL_MS) return hit.facts;
    const facts = await this.#load(deviceId);
    if (facts) this.#cache.set(deviceId, { facts, loadedAt: Date.now() });
    return facts;
  }

  async #load(deviceId: number): Promise<DeviceFacts | null> {
    const [device] = await this.#db.select().from(devices).where(eq(devices.id, deviceId));
    if (!device) return null;
    // Geofences linked to the device or to its group, as in Traccar.
    const owners = [and(eq(links.ownerType, 'device'), eq(links.ownerId, deviceId))];
    if (device.groupId) owners.push(and(eq(links.ownerType, 'group'), eq(links.ownerId, device.groupId)));
    const linked = await this.#db
      .select({ type: links.propertyType, id: links.propertyId })
      .from(links)
      .where(and(or(...owners), inArray(links.propertyType, ['geofence', 'maintenance'])));
    const geofenceIds = linked.filter((l) => l.type === 'geofence').map((l) => l.id);
    const maintenanceIds = linked.filter((l) => l.type === 'maintenance').map((l) => l.id);
    const fenceRows = geofenceIds.length
      ? await this.#db.select().from(geofences).where(inArray(geofences.id, geofenceIds))
      : [];
    const fences: DeviceGeofence[] = [];
    for (const row of fenceRows) {
      try {
        const shape = parseArea(row.area);
        fences.push({ id: row.id, contains: (lat, lon) => areaContains(shape, lat, lon) });
      } catch {
        // A geofence whose area cannot be read matches nothing (the API refuses such areas on write).
      }
    }
    const schedules = maintenanceIds.length
      ? await this.#db.select().from(maintenances).where(inArray(maintenances.id, maintenanceIds))
      : [];
    const attributes = device.attributes as Record<string, unknown>;
    const speedLimit = Number(attributes.speedLimit);
    const accumulators = (attributes.accumulators ?? {}) as DeviceFacts['accumulators'];
    return {
      id: device.id,
      name: device.name,
      speedLimit: Number.isFinite(speedLimit) && speedLimit > 0 ? speedLimit : null,
      accumulators,
      geofences: fences,
      maintenances: schedules.map((m) => ({
        id: m.id,
        name: m.name,
        type: m.type,
        start: m.start,
        period: m.period,
      })),
    };
  }
}
