import type { Socket } from 'node:net';
import type { ServerConfig } from '../config';
import { ConnectionsPerAddress } from './ConnectionsPerAddress';
import type { DeviceConnection } from './DeviceConnection';
import type { LogRateCap } from './LogRateCap';
import { NetworkAllowList, plainAddress } from './NetworkAllowList';

/**
 * Which device sockets the gateway takes: at most `--device-connections-per-ip` per peer address, the
 * load balancers of `--device-proxies` uncounted (each tracker behind them is counted once its PROXY
 * header names it).
 */
export class ConnectionAdmission {
  readonly #perAddress: ConnectionsPerAddress;
  /** Load balancers whose TCP connections start with a PROXY protocol header (`--device-proxies`). */
  readonly #proxies: NetworkAllowList | null;
  readonly #stats: { refusedBusy: number };
  readonly #warnings: LogRateCap;

  constructor(config: ServerConfig, stats: { refusedBusy: number }, warnings: LogRateCap) {
    this.#perAddress = new ConnectionsPerAddress(config.deviceConnectionsPerIp);
    this.#proxies = NetworkAllowList.fromAttribute(config.deviceProxies);
    this.#stats = stats;
    this.#warnings = warnings;
  }

  /** Counts a new device socket against its address's limit; refuses (closes) it past the limit. */
  admitSocket(socket: Socket, protocol: string): boolean {
    if (this.#admitAddress(plainAddress(socket.remoteAddress), protocol)) return true;
    socket.destroy();
    return false;
  }

  /** Whether an address is a load balancer in front of the device ports (`--device-proxies`). */
  isDeviceProxy(address: string): boolean {
    return this.#proxies?.allows(address) ?? false;
  }

  /** Counts a proxied connection against the address its PROXY header named; false past the limit. */
  admitProxied(connection: DeviceConnection): boolean {
    connection.counted = this.#admitAddress(connection.remoteAddress, connection.protocol);
    return connection.counted;
  }

  /** A counted connection of `address` closed. */
  closed(address: string): void {
    this.#perAddress.closed(address);
  }

  #admitAddress(address: string, protocol: string): boolean {
    if (this.#perAddress.open(address)) return true;
    this.#stats.refusedBusy++;
    this.#warnings.write(
      address,
      { protocol, limit: this.#perAddress.limit },
      'device connection refused: this address has as many connections open as --device-connections-per-ip allows',
    );
    return false;
  }
}
