import { areaContains, parseArea, trustsOdometer } from '@fleetkit/sdk-core';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../db/Database';
import { calendars, computedAttributes, devices, geofences, links, maintenances } from '../db/schema';
import { serverTimeZone } from '../services/calendars/serverTimeZone';
import { storedCalendarActiveAt } from '../services/calendars/storedCalendarActiveAt';
import { type DeviceComputedAttribute, prepareComputedAttribute } from './computedAttributes';
import type { DeviceFacts, DeviceGeofence } from './types';

const FACTS_TTL_MS = 60_000;

type DeviceRow = typeof devices.$inferSelect;

/**
 * What the pipeline needs to know of each device (name, speed limit, accumulators, linked geofences and
 * maintenance schedules), loaded once and kept for a minute or until something changes.
 */
export class DeviceFactsCache {
  readonly #db: Db;
  readonly #cache = new Map<number, { facts: DeviceFacts; loadedAt: number }>();
  /** Each cached device's row, kept current with what the pipeline stores (see `noteStored`). */
  readonly #rows = new Map<number, DeviceRow>();

  constructor(db: Db) {
    this.#db = db;
  }

  /** Forgets one device (or all), after a device, link or geofence change. */
  invalidate(deviceId?: number): void {
    if (deviceId === undefined) {
      this.#cache.clear();
      this.#rows.clear();
    } else {
      this.#cache.delete(deviceId);
      this.#rows.delete(deviceId);
    }
  }

  /**
   * The device's row as the database holds it, when its facts are cached and fresh: what the live
   * update of each stored batch sends, without reading the devices again.
   */
  row(deviceId: number): DeviceRow | undefined {
    return this.cached(deviceId) ? this.#rows.get(deviceId) : undefined;
  }

  /** Keeps a cached row as the batch just committed left it: its latest position, updated and online. */
  noteStored(deviceId: number, positionId: number, fixTime: Date, updatedAt: Date): void {
    const row = this.#rows.get(deviceId);
    if (!row) return;
    row.positionId = positionId;
    row.positionFixTime = fixTime;
    row.lastUpdate = updatedAt;
    row.status = 'online';
  }

  /** The facts of a device if cached and fresh (after `preload`), without waiting. */
  cached(deviceId: number): DeviceFacts | undefined {
    const hit = this.#cache.get(deviceId);
    return hit && Date.now() - hit.loadedAt < FACTS_TTL_MS ? hit.facts : undefined;
  }

  async get(deviceId: number): Promise<DeviceFacts | null> {
    const hit = this.#cache.get(deviceId);
    if (hit && Date.now() - hit.loadedAt < FACTS_TTL_MS) return hit.facts;
    await this.preload([deviceId]);
    return this.#cache.get(deviceId)?.facts ?? null;
  }

  /** Loads the facts of every device of `deviceIds` not cached (or stale) in a few queries for all. */
  async preload(deviceIds: Iterable<number>): Promise<void> {
    const now = Date.now();
    const missing = [...new Set(deviceIds)].filter((id) => {
      const hit = this.#cache.get(id);
      return !hit || now - hit.loadedAt >= FACTS_TTL_MS;
    });
    if (missing.length === 0) return;
    for (const id of missing) {
      this.#cache.delete(id);
      this.#rows.delete(id);
    }
    for (const facts of await this.#loadMany(missing)) this.#cache.set(facts.id, { facts, loadedAt: now });
  }

  /**
   * The calendars of geofences, each as a test of whether it is active at an instant (floating times in
   * the server's zone, as Traccar). A calendar that cannot be read is never active; one deleted
   * meanwhile is no calendar.
   */
  async #geofenceCalendars(
    fenceRows: { calendarId: number | null }[],
  ): Promise<Map<number, (instant: Date) => Promise<boolean>>> {
    const ids = [...new Set(fenceRows.flatMap((row) => (row.calendarId ? [row.calendarId] : [])))];
    const tests = new Map<number, (instant: Date) => Promise<boolean>>();
    if (ids.length === 0) return tests;
    const rows = await this.#db.select().from(calendars).where(inArray(calendars.id, ids));
    const zone = await serverTimeZone(this.#db);
    for (const row of rows) {
      tests.set(row.id, (instant) => storedCalendarActiveAt(row.data, instant, zone));
    }
    return tests;
  }

  async #loadMany(deviceIds: number[]): Promise<DeviceFacts[]> {
    const rows = await this.#db.select().from(devices).where(inArray(devices.id, deviceIds));
    if (rows.length === 0) return [];
    for (const row of rows) this.#rows.set(row.id, row);
    // Geofences and schedules linked to the device or to its group, as in Traccar.
    const groupIds = [...new Set(rows.map((d) => d.groupId).filter((id): id is number => id !== null))];
    const owners = [
      and(
        eq(links.ownerType, 'device'),
        inArray(
          links.ownerId,
          rows.map((d) => d.id),
        ),
      ),
    ];
    if (groupIds.length) owners.push(and(eq(links.ownerType, 'group'), inArray(links.ownerId, groupIds)));
    const linked = await this.#db
      .select({
        ownerType: links.ownerType,
        ownerId: links.ownerId,
        type: links.propertyType,
        id: links.propertyId,
      })
      .from(links)
      .where(and(or(...owners), inArray(links.propertyType, ['geofence', 'maintenance', 'attribute'])));
    const geofenceIds = [...new Set(linked.filter((l) => l.type === 'geofence').map((l) => l.id))];
    const maintenanceIds = [...new Set(linked.filter((l) => l.type === 'maintenance').map((l) => l.id))];
    const fenceRows = geofenceIds.length
      ? await this.#db.select().from(geofences).where(inArray(geofences.id, geofenceIds))
      : [];
    const fences = new Map<number, DeviceGeofence>();
    const calendarTests = await this.#geofenceCalendars(fenceRows);
    for (const row of fenceRows) {
      try {
        const shape = parseArea(row.area);
        const fence: DeviceGeofence = { id: row.id, contains: (lat, lon) => areaContains(shape, lat, lon) };
        const activeAt = row.calendarId ? calendarTests.get(row.calendarId) : undefined;
        if (activeAt) fence.activeAt = activeAt;
        fences.set(row.id, fence);
      } catch {
        // A geofence whose area cannot be read matches nothing (the API refuses such areas on write).
      }
    }
    const schedules = maintenanceIds.length
      ? await this.#db.select().from(maintenances).where(inArray(maintenances.id, maintenanceIds))
      : [];
    const scheduleById = new Map(schedules.map((m) => [m.id, m]));
    const computedIds = [...new Set(linked.filter((l) => l.type === 'attribute').map((l) => l.id))];
    const computedRows = computedIds.length
      ? await this.#db.select().from(computedAttributes).where(inArray(computedAttributes.id, computedIds))
      : [];
    const computedById = new Map<number, DeviceComputedAttribute>();
    for (const row of computedRows) {
      const prepared = prepareComputedAttribute(row);
      if (prepared) computedById.set(row.id, prepared);
    }
    return rows.map((device) => {
      const mine = linked.filter(
        (l) =>
          (l.ownerType === 'device' && l.ownerId === device.id) ||
          (l.ownerType === 'group' && l.ownerId === device.groupId),
      );
      const attributes = device.attributes as Record<string, unknown>;
      const speedLimit = Number(attributes.speedLimit);
      const accumulators = (attributes.accumulators ?? {}) as DeviceFacts['accumulators'];
      const fenceIds = new Set(mine.filter((l) => l.type === 'geofence').map((l) => l.id));
      const scheduleIds = new Set(mine.filter((l) => l.type === 'maintenance').map((l) => l.id));
      const computedOfDevice = new Set(mine.filter((l) => l.type === 'attribute').map((l) => l.id));
      return {
        id: device.id,
        name: device.name,
        speedLimit: Number.isFinite(speedLimit) && speedLimit > 0 ? speedLimit : null,
        accumulators,
        trustOdometer: trustsOdometer(attributes),
        geofences: [...fenceIds].flatMap((id) => fences.get(id) ?? []),
        maintenances: [...scheduleIds].flatMap((id) => {
          const m = scheduleById.get(id);
          return m ? [{ id: m.id, name: m.name, type: m.type, start: m.start, period: m.period }] : [];
        }),
        // Highest priority first, then the oldest, as Traccar orders them.
        computedAttributes: [...computedOfDevice]
          .flatMap((id) => computedById.get(id) ?? [])
          .sort((a, b) => b.priority - a.priority || a.id - b.id),
      };
    });
  }
}
