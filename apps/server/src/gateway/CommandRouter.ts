import { randomBytes } from 'node:crypto';
import type { Command } from '@fleetkit/sdk-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Bus } from '../live/Bus';

declare module '../live/Bus' {
  interface BusMessages {
    /** Deliver a command to a device whose connection instance `to` holds. */
    'commands.deliver': {
      requestId: string;
      from: string;
      to: string;
      deviceId: number;
      command: Command & { id: number };
    };
    /** Instance `from` of a `commands.deliver` hears whether the device was sent the command. */
    'commands.delivered': { requestId: string; to: string; delivered: boolean };
  }
}

/** How long a command waits for the holding instance to answer before it stays queued (ms). */
export const REMOTE_DELIVERY_TIMEOUT_MS = 3000;

/**
 * Carries a command over the bus to the instance that holds its device's connection, and that
 * instance's answer back. An instance that does not answer in time (it died) leaves the command queued:
 * the device gets it when it reconnects, wherever it does.
 */
export class CommandRouter {
  readonly #bus: Bus;
  readonly #instance: string;
  readonly #log: FastifyBaseLogger;
  readonly #waiting = new Map<string, (delivered: boolean | null) => void>();
  readonly #off: (() => void)[];

  /**
   * @param deliverHere sends a command to a device connected to this instance; resolves whether it went out.
   */
  constructor(
    bus: Bus,
    instance: string,
    log: FastifyBaseLogger,
    deliverHere: (deviceId: number, command: Command & { id: number }) => Promise<boolean>,
  ) {
    this.#bus = bus;
    this.#instance = instance;
    this.#log = log;
    this.#off = [
      bus.subscribe('commands.deliver', (m) => {
        if (m.to !== this.#instance) return;
        void deliverHere(m.deviceId, m.command)
          .catch((error: unknown) => {
            this.#log.warn({ err: error, deviceId: m.deviceId }, 'routed command not delivered');
            return false;
          })
          .then((delivered) =>
            this.#bus.publish('commands.delivered', { requestId: m.requestId, to: m.from, delivered }),
          )
          .catch(() => {});
      }),
      bus.subscribe('commands.delivered', (m) => {
        if (m.to !== this.#instance) return;
        this.#waiting.get(m.requestId)?.(m.delivered);
      }),
    ];
  }

  /**
   * Asks instance `owner` to deliver the command. Resolves true when it was written to the device, false
   * when the owner could not (device gone), and `null` when the owner did not answer in time.
   */
  async deliverVia(
    owner: string,
    deviceId: number,
    command: Command & { id: number },
  ): Promise<boolean | null> {
    const requestId = randomBytes(8).toString('hex');
    let timer: NodeJS.Timeout | undefined;
    const answer = new Promise<boolean | null>((resolve) => {
      this.#waiting.set(requestId, resolve);
      timer = setTimeout(() => resolve(null), REMOTE_DELIVERY_TIMEOUT_MS);
    });
    try {
      await this.#bus.publish('commands.deliver', {
        requestId,
        from: this.#instance,
        to: owner,
        deviceId,
        command,
      });
      return await answer;
    } finally {
      clearTimeout(timer);
      this.#waiting.delete(requestId);
    }
  }

  dispose(): void {
    for (const off of this.#off) off();
    for (const resolve of this.#waiting.values()) resolve(null);
  }
}
