import { createSocket, type Socket as UdpSocket } from 'node:dgram';
import { connect, type Socket } from 'node:net';
import type { FleetClient } from '@fleetkit/sdk-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { encodeTeltonikaCommand } from './encoder';
import { TELTONIKA_CORPUS } from './teltonikaCorpus';

const hex = (text: string) => Buffer.from(text, 'hex');
const HANDSHAKE = '000f313233343536373839303132333435';
const TCP_IMEI = '123456789012345';
const UDP_IMEI = '352094089397464';

function corpus(prefix: string): string {
  const frame = TELTONIKA_CORPUS.find((candidate) => candidate.name.startsWith(prefix));
  if (!frame) throw new Error(`no corpus frame "${prefix}"`);
  return frame.hex;
}
/** Three records of 2022-03-28 and 2021-06-04 (Karachi), answered 00000003. */
const THREE_RECORDS = corpus('codec 8, three records');
/** One record of 2019-01-04 (Vienna), answered 00000001. */
const VIENNA = corpus('codec 8 (FMB, Vienna)');
/** The Vienna packet with codec 15, which the server does not read. */
const UNKNOWN_CODEC = corpus('unknown codec: codec 15');
/** Four records of 2018-06-03 from IMEI 352094089397464, AVL packet id 0x26, answered 0005 0000 01 26 04. */
const UDP_FOUR_RECORDS = corpus('UDP codec 8, four records');
const UDP_UNKNOWN_CODEC = corpus('unknown codec over UDP');
const UDP_CUT_SHORT = corpus('malformed UDP: records cut short');
/** One record of 2017-07-12 from IMEI 357454072713975 at 49 km/h, AVL packet id 0x22, answered 0005 0000 01 22 01. */
const UDP_MOVING = corpus('UDP codec 8 (Traccar connectionless test)');
const UDP_COMMAND_IMEI = '357454072713975';
/**
 * The same datagram `seconds` later at `speedHex` km/h as AVL packet `packetId` (datagrams carry no
 * CRC): the device standing still or moving on.
 */
function udpLater(seconds: number, speedHex: string, packetId: string): string {
  const time = (0x15d3766f6a8 + seconds * 1000).toString(16).padStart(16, '0');
  return UDP_MOVING.replace('cafe0122', `cafe01${packetId}`).replace(
    '0000015d3766f6a800003eef961ec6215e0063006d090031',
    `${time}00003eef961ec6215e0063006d09${speedHex}`,
  );
}
const UDP_STANDING = udpLater(1, '0000', '23');

/** A codec 12 response datagram from `imei` (UDP framing: no CRC). */
function udpResponse(imei: string, avlPacketId: number, text: string): string {
  const length = (value: number, size: number) => {
    const bytes = Buffer.alloc(size);
    bytes.writeUIntBE(value, 0, size);
    return bytes;
  };
  const body = Buffer.concat([
    hex('cafe01'),
    Buffer.from([avlPacketId]),
    length(imei.length, 2),
    Buffer.from(imei, 'latin1'),
    hex('0c0106'),
    length(text.length, 4),
    Buffer.from(text, 'latin1'),
    hex('01'),
  ]);
  return Buffer.concat([length(body.length, 2), body]).toString('hex');
}

/** A Teltonika tracker on a TCP connection: everything the server writes back, as hex. */
class TcpTracker {
  readonly socket: Socket;
  received = '';
  constructor(port: number) {
    this.socket = connect(port, '127.0.0.1');
    this.socket.on('data', (chunk) => {
      this.received += chunk.toString('hex');
    });
  }
  /** Sends a packet and waits for the answer that must follow what was received so far. */
  async exchange(packet: string, answer: string): Promise<void> {
    const before = this.received.length;
    this.socket.write(hex(packet));
    await vi.waitFor(() => expect(this.received.slice(before)).toBe(answer), { timeout: 5_000 });
  }
}

/** A Teltonika tracker sending datagrams from one UDP port: the answers, as hex. */
class UdpTracker {
  readonly socket: UdpSocket = createSocket('udp4');
  readonly answers: string[] = [];
  constructor(readonly port: number) {
    this.socket.on('message', (answer) => this.answers.push(answer.toString('hex')));
  }
  send(datagram: string): void {
    this.socket.send(hex(datagram), this.port, '127.0.0.1');
  }
  close(): void {
    this.socket.close();
  }
}

let t: TestServer;
let client: FleetClient;
let port: number;
let tcpDevice: number;
let udpDevice: number;
let udpCommandDevice: number;

beforeAll(async () => {
  t = await startTestServer({}, { devices: ['teltonika'] });
  port = t.port('teltonika');
  await t.createUser({ email: 'owner@example.com' });
  ({ client } = await t.signIn('owner@example.com'));
  tcpDevice = (await client.devices.create({ name: 'Truck', uniqueId: TCP_IMEI })).id;
  udpDevice = (await client.devices.create({ name: 'Van', uniqueId: UDP_IMEI })).id;
  udpCommandDevice = (await client.devices.create({ name: 'Bus', uniqueId: UDP_COMMAND_IMEI })).id;
});
afterAll(() => t.close());

const history = (deviceId: number) =>
  client.positions.list({ deviceId, from: '2000-01-01T00:00:00Z', to: new Date() });
const unknownTypeMetric = async () =>
  /fleetkit_unknown_message_types_total\{protocol="teltonika",type="0x0f"\} (\d+)/.exec(
    await (await t.fetch('/metrics')).text(),
  )?.[1];

describe('Teltonika devices over TCP through the gateway', () => {
  it('answers the IMEI with 01 and each packet with its record count once the records are stored', async () => {
    const tracker = new TcpTracker(port);
    await tracker.exchange(HANDSHAKE, '01');
    await tracker.exchange(THREE_RECORDS, '00000003');
    // The acknowledgement follows the commit: the records are readable the moment it arrives.
    const stored = await history(tcpDevice);
    expect(stored.map((p) => p.fixTime).sort()).toEqual([
      '2021-06-04T03:19:23.160Z',
      '2022-03-28T04:52:53.270Z',
      '2022-03-28T04:53:34.230Z',
    ]);
    const latest = stored.find((p) => p.fixTime === '2022-03-28T04:53:34.230Z');
    expect(latest).toMatchObject({ protocol: 'teltonika', valid: true, course: 301, altitude: 56 });
    expect(latest?.latitude).toBeCloseTo(24.9484381, 7);
    expect(latest?.longitude).toBeCloseTo(67.1363518, 7);
    expect(latest?.attributes).toMatchObject({
      sat: 16,
      power: 12.961,
      network: { cellTowers: [{ mcc: 410, mnc: 1, lac: 10269, cid: 15151 }] },
    });
    tracker.socket.destroy();
  });

  it('skips a packet of an unknown codec unanswered, counts it once, and keeps the connection for the next packet', async () => {
    const before = Number((await unknownTypeMetric()) ?? 0);
    const tracker = new TcpTracker(port);
    await tracker.exchange(HANDSHAKE, '01');
    tracker.socket.write(hex(UNKNOWN_CODEC + UNKNOWN_CODEC));
    // The next packet's answer is the first thing written back: the unknown ones got none.
    await tracker.exchange(VIENNA, '00000001');
    expect(tracker.socket.destroyed).toBe(false);
    expect(Number(await unknownTypeMetric())).toBe(before + 1);
    const vienna = (await history(tcpDevice)).find((p) => p.fixTime === '2019-01-04T12:27:19.000Z');
    expect(vienna?.attributes).toMatchObject({ odometer: 2656224, power: 14.233, bleTemp1: 30 });
    tracker.socket.destroy();
  });
});

describe('Teltonika devices over UDP through the gateway', () => {
  it('stores the records of a datagram and answers it as Traccar does, on the TCP port number', async () => {
    const tracker = new UdpTracker(port);
    tracker.send(UDP_FOUR_RECORDS);
    await vi.waitFor(() => expect(tracker.answers).toEqual(['00050000012604']), { timeout: 5_000 });
    const stored = await history(udpDevice);
    expect(stored.map((p) => p.fixTime).sort()).toEqual([
      '2018-06-03T23:37:52.050Z',
      '2018-06-03T23:37:53.000Z',
      '2018-06-03T23:37:54.000Z',
      '2018-06-03T23:37:56.000Z',
    ]);
    const latest = stored.find((p) => p.fixTime === '2018-06-03T23:37:56.000Z');
    expect(latest).toMatchObject({ protocol: 'teltonika', valid: true, course: 296 });
    expect(latest?.latitude).toBeCloseTo(49.1390333, 7);
    expect(latest?.speed).toBeCloseTo(87 / 1.852, 6);
    expect(latest?.attributes).toMatchObject({ ignition: true, odometer: 2962120, power: 28.709 });
    tracker.close();
  });

  it('refuses an unreadable datagram alone, does not answer unknown devices or codecs, and counts each', async () => {
    const tracker = new UdpTracker(port);
    const malformed = t.server.gateway.stats.malformed.teltonika ?? 0;
    const refused = t.server.gateway.stats.refusedUnknown;
    const unknownTypes = Number((await unknownTypeMetric()) ?? 0);
    tracker.send(UDP_CUT_SHORT);
    // The vendor's example datagram names a device this server does not know.
    tracker.send(corpus('UDP codec 8, vendor example'));
    tracker.send(
      UDP_UNKNOWN_CODEC.replace('333532303933303836343033363535', Buffer.from(UDP_IMEI).toString('hex')),
    );
    await vi.waitFor(
      async () => {
        expect(t.server.gateway.stats.malformed.teltonika).toBe(malformed + 1);
        expect(t.server.gateway.stats.refusedUnknown).toBe(refused + 1);
        expect(Number(await unknownTypeMetric())).toBe(unknownTypes + 1);
      },
      { timeout: 5_000 },
    );
    // Datagrams of one sender are handled in order: this answer comes after the three above, and
    // it is the only one.
    tracker.send(UDP_FOUR_RECORDS);
    await vi.waitFor(() => expect(tracker.answers).toEqual(['00050000012604']), { timeout: 5_000 });
    tracker.close();
  });

  it('sends queued commands to the sender after acknowledging a datagram with a fix, and stores the reply', async () => {
    const started = new Date(Date.now() - 60_000);
    const tracker = new UdpTracker(port);
    tracker.send(UDP_MOVING);
    await vi.waitFor(() => expect(tracker.answers).toEqual(['00050000012201']), { timeout: 5_000 });
    // The speed interlock holds over UDP as over TCP: 49 km/h refuses an engine stop.
    await expect(client.commands.send({ deviceId: udpCommandDevice, type: 'engineStop' })).rejects.toThrow(
      /49 km\/h/,
    );
    // A device without a connection gets its commands with its next datagram: queued now.
    const custom = await client.commands.send({
      deviceId: udpCommandDevice,
      type: 'custom',
      attributes: { data: 'getinfo' },
    });
    expect(custom.queued).toBe(true);
    tracker.send(UDP_STANDING);
    const getinfo = encodeTeltonikaCommand({ type: 'custom', data: 'getinfo' }).toString('hex');
    await vi.waitFor(() => expect(tracker.answers).toEqual(['00050000012201', '00050000012301', getinfo]), {
      timeout: 5_000,
    });
    // Standing still now: an engine stop is accepted. It waits while the next datagram shows the
    // vehicle moving again, and goes out with the first one standing still.
    const stop = await client.commands.send({ deviceId: udpCommandDevice, type: 'engineStop' });
    expect(stop.queued).toBe(true);
    tracker.send(udpLater(2, '0031', '25'));
    await vi.waitFor(() => expect(tracker.answers.slice(3)).toEqual(['00050000012501']), { timeout: 5_000 });
    tracker.send(udpLater(3, '0000', '26'));
    const setdigout = encodeTeltonikaCommand({ type: 'engineStop' }).toString('hex');
    await vi.waitFor(() => expect(tracker.answers.slice(4)).toEqual(['00050000012601', setdigout]), {
      timeout: 5_000,
    });
    // Each command went once: the next datagram is only acknowledged.
    tracker.send(udpLater(4, '0000', '27'));
    await vi.waitFor(() => expect(tracker.answers.slice(6)).toEqual(['00050000012701']), { timeout: 5_000 });
    // The device's codec 12 reply, over UDP, is the command's result; it is not acknowledged.
    tracker.send(udpResponse(UDP_COMMAND_IMEI, 0x24, 'DOUT1:1 DOUT2:0'));
    await vi.waitFor(
      async () => {
        const events = await client.reports.events({
          from: started,
          to: new Date(Date.now() + 60_000),
          deviceIds: [udpCommandDevice],
          types: ['commandResult'],
        });
        expect(events.map((event) => event.attributes.result)).toEqual(['DOUT1:1 DOUT2:0']);
      },
      { timeout: 5_000 },
    );
    expect(tracker.answers).toHaveLength(7);
    tracker.close();
  });

  it('sends no command after a datagram without a valid fix', async () => {
    const imei = '352093086403655';
    const deviceId = (await client.devices.create({ name: 'Trailer', uniqueId: imei })).id;
    const tracker = new UdpTracker(port);
    const queued = await client.commands.send({ deviceId, type: 'custom', attributes: { data: 'getver' } });
    expect(queued.queued).toBe(true);
    // The vendor's example datagram: no satellites, no coordinates.
    tracker.send(corpus('UDP codec 8, vendor example'));
    await vi.waitFor(() => expect(tracker.answers).toEqual(['00050000010501']), { timeout: 5_000 });
    tracker.send(corpus('UDP codec 8, vendor example'));
    await vi.waitFor(() => expect(tracker.answers).toEqual(['00050000010501', '00050000010501']), {
      timeout: 5_000,
    });
    tracker.close();
  });
});
