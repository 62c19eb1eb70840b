import { createSocket, type RemoteInfo, type Socket } from 'node:dgram';
import { isIPv6 } from 'node:net';
import { decodeTeltonikaDatagram, ProtocolError, type TeltonikaDatagram } from '../protocols/index';
import { deviceRefusal } from './deviceAdmission';
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
 * Commands are not sent over UDP.
 */
export class TeltonikaUdpEndpoint {
  readonly #gateway: Gateway;
  #socket: Socket | null = null;
  /** The datagrams of each sender (address and port) still being handled, in order. */
  readonly #queues = new Map<string, Promise<void>>();
  /** `<device>:<codec>` pairs of unknown codecs already reported (once each, like a TCP connection). */
  readonly #reported = new Set<string>();

  constructor(gateway: Gateway) {
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
    if (decoded.ack) this.#socket?.send(decoded.ack, sender.port, sender.address);
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
