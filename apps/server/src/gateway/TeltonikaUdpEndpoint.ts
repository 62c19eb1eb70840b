import { createSocket, type RemoteInfo, type Socket } from 'node:dgram';
import { isIPv6 } from 'node:net';
import { KMH_PER_KNOT } from '@fleetkit/sdk-core';
import type { ServerContext } from '../context';
import {
  decodeTeltonikaDatagram,
  encodeTeltonikaCommand,
  ProtocolError,
  type TeltonikaDatagram,
} from '../protocols/index';
import { engineAction } from '../services/commandService';
import { QUEUED_COMMANDS_LOOKED_AT, queuedCommands, takeQueuedCommand } from './commandQueueRows';
import { toDeviceCommand } from './DeviceConnection';
import { deviceRefusal } from './deviceAdmission';
import { isValidFix } from './draftPosition';
import type { Gateway } from './Gateway';
import { plainAddress } from './NetworkAllowList';

/** Device and codec pairs remembered as reported; past this many the memory starts over. */
const MAX_REPORTED = 10_000;

/**
 * Teltonika over UDP, on the same port number as Teltonika over TCP (Traccar's 5027). Each datagram
 * names its device (there is no connection): it is decoded, refused silently when the device is
 * unknown or not allowed from this address, stored, and only then answered with Traccar's
 * acknowledgement, so the device sends again whatever was not stored. Datagrams of one sender are
 * handled in arrival order; an unreadable datagram is counted and logged and costs nothing else.
 * A device on UDP has no connection to send commands on: its queued commands go, as codec 12 packets,
 * to the address and port of a datagram carrying a valid fix, right after that datagram's answer (as
 * Traccar sends them); its codec 12 reply is the command's result.
 */
export class TeltonikaUdpEndpoint {
  readonly #ctx: ServerContext;
  readonly #gateway: Gateway;
  #socket: Socket | null = null;
  /** The datagrams of each sender (address and port) still being handled, in order. */
  readonly #queues = new Map<string, Promise<void>>();
  /** `<device>:<codec>` pairs of unknown codecs already reported (once each, like a TCP connection). */
  readonly #reported = new Set<string>();

  constructor(ctx: ServerContext, gateway: Gateway) {
    this.#ctx = ctx;
    this.#gateway = gateway;
  }

  /** Binds the UDP port; resolves with the port bound. */
  async start(port: number, host: string): Promise<number> {
    const socket = createSocket(isIPv6(host) ? 'udp6' : 'udp4');
    await new Promise<void>((resolve, reject) => {
      socket.once('error', reject);
      socket.bind(port, host, () => {
        socket.off('error', reject);
        resolve();
      });
    });
    socket.on('error', (error) => this.#gateway.log.error({ err: error }, 'Teltonika UDP socket error'));
    socket.on('message', (datagram, sender) => this.#receive(datagram, sender));
    this.#socket = socket;
    return socket.address().port;
  }

  /** Closes the port and waits for the datagrams being handled. */
  async stop(): Promise<void> {
    const socket = this.#socket;
    this.#socket = null;
    if (socket) await new Promise<void>((resolve) => socket.close(() => resolve()));
    await Promise.all(this.#queues.values());
  }

  #receive(datagram: Buffer, sender: RemoteInfo): void {
    const key = `${sender.address}:${sender.port}`;
    const queued = (this.#queues.get(key) ?? Promise.resolve())
      .then(() => this.#handle(datagram, sender))
      .catch((error: unknown) => {
        // Not stored, so not acknowledged: the device sends the datagram again.
        this.#gateway.log.error(
          { err: error, protocol: 'teltonika', transport: 'udp' },
          'datagram not stored',
        );
      });
    this.#queues.set(key, queued);
    void queued.finally(() => {
      if (this.#queues.get(key) === queued) this.#queues.delete(key);
    });
  }

  async #handle(datagram: Buffer, sender: RemoteInfo): Promise<void> {
    const gateway = this.#gateway;
    const address = plainAddress(sender.address);
    let decoded: TeltonikaDatagram;
    try {
      decoded = decodeTeltonikaDatagram(datagram);
    } catch (error) {
      if (!(error instanceof ProtocolError)) throw error;
      gateway.countMalformed('teltonika');
      gateway.warnings.write(
        address,
        { protocol: 'teltonika', transport: 'udp', code: error.code, message: error.message },
        'malformed device data',
      );
      return;
    }
    const device = await gateway.directory.find(decoded.uniqueId);
    const refusal = device ? deviceRefusal(device, address) : 'unknown device';
    gateway.logData(
      address,
      'teltonika',
      device && !refusal ? device : { id: 0, uniqueId: decoded.uniqueId },
      datagram,
    );
    if (!device || refusal) {
      if (device) gateway.stats.refusedRestricted++;
      else gateway.stats.refusedUnknown++;
      gateway.warnings.write(
        address,
        { protocol: 'teltonika', transport: 'udp', uniqueId: decoded.uniqueId, reason: refusal },
        'device refused',
      );
      return;
    }
    if (decoded.unknownCodec !== undefined) {
      this.#reportUnknownCodec(device.id, address, device.uniqueId, decoded.unknownCodec, datagram);
      await gateway.touch(device.id, false);
      return;
    }
    const items = await gateway.toItems(device.id, 'teltonika', decoded.messages);
    await gateway.touch(device.id, false);
    if (items.length > 0) await gateway.submit('teltonika', items);
    if (!decoded.ack) return;
    this.#socket?.send(decoded.ack, sender.port, sender.address);
    // Like a TCP connection, a sender earns commands with a valid fix: a bare datagram proves nothing.
    if (decoded.messages.some((message) => message.kind === 'position' && isValidFix(message))) {
      await this.#sendQueued(device.id, sender);
    }
  }

  /**
   * Sends the device's queued commands to `sender`, oldest first. Each is marked sent before it goes
   * (a datagram has no receipt, and of two instances answering the same device only one takes it).
   * An engine command waits in the queue while the device's last position is faster than the engine
   * interlock allows, as the command API refuses it then; the commands after it wait with it.
   */
  async #sendQueued(deviceId: number, sender: RemoteInfo): Promise<void> {
    const { db, config } = this.#ctx;
    const queued = await queuedCommands(db, deviceId, QUEUED_COMMANDS_LOOKED_AT);
    if (queued.length === 0) return;
    const { last } = await this.#gateway.ingest.state(deviceId);
    const moving = (last?.speed ?? 0) * KMH_PER_KNOT > config.engineCommandMaxSpeedKmh;
    for (const row of queued) {
      if (moving && engineAction(row)) return;
      const command = toDeviceCommand(row);
      if (!command) return;
      let packet: Buffer;
      try {
        packet = encodeTeltonikaCommand(command);
      } catch (error) {
        this.#gateway.log.warn(
          { err: error, protocol: 'teltonika', deviceId },
          'command could not be encoded',
        );
        return;
      }
      if (!(await takeQueuedCommand(db, row.id))) continue;
      this.#socket?.send(packet, sender.port, sender.address);
    }
  }

  #reportUnknownCodec(
    deviceId: number,
    address: string,
    uniqueId: string,
    codec: number,
    datagram: Buffer,
  ): void {
    const key = `${deviceId}:${codec}`;
    if (this.#reported.has(key)) return;
    if (this.#reported.size >= MAX_REPORTED) this.#reported.clear();
    this.#reported.add(key);
    this.#gateway.unknownMessageType(
      { remoteAddress: address, uniqueId },
      'teltonika',
      codec,
      datagram.toString('hex'),
    );
  }
}
