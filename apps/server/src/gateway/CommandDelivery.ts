import type { Command } from '@fleetkit/sdk-core';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerContext } from '../context';
import { commandQueue } from '../db/schema';
import type { ServerMetrics } from '../http/ServerMetrics';
import { CommandRouter } from './CommandRouter';
import { queuedCommands } from './commandQueueRows';
import { type DeviceConnection, toDeviceCommand } from './DeviceConnection';
import type { DeviceOwnership } from './DeviceOwnership';

/**
 * Commands to TCP devices: sent on the device's connection here once it has earned them with a recent
 * valid fix, carried to the instance that holds the connection otherwise, and the queued ones sent
 * when a connection earns trust.
 */
export class CommandDelivery {
  readonly #ctx: ServerContext;
  readonly #log: FastifyBaseLogger;
  readonly #metrics: ServerMetrics;
  readonly #ownership: DeviceOwnership;
  readonly #connectionOf: (deviceId: number) => DeviceConnection | undefined;
  readonly #router: CommandRouter;

  constructor(
    ctx: ServerContext,
    log: FastifyBaseLogger,
    metrics: ServerMetrics,
    ownership: DeviceOwnership,
    connectionOf: (deviceId: number) => DeviceConnection | undefined,
  ) {
    this.#ctx = ctx;
    this.#log = log;
    this.#metrics = metrics;
    this.#ownership = ownership;
    this.#connectionOf = connectionOf;
    this.#router = new CommandRouter(ctx.bus, ownership.instance, log, (deviceId, command) =>
      this.#deliverRouted(deviceId, command),
    );
  }

  dispose(): void {
    this.#router.dispose();
  }

  /**
   * The connection reported a valid fix: it receives commands now, and those that waited for the
   * device go out (after this frame's acknowledgement) when it was not trusted a moment ago.
   */
  trust(connection: DeviceConnection, deviceId: number): void {
    const wasTrusted = connection.trusted(this.#ctx.config.deviceTrustWindowMs);
    connection.lastValidFixAt = Date.now();
    if (wasTrusted || this.#connectionOf(deviceId) !== connection) return;
    setImmediate(() => void this.#deliverQueued(deviceId).catch(() => {}));
  }

  /**
   * Delivers a command now when its device is connected (TCP): here, or through the instance that holds
   * its connection; else (or when that instance does not answer) it stays queued.
   */
  async deliver(deviceId: number, command: Command & { id: number }): Promise<boolean> {
    if (this.#connectionOf(deviceId)) return this.#deliverHere(deviceId, command);
    const owner = this.#ownership.ownerOf(deviceId);
    if (!owner || owner === this.#ownership.instance) return false;
    const delivered = await this.#router.deliverVia(owner, deviceId, command);
    this.#metrics.commandsRouted.inc({ result: delivered === null ? 'unanswered' : String(delivered) });
    if (delivered === null) {
      this.#log.warn(
        { deviceId, instance: owner },
        'instance holding the device did not answer; command queued',
      );
      this.#ownership.forgetInstance(owner);
    }
    return delivered === true;
  }

  /** Sends a command to the device's connection here, if it has earned commands with a recent valid fix. */
  #deliverHere(deviceId: number, command: Command & { id: number }): boolean {
    const connection = this.#connectionOf(deviceId);
    const deviceCommand = toDeviceCommand(command);
    if (!connection || !deviceCommand) return false;
    if (!connection.trusted(this.#ctx.config.deviceTrustWindowMs)) return false;
    return connection.sendCommand(deviceCommand);
  }

  /** A command another instance routed here: sent now, and marked sent here (its answer may come too late). */
  async #deliverRouted(deviceId: number, command: Command & { id: number }): Promise<boolean> {
    if (!this.#deliverHere(deviceId, command)) return false;
    await this.#ctx.db
      .update(commandQueue)
      .set({ sentAt: new Date() })
      .where(eq(commandQueue.id, command.id));
    return true;
  }

  /** Sends the commands queued for a device, oldest first, and marks them sent. */
  async #deliverQueued(deviceId: number): Promise<void> {
    for (const row of await queuedCommands(this.#ctx.db, deviceId)) {
      const sent = await this.deliver(deviceId, { ...row, textChannel: row.textChannel, description: null });
      if (!sent) break;
      await this.#ctx.db.update(commandQueue).set({ sentAt: new Date() }).where(eq(commandQueue.id, row.id));
    }
  }
}
