import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { crc16X25 } from '../checksum/crc16X25';

const hex = (text: string) => Buffer.from(text, 'hex');
const LOGIN = '78780d0103534190360660610003c3df0d0a';
const LOGIN_ACK = '787805010003face0d0a';
/** 0x12, 2015-10-20 14:21:11 UTC, 54.94535 N 24.01762 E, valid. */
const LOCATION = '78781f120f0a140e150bc505e51e780293a9e800540000f601006e0055da00035f240d0a';
const LOCATION_ACK = '787805120003903f0d0a';
/** 0x28 multi-cell report of 2016-01-13 02:02:02, four cells of MCC 460. */
const CELLS =
  '78783B2810010D02020201CC00287D001F713E287D001F7231287D001E232D287D001F4018000000000000000000000000000000000000FF00020005B14B0D0A';
const EMPTY_LOCATION = '787805120099abec0d0a';
const ADDRESS_REQUEST =
  '78782E2A0F0C1D071139CA027AC8000C4658000014D83132353230313335333231373730373900000000000001002A6ECE0D0A';

/** A GT06 tracker on a TCP socket: everything the server writes back, as hex. */
class Tracker {
  readonly socket: Socket;
  received = '';
  constructor(port: number) {
    this.socket = connect(port, '127.0.0.1');
    this.socket.on('data', (chunk) => {
      this.received += chunk.toString('hex');
    });
  }
  send(frame: string) {
    this.socket.write(hex(frame));
  }
  async answered(expected: string) {
    await vi.waitFor(() => expect(this.received).toContain(expected.toLowerCase()), { timeout: 5_000 });
  }
}

let t: TestServer;
let gt06Port: number;
let deviceId: number;

beforeAll(async () => {
  t = await startTestServer({}, { devices: ['gt06'] });
  gt06Port = t.port('gt06');
  await t.createUser({ email: 'owner@example.com' });
  const { client } = await t.signIn('owner@example.com');
  deviceId = (await client.devices.create({ name: 'Van', uniqueId: '353419036066061' })).id;
});
afterAll(() => t.close());

describe('GT06 devices through the gateway', () => {
  it('stores a cell-only report as an invalid position at the last known location, its cells in network', async () => {
    const { client } = await t.signIn('owner@example.com');
    const tracker = new Tracker(gt06Port);
    tracker.send(LOGIN);
    await tracker.answered(LOGIN_ACK);
    tracker.send(LOCATION);
    await tracker.answered(LOCATION_ACK);
    tracker.send(CELLS);
    await tracker.answered('78780528000500dd0d0a');

    const positions = await client.positions.list({ deviceId });
    const cellReport = positions.find((position) => position.fixTime === '2016-01-13T02:02:02.000Z');
    expect(cellReport).toMatchObject({ valid: false, protocol: 'gt06' });
    expect(cellReport?.latitude).toBeCloseTo(54.94535, 5);
    expect(cellReport?.longitude).toBeCloseTo(24.01762, 5);
    expect(cellReport?.attributes.network).toEqual({
      cellTowers: [
        { mcc: 460, mnc: 0, lac: 10365, cid: 8049, rssi: -62 },
        { mcc: 460, mnc: 0, lac: 10365, cid: 8050, rssi: -49 },
        { mcc: 460, mnc: 0, lac: 10365, cid: 7715, rssi: -45 },
        { mcc: 460, mnc: 0, lac: 10365, cid: 8000, rssi: -24 },
      ],
    });
    tracker.socket.destroy();
  });

  it('answers an empty location frame and an address request and keeps the connection open', async () => {
    const tracker = new Tracker(gt06Port);
    tracker.send(LOGIN);
    await tracker.answered(LOGIN_ACK);
    tracker.send(EMPTY_LOCATION);
    await tracker.answered(EMPTY_LOCATION);
    tracker.send(ADDRESS_REQUEST);
    // The address answer (0x97, extended) carries "NA&&NA&&0##": the server has no address to give.
    await tracker.answered(`970b00000000${Buffer.from('NA&&NA&&0##').toString('hex')}`);
    tracker.send(LOCATION);
    await tracker.answered(LOCATION_ACK);
    expect(tracker.socket.destroyed).toBe(false);
    tracker.socket.destroy();
  });

  it('answers a message type it does not read, keeps the connection, and counts and logs the type once', async () => {
    const tracker = new Tracker(gt06Port);
    tracker.send(LOGIN);
    await tracker.answered(LOGIN_ACK);
    // A well-formed frame of type 0xF3, which no GT06 message of ours is: length, type, serial, CRC.
    const body = Buffer.from([0x05, 0xf3, 0x00, 0x07]);
    const crc = crc16X25(body);
    const unknown = Buffer.concat([
      Buffer.from([0x78, 0x78]),
      body,
      Buffer.from([crc >> 8, crc & 0xff, 0x0d, 0x0a]),
    ]).toString('hex');
    tracker.send(unknown);
    tracker.send(unknown);
    tracker.send(LOCATION);
    await tracker.answered(LOCATION_ACK);
    expect(tracker.socket.destroyed).toBe(false);
    expect(t.server.gateway.stats.unknownTypes.gt06).toBe(1);
    const metrics = await (await t.fetch('/metrics')).text();
    expect(metrics).toContain('fleetkit_unknown_message_types_total{protocol="gt06",type="0xf3"} 1');
    tracker.socket.destroy();
  });
});
