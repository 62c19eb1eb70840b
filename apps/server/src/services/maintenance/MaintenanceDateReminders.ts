import { isDateMaintenance, MAINTENANCE_DATE_TYPES } from '@fleetkit/sdk-core';
import { and, eq, gte, inArray, or } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import { devices, events, links, maintenances } from '../../db/schema';
import { toEvent } from '../../http/serialize';

/** The latest due point of a schedule at or before `now` (never zero or below), or null. */
export function latestDuePoint(schedule: { start: number; period: number }, now: number): number | null {
  if (!(schedule.period > 0) || now < schedule.start) return null;
  const point = schedule.start + Math.floor((now - schedule.start) / schedule.period) * schedule.period;
  return point > 0 ? point : null;
}

/**
 * `maintenance` events of date schedules (type `serverTime`, `deviceTime` or `fixTime`): time passes
 * whether a vehicle reports or not, so these are raised here rather than by the position pipeline
 * (which raises the odometer and engine-hours ones, `pipeline/stages/detectEvents.ts`). Each vehicle
 * linked to the schedule, directly or through its group, gets one event per due point passed, as
 * Traccar's: `maintenanceId`, and the due point under the schedule's type with its name.
 */
export class MaintenanceDateReminders {
  readonly #ctx: ServerContext;

  constructor(ctx: ServerContext) {
    this.#ctx = ctx;
  }

  /** Raises the events due at `now` that do not exist yet; returns how many. */
  async run(now = new Date()): Promise<number> {
    const db = this.#ctx.db;
    const schedules = (
      await db
        .select()
        .from(maintenances)
        .where(inArray(maintenances.type, [...MAINTENANCE_DATE_TYPES]))
    ).filter((m) => isDateMaintenance(m.type));
    const created = [];
    for (const schedule of schedules) {
      const dueAt = latestDuePoint(schedule, now.getTime());
      if (dueAt === null) continue;
      for (const deviceId of await this.#linkedDevices(schedule.id)) {
        const [existing] = await db
          .select({ id: events.id })
          .from(events)
          .where(
            and(
              eq(events.type, 'maintenance'),
              eq(events.deviceId, deviceId),
              eq(events.maintenanceId, schedule.id),
              gte(events.eventTime, new Date(dueAt)),
            ),
          )
          .limit(1);
        if (existing) continue;
        const [event] = await db
          .insert(events)
          .values({
            type: 'maintenance',
            deviceId,
            eventTime: now,
            maintenanceId: schedule.id,
            attributes: { [schedule.type]: dueAt, name: schedule.name },
          })
          .returning();
        if (event) created.push(event);
      }
    }
    if (created.length) await this.#ctx.bus.publish('events', { events: created.map(toEvent) });
    return created.length;
  }

  /** The vehicles a schedule applies to: linked themselves or through their group. */
  async #linkedDevices(maintenanceId: number): Promise<number[]> {
    const owners = await this.#ctx.db
      .select({ type: links.ownerType, id: links.ownerId })
      .from(links)
      .where(and(eq(links.propertyType, 'maintenance'), eq(links.propertyId, maintenanceId)));
    const deviceIds = owners.filter((o) => o.type === 'device').map((o) => o.id);
    const groupIds = owners.filter((o) => o.type === 'group').map((o) => o.id);
    const conditions = [
      deviceIds.length ? inArray(devices.id, deviceIds) : undefined,
      groupIds.length ? inArray(devices.groupId, groupIds) : undefined,
    ].filter((c) => c !== undefined);
    if (conditions.length === 0) return [];
    const rows = await this.#ctx.db
      .select({ id: devices.id })
      .from(devices)
      .where(or(...conditions));
    return rows.map((row) => row.id);
  }
}
