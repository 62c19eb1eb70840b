import { type Command, ENGINE_LOCK_COMMAND, ENGINE_UNLOCK_COMMAND, KMH_PER_KNOT } from '@fleetkit/sdk-core';
import { eq } from 'drizzle-orm';
import type { UserRow } from '../auth/Access';
import type { ServerContext } from '../context';
import { auditLog, commandQueue, devices, positions } from '../db/schema';
import { HttpError } from '../http/HttpError';

/** Delivers a command to a connected device; false when the device is not connected here. */
export type CommandDelivery = (deviceId: number, command: Command & { id: number }) => Promise<boolean>;

/** Whether a command locks or unlocks the engine, and which. */
export function engineAction(command: Pick<Command, 'type' | 'attributes'>): 'lock' | 'unlock' | null {
  if (command.type === 'engineStop') return 'lock';
  if (command.type === 'engineResume') return 'unlock';
  if (command.type !== 'custom') return null;
  const data = String(command.attributes.data ?? '')
    .trim()
    .toUpperCase();
  if (data === ENGINE_LOCK_COMMAND) return 'lock';
  if (data === ENGINE_UNLOCK_COMMAND) return 'unlock';
  return null;
}

/**
 * Sends commands: permission, the engine safety rule, the queue and the audit log. Delivery to the
 * device is the gateway's (`setDelivery`); without a connection the command waits in the queue.
 */
export class CommandService {
  readonly #ctx: ServerContext;
  #deliver: CommandDelivery = async () => false;

  constructor(ctx: ServerContext) {
    this.#ctx = ctx;
  }

  setDelivery(deliver: CommandDelivery): void {
    this.#deliver = deliver;
  }

  /**
   * Sends `command` for `user`. `address` is the client's address of the request, kept with the
   * command and its audit entries (null when no request sent it).
   */
  async send(
    user: UserRow,
    command: Command,
    address: string | null = null,
  ): Promise<{ command: Command & { id: number }; queued: boolean }> {
    const { access, db, config } = this.#ctx;
    if (!access.canSendCommands(user)) throw HttpError.forbidden('This account cannot send commands');
    await access.authorize(user, 'device', command.deviceId, 'read');
    const action = engineAction(command);
    if (action) {
      const [row] = await db
        .select({ speed: positions.speed })
        .from(devices)
        .innerJoin(positions, eq(positions.id, devices.positionId))
        .where(eq(devices.id, command.deviceId));
      const kmh = (row?.speed ?? 0) * KMH_PER_KNOT;
      if (kmh > config.engineCommandMaxSpeedKmh) {
        await this.#audit(user, address, command.deviceId, `engine.${action}`, {
          result: 'refused',
          speedKmh: Math.round(kmh),
        });
        throw HttpError.conflict(
          `The vehicle is moving at ${Math.round(kmh)} km/h. Engine commands are refused above ${config.engineCommandMaxSpeedKmh} km/h for safety.`,
        );
      }
    }
    const [queued] = await db
      .insert(commandQueue)
      .values({
        deviceId: command.deviceId,
        userId: user.id,
        type: command.type,
        textChannel: command.textChannel,
        attributes: command.attributes,
        address,
      })
      .returning();
    if (!queued) throw new Error('command insert returned nothing');
    const saved = { ...command, id: queued.id };
    const delivered = await this.#deliver(command.deviceId, saved).catch(() => false);
    if (delivered)
      await db.update(commandQueue).set({ sentAt: new Date() }).where(eq(commandQueue.id, queued.id));
    if (action)
      await this.#audit(user, address, command.deviceId, `engine.${action}`, {
        result: delivered ? 'sent' : 'queued',
        commandId: queued.id,
      });
    return { command: saved, queued: !delivered };
  }

  async #audit(
    user: UserRow,
    address: string | null,
    deviceId: number,
    action: string,
    details: Record<string, unknown>,
  ) {
    await this.#ctx.db.insert(auditLog).values({ userId: user.id, deviceId, action, address, details });
  }
}
