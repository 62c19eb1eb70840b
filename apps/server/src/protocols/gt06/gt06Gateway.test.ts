import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { CRC16_X25 } from '../checksum/crc16';

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

/** Seeworld 0x16 (length 0x26) of 2023-10-08 12:14:36: battery 93 %, tampering. */
const SEEWORLD_ALARM =
  '78782616170A080C0E24C0027C58AD0C2B8B0100454E0901CC0025030328E7A0005D4B13021EC373170D0A';
/** Extended 0x70 modular report with a fix of 2019-09-15 13:18:16, removing alarm. */
const MODULAR =
  '797900a87000000001020035000101003300125d7e3a180600d504b598f708814b3a001d1500340006125d7e39dc000011000a012e02620000000000000001000803537601000129800002000803102608593397620003000a89012608522933976266001800020172002b000114002c00045d7df3c70009000106000a000109002800010d002e00040000f25d002a000111002900040000017e0030000a000100b4000a00b402d0000591250d0a';
/** Extended 0x8C OBD report: answered with nothing; its state lands on the last position. */
const OBD =
  '797900cd8c15010d08200d013137333d302c3232333d312c3238333d30303032373464382c3436333d30303030303239352c3437333d30303030363333622c3438333d30303030303036372c3242333d30303030303030302c3244333d30303030316332302c3335333d30303030323133342c3336333d30303033626430382c3339333d30303030303336622c3330333d30303030303539362c3439333d30303030306563382c3441333d2c3341333d30303030303430352c3530333d30303030cb03850c3603c025af5414a6003fc5940d0a';
/** SL4X 0x32 (length 0x29) of 2024-06-19 01:38:28 near Campinas, altitude 687 m. */
const SL4X_REPORT =
  '7878293218061301261ccd0274c4ad050d7c960018000a02d4000ac3c70dbdc40b46f004210202af001784290d0a';
/** Extended 0xF2 VL842 peripheral report: the external battery at 71 %. */
const PERIPHERAL = '79790016f26718e430000c0a470000000010020000000024bff50d0a';

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
    // A well-formed frame of type 0x1F, which the decoder does not read: length, type, serial, CRC.
    const body = Buffer.from([0x05, 0x1f, 0x00, 0x07]);
    const crc = CRC16_X25.checksum(body);
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
    expect(metrics).toContain('fleetkit_unknown_message_types_total{protocol="gt06",type="0x1f"} 1');
    tracker.socket.destroy();
  });

  it('stores the family layouts and rare types real devices send, with their alarms, and answers each as it expects', async () => {
    const { client } = await t.signIn('owner@example.com');
    const tracker = new Tracker(gt06Port);
    tracker.send(LOGIN);
    await tracker.answered(LOGIN_ACK);
    // A known location first: the Seeworld alarm has no fix and is placed there.
    tracker.send(LOCATION);
    await tracker.answered(LOCATION_ACK);
    tracker.send(SEEWORLD_ALARM);
    await tracker.answered('787805161ec33ad30d0a');
    // The extended modular report is answered with a basic acknowledgement of its serial.
    tracker.send(MODULAR);
    await tracker.answered('78780570000545fc0d0a');
    tracker.send(SL4X_REPORT);
    await tracker.answered('787805320017c5a10d0a');
    // The extended peripheral report is answered, like the modular one, with a basic acknowledgement.
    tracker.send(PERIPHERAL);
    await tracker.answered('787805f20024cc230d0a');
    tracker.send(OBD);
    tracker.send(EMPTY_LOCATION);
    await tracker.answered(EMPTY_LOCATION);
    expect(tracker.received).not.toMatch(/(787805|79790005)8c/);

    const all = { deviceId, from: '2010-01-01T00:00:00Z', to: '2030-01-01T00:00:00Z' };
    const positions = await client.positions.list(all);
    const seeworld = positions.find(
      (position) =>
        position.fixTime === '2023-10-08T12:14:36.000Z' && position.attributes.alarm !== undefined,
    );
    expect(seeworld?.attributes).toMatchObject({ batteryLevel: 93, alarm: 'tampering' });
    const modular = positions.find(
      (position) =>
        position.fixTime === '2019-09-15T13:18:16.000Z' && position.attributes.alarm !== undefined,
    );
    expect(modular).toMatchObject({ valid: true, altitude: 213 });
    expect(modular?.latitude).toBeCloseTo(43.894466, 5);
    expect(modular?.attributes).toMatchObject({ alarm: 'removing', odometer: 62045, battery: 3.7 });
    const sl4x = positions.find((position) => position.fixTime === '2024-06-19T01:38:28.000Z');
    expect(sl4x).toMatchObject({ valid: true, altitude: 687 });
    expect(sl4x?.attributes.network).toEqual({
      cellTowers: [{ mcc: 724, mnc: 10, lac: 50119, cid: 230540299 }],
    });
    await vi.waitFor(
      async () => {
        const latest = await client.positions.list(all);
        const battery = latest.find((position) => position.attributes.externalBatteryLevel === 71);
        // A report without a fix: its state goes on a copy of the last position.
        expect(battery?.fixTime).toBe('2024-06-19T01:38:28.000Z');
      },
      { timeout: 5_000 },
    );
    await vi.waitFor(
      async () => {
        const latest = await client.positions.list(all);
        expect(
          latest.some(
            (position) => position.attributes.vin === undefined && position.attributes.rpm === 2450,
          ),
        ).toBe(true);
      },
      { timeout: 5_000 },
    );
    expect(tracker.socket.destroyed).toBe(false);
    tracker.socket.destroy();
  });
});
