import { and, eq, inArray, lt, ne } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { GroupCommit } from '../db/GroupCommit';
import { devices, events } from '../db/schema';
import { toDevice, toEvent } from '../http/serialize';

/** A device's `lastUpdate` is written at most this often for heartbeats (ms). */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * Devices' `online` status: a device that sends anything is online (with a `deviceOnline` event when it
 * was not), one silent for longer than the status timeout goes offline (with a `deviceOffline` event).
 */
export class DevicePresence {
  readonly #ctx: ServerContext;
  readonly #lastTouch = new Map<number, number>();
  readonly #touches = new GroupCommit<number>((ids) => this.#writeTouches(ids));

  constructor(ctx: ServerContext) {
    this.#ctx = ctx;
  }

  /** Resolves once the touches submitted so far are written. */
  idle(): Promise<void> {
    return this.#touches.idle();
  }

  /** Marks devices silent for longer than the status timeout offline, with a `deviceOffline` event each. */
  async markOffline(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.#ctx.config.statusTimeoutMs);
    const changed = await this.#ctx.db.transaction(async (tx) => {
      const rows = await tx
        .update(devices)
        .set({ status: 'offline' })
        .where(and(eq(devices.status, 'online'), lt(devices.lastUpdate, cutoff)))
        .returning();
      const stored = rows.length
        ? await tx
            .insert(events)
            .values(
              rows.map((d) => ({ type: 'deviceOffline', deviceId: d.id, eventTime: now, attributes: {} })),
            )
            .returning()
        : [];
      return { rows, stored };
    });
    if (changed.rows.length) {
      await this.#ctx.bus.publish('devices', { devices: changed.rows.map(toDevice), statusOnly: true });
      await this.#ctx.bus.publish('events', { events: changed.stored.map(toEvent) });
    }
    return changed.rows.length;
  }

  /**
   * Records that a device is alive: `lastUpdate` (at most once a minute) and `online` with an event.
   * Touches are written in groups, so a fleet logging in at once costs a few statements.
   */
  async touch(deviceId: number, force: boolean): Promise<void> {
    const now = Date.now();
    if (!force && now - (this.#lastTouch.get(deviceId) ?? 0) < TOUCH_INTERVAL_MS) return;
    this.#lastTouch.set(deviceId, now);
    await this.#touches.submit(deviceId);
  }

  /** Writes a group of touches; devices that were not online come online with a `deviceOnline` event. */
  async #writeTouches(deviceIds: number[]): Promise<void> {
    const ids = [...new Set(deviceIds)].sort((a, b) => a - b);
    const at = new Date();
    const result = await this.#ctx.db.transaction(async (tx) => {
      // The status test is made again on the locked row, so of two instances only one sees the change.
      const cameOnline = await tx
        .update(devices)
        .set({ status: 'online', lastUpdate: at })
        .where(and(inArray(devices.id, ids), ne(devices.status, 'online')))
        .returning();
      await tx
        .update(devices)
        .set({ lastUpdate: at })
        .where(and(inArray(devices.id, ids), eq(devices.status, 'online'), lt(devices.lastUpdate, at)));
      const stored = cameOnline.length
        ? await tx
            .insert(events)
            .values(
              cameOnline.map((d) => ({
                type: 'deviceOnline',
                deviceId: d.id,
                eventTime: at,
                attributes: {},
              })),
            )
            .returning()
        : [];
      return { cameOnline, stored };
    });
    if (result.cameOnline.length) {
      await this.#ctx.bus.publish('devices', { devices: result.cameOnline.map(toDevice), statusOnly: true });
      await this.#ctx.bus.publish('events', { events: result.stored.map(toEvent) });
    }
  }
}
