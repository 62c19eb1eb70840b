import type { ConnectionAdmission } from './ConnectionAdmission';
import type { DeviceConnection } from './DeviceConnection';
import type { GatewayStats } from './DeviceDiagnostics';
import type { DeviceOwnership } from './DeviceOwnership';

/** The device connections open on this instance, and which of them speaks for each device. */
export class DeviceConnections {
  readonly #byDevice = new Map<number, DeviceConnection>();
  readonly #all = new Set<DeviceConnection>();
  readonly #admission: ConnectionAdmission;
  readonly #ownership: DeviceOwnership;
  readonly #stats: GatewayStats;

  constructor(admission: ConnectionAdmission, ownership: DeviceOwnership, stats: GatewayStats) {
    this.#admission = admission;
    this.#ownership = ownership;
    this.#stats = stats;
  }

  /** A new connection, not yet speaking for a device. */
  opened(connection: DeviceConnection): void {
    this.#all.add(connection);
    this.#stats.connections = this.#all.size;
  }

  closed(connection: DeviceConnection): void {
    if (this.#all.delete(connection) && connection.counted) this.#admission.closed(connection.remoteAddress);
    this.#stats.connections = this.#all.size;
    if (connection.deviceId !== null && this.#byDevice.get(connection.deviceId) === connection) {
      this.#byDevice.delete(connection.deviceId);
      this.#ownership.release(connection.deviceId);
    }
  }

  /** The connection that speaks for a device here. */
  of(deviceId: number): DeviceConnection | undefined {
    return this.#byDevice.get(deviceId);
  }

  /** `connection` speaks for the device from now on. */
  speaksFor(deviceId: number, connection: DeviceConnection): void {
    this.#byDevice.set(deviceId, connection);
  }

  /** Whether a device is connected to this instance. */
  isConnected(deviceId: number): boolean {
    return this.#byDevice.has(deviceId);
  }

  /** Device connections open on this instance. */
  get count(): number {
    return this.#all.size;
  }

  /** Device connections that stopped reading until their frames are stored. */
  get pausedCount(): number {
    let paused = 0;
    for (const connection of this.#all) if (connection.paused) paused++;
    return paused;
  }

  closeAll(): void {
    for (const connection of this.#all) connection.close();
  }
}
