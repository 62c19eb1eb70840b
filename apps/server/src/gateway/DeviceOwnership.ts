import { randomBytes } from 'node:crypto';
import type { Bus } from '../live/Bus';

declare module '../live/Bus' {
  interface BusMessages {
    /**
     * An instance took (`held`) or lost a device's connection; `at` orders claims of one device. A claim
     * names the new connection, so an instance whose live connection it replaces can report a takeover.
     */
    'gateway.owner': {
      instance: string;
      deviceId: number;
      held: boolean;
      at: number;
      connection?: ClaimingConnection;
    };
    /** A new instance asks the others which devices they hold. */
    'gateway.hello': { instance: string };
    /** An instance's answer to `gateway.hello`: every device whose connection it holds, with its claim time. */
    'gateway.owners': { instance: string; devices: { deviceId: number; at: number }[] };
  }
}

/** The connection behind a claim. */
export interface ClaimingConnection {
  protocol: string;
  remoteAddress: string;
}

export interface DeviceOwnershipHooks {
  /**
   * Another instance took a device whose connection this instance holds (the device reconnected there);
   * `by` is the new connection when the claim named it.
   */
  takenElsewhere(deviceId: number, by?: ClaimingConnection): void;
}

/**
 * Which instance holds each device's connection, known cluster-wide over the bus: an instance announces
 * each device that logs in to it and each it loses, and answers a new instance with all it holds. A device
 * that reconnects elsewhere moves: the newer claim wins and the old holder closes its stale connection.
 * On the in-process bus the only holder is this instance, so nothing changes for a single server.
 */
export class DeviceOwnership {
  /** This instance's id on the bus. */
  readonly instance = randomBytes(8).toString('hex');
  readonly #bus: Bus;
  readonly #owners = new Map<number, { instance: string; at: number }>();
  readonly #off: (() => void)[];

  constructor(bus: Bus, hooks: DeviceOwnershipHooks) {
    this.#bus = bus;
    this.#off = [
      bus.subscribe('gateway.owner', (m) => {
        if (m.instance === this.instance) return;
        if (m.held) this.#learn(m.deviceId, m.instance, m.at, hooks, m.connection);
        else if (this.#owners.get(m.deviceId)?.instance === m.instance) this.#owners.delete(m.deviceId);
      }),
      bus.subscribe('gateway.owners', (m) => {
        if (m.instance === this.instance) return;
        for (const { deviceId, at } of m.devices) this.#learn(deviceId, m.instance, at, hooks);
      }),
      bus.subscribe('gateway.hello', (m) => {
        if (m.instance === this.instance) return;
        const devices = [...this.#owners]
          .filter(([, owner]) => owner.instance === this.instance)
          .map(([deviceId, owner]) => ({ deviceId, at: owner.at }));
        if (devices.length === 0) return;
        void this.#publish('gateway.owners', { instance: this.instance, devices });
      }),
    ];
  }

  /** Asks the running instances which devices they hold (once, at start). */
  async start(): Promise<void> {
    await this.#publish('gateway.hello', { instance: this.instance });
  }

  /** How many devices this instance knows to be connected to other instances. */
  get heldElsewhere(): number {
    let count = 0;
    for (const owner of this.#owners.values()) if (owner.instance !== this.instance) count++;
    return count;
  }

  /** The instance that holds a device's connection, if any is known. */
  ownerOf(deviceId: number): string | undefined {
    return this.#owners.get(deviceId)?.instance;
  }

  /** This instance now holds the device's connection. */
  claim(deviceId: number, connection?: ClaimingConnection): void {
    const at = Date.now();
    this.#owners.set(deviceId, { instance: this.instance, at });
    void this.#publish('gateway.owner', {
      instance: this.instance,
      deviceId,
      held: true,
      at,
      ...(connection ? { connection } : {}),
    });
  }

  /** This instance no longer holds the device's connection. */
  release(deviceId: number): void {
    if (this.#owners.get(deviceId)?.instance !== this.instance) return;
    this.#owners.delete(deviceId);
    void this.#publish('gateway.owner', { instance: this.instance, deviceId, held: false, at: Date.now() });
  }

  /** Forgets an instance that stopped answering (its devices are held nowhere known). */
  forgetInstance(instance: string): void {
    for (const [deviceId, owner] of this.#owners)
      if (owner.instance === instance) this.#owners.delete(deviceId);
  }

  dispose(): void {
    for (const off of this.#off) off();
  }

  #learn(
    deviceId: number,
    instance: string,
    at: number,
    hooks: DeviceOwnershipHooks,
    by?: ClaimingConnection,
  ): void {
    const known = this.#owners.get(deviceId);
    if (known && known.at > at) return;
    this.#owners.set(deviceId, { instance, at });
    if (known?.instance === this.instance) hooks.takenElsewhere(deviceId, by);
  }

  async #publish<K extends 'gateway.owner' | 'gateway.hello' | 'gateway.owners'>(
    topic: K,
    message: import('../live/Bus').BusMessages[K],
  ): Promise<void> {
    // A lost announcement only costs a slower command (it waits in the queue); it never stops the gateway.
    await this.#bus.publish(topic, message).catch(() => {});
  }
}
