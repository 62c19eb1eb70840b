import type { ServerContext } from '../context';
import { events } from '../db/schema';
import { toEvent } from '../http/serialize';

/** The event type of a device connection taken over by another one (sdk-core `EVENT_TYPES`). */
export const DEVICE_TAKEOVER_EVENT = 'deviceTakeover';

/** Who took a device's connection, and from whom. */
export interface Takeover {
  deviceId: number;
  protocol: string;
  /** The address of the new connection. */
  remoteAddress: string;
  /** The address of the connection that was live until now. */
  previousAddress: string;
}

/**
 * Stores a `deviceTakeover` event and delivers it like every other event (live socket, notifications):
 * a device's live connection was replaced by a new one with the same identifier. A tracker that changes
 * network before its old connection timed out does this too; two addresses taking turns do not.
 */
export async function recordTakeover(ctx: ServerContext, takeover: Takeover): Promise<void> {
  const { deviceId, ...attributes } = takeover;
  const stored = await ctx.db
    .insert(events)
    .values({ type: DEVICE_TAKEOVER_EVENT, deviceId, eventTime: new Date(), attributes })
    .returning();
  await ctx.bus.publish('events', { events: stored.map(toEvent) });
}
