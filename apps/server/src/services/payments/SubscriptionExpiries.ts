import { isNotNull } from 'drizzle-orm';
import type { UserRow } from '../../auth/Access';
import type { ServerContext } from '../../context';
import { devices } from '../../db/schema';
import { trackingStopped } from './trackingGate';

/**
 * Every vehicle's subscription end, kept in memory for the live socket so that each position can be
 * checked without a query: loaded at start, then followed through the bus's device changes (a renewal
 * or an administrator's edit publishes the device with its new `expirationTime`).
 */
export class SubscriptionExpiries {
  readonly #ends = new Map<number, number>();

  async load(ctx: Pick<ServerContext, 'db'>): Promise<void> {
    const rows = await ctx.db
      .select({ id: devices.id, expirationTime: devices.expirationTime })
      .from(devices)
      .where(isNotNull(devices.expirationTime));
    for (const row of rows) if (row.expirationTime) this.#ends.set(row.id, row.expirationTime.getTime());
  }

  /** Follows device changes on the bus; returns the function that stops it. */
  follow(ctx: Pick<ServerContext, 'bus'>): () => void {
    return ctx.bus.subscribe('devices', (message) => {
      for (const device of message.devices) {
        const id = Number(device.id);
        const end = device.expirationTime;
        const ms =
          end instanceof Date ? end.getTime() : typeof end === 'string' ? Date.parse(end) : Number.NaN;
        if (Number.isFinite(ms)) this.#ends.set(id, ms);
        else this.#ends.delete(id);
      }
    });
  }

  /** Whether the user may still see the live positions of the device. */
  tracks(user: UserRow, deviceId: number, now = Date.now()): boolean {
    const end = this.#ends.get(deviceId);
    return !trackingStopped(user, end === undefined ? null : new Date(end), now);
  }
}
