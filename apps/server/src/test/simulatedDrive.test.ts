import { type createFleetClient, type FleetEvent, KMH_PER_KNOT, type Position } from '@fleetkit/sdk-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { DEMO_VEHICLES } from '../services/demoFleet';
import { ManualClock } from '../simulator/ManualClock';
import { ScriptedVehicle } from '../simulator/ScriptedVehicle';
import { SeededRandom } from '../simulator/SeededRandom';
import { SimulatedDevice } from '../simulator/SimulatedDevice';
import { startTestServer, type TestServer } from './harness';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const INTERVAL = 10 * SECOND;
/** The scripted drive starts on a whole hour a little over a day ago, so every fix is in the past. */
const START = Math.floor(Date.now() / HOUR) * HOUR - 26 * HOUR;
const at = (offsetMs: number) => new Date(START + offsetMs).toISOString();

/**
 * Parked 20 min; a 6 km trip of 12 min; parked 30 min; a 3 km trip of 10 min with a 2-minute halt
 * at a light in its middle and an SOS 4 min in; parked 20 min. Expected, for every protocol: trips
 * 00:20-00:32 (6 km) and 01:02-01:12 (3 km), stops between them and after.
 */
function scriptedDrive(): ScriptedVehicle {
  return new ScriptedVehicle({ start: START })
    .park(20 * MINUTE)
    .drive(6000, 12 * MINUTE)
    .park(30 * MINUTE)
    .drive(1500, 4 * MINUTE)
    .idle(2 * MINUTE)
    .drive(1500, 4 * MINUTE)
    .park(20 * MINUTE)
    .alarmAt(66 * MINUTE, 'sos');
}

/** One demo vehicle of each protocol: GT06, Teltonika and H02 over TCP, OsmAnd over HTTP. */
const VEHICLES = (['gt06', 'teltonika', 'h02', 'osmand'] as const).map((protocol) => {
  const vehicle = DEMO_VEHICLES.find((v) => v.protocol === protocol);
  if (!vehicle) throw new Error(`no demo vehicle speaks ${protocol}`);
  return { ...vehicle, routeId: 'ring-road', speedLimitKmh: 80 };
});

let t: TestServer;
let client: ReturnType<typeof createFleetClient>;
const ids = new Map<string, number>();
const socketPositions: Position[] = [];
const socketEvents: FleetEvent[] = [];
let socket: WebSocket;

beforeAll(async () => {
  t = await startTestServer({}, { devices: ['gt06', 'teltonika', 'h02', 'osmand'] });
  const ports = {
    gt06: t.port('gt06'),
    teltonika: t.port('teltonika'),
    h02: t.port('h02'),
    osmand: t.port('osmand'),
  };
  await t.createUser({ email: 'owner@example.com' });
  client = (await t.signIn('owner@example.com')).client;
  for (const vehicle of VEHICLES) {
    const device = await client.devices.create({ name: vehicle.name, uniqueId: vehicle.uniqueId });
    ids.set(vehicle.protocol, device.id);
  }

  // The owner's live socket: every message the server sends is kept.
  const token = await client.session.createToken(new Date(Date.now() + HOUR));
  socket = new WebSocket(`${t.url.replace('http', 'ws')}/api/socket?token=${encodeURIComponent(token)}`);
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { positions?: Position[]; events?: FleetEvent[] };
    socketPositions.push(...(message.positions ?? []));
    socketEvents.push(...(message.events ?? []));
  });
  await new Promise((resolve) => socket.once('open', resolve));

  // Real trackers on a simulated clock: each reading of the scripted vehicle goes over TCP or HTTP,
  // and the clock moves on only once every tracker has its records acknowledged (stored).
  const clock = new ManualClock(START);
  const devices = VEHICLES.map(
    (vehicle) =>
      new SimulatedDevice({
        vehicle,
        model: scriptedDrive(),
        random: new SeededRandom(7, vehicle.uniqueId),
        clock,
        host: '127.0.0.1',
        port: ports[vehicle.protocol],
        intervalMs: INTERVAL,
        jitter: 0,
      }),
  );
  const settled = () => devices.every((d) => d.online && d.pendingRecords.length === 0);
  for (const device of devices) device.start();
  const end = scriptedDrive().end;
  for (let time = START; time <= end; time += INTERVAL) {
    clock.advanceTo(time);
    // A hook, where expect.poll is not available: vi.waitFor with the deadline the project gives polls.
    await vi.waitFor(
      () => expect(settled(), 'every tracker online with its reports acknowledged').toBe(true),
      { timeout: 20_000, interval: 10 },
    );
  }
  await Promise.all(devices.map((d) => d.stop()));
});
afterAll(async () => {
  socket?.close(4000);
  await t?.close();
});

describe('a scripted drive through the simulator, the gateway, the socket and the reports', () => {
  it('streams every tracker’s positions and its ignition and alarm events to the owner’s socket', async () => {
    for (const vehicle of VEHICLES) {
      const deviceId = ids.get(vehicle.protocol);
      await expect
        .poll(
          () =>
            socketPositions.some(
              (p) => p.deviceId === deviceId && (p.fixTime ?? '') >= at(92 * MINUTE - INTERVAL),
            ),
          { message: `the last position of the ${vehicle.protocol} tracker on the owner's socket` },
        )
        .toBe(true);
      const types = () => socketEvents.filter((e) => e.deviceId === deviceId).map((e) => e.type);
      await expect
        .poll(() => types().filter((type) => type === 'ignitionOff').length, {
          message: `both ignition-off events of the ${vehicle.protocol} tracker`,
        })
        .toBeGreaterThanOrEqual(2);

      expect(
        types().filter((type) => type === 'ignitionOn'),
        vehicle.protocol,
      ).toHaveLength(2);
      expect(
        types().filter((type) => type === 'ignitionOff'),
        vehicle.protocol,
      ).toHaveLength(2);
      const alarms = socketEvents.filter((e) => e.deviceId === deviceId && e.type === 'alarm');
      expect(
        alarms.map((e) => e.attributes.alarm),
        vehicle.protocol,
      ).toEqual(['sos']);
      const moving = socketPositions.filter((p) => p.deviceId === deviceId && p.speed > 0);
      expect(Math.max(...moving.map((p) => p.speed * KMH_PER_KNOT)), vehicle.protocol).toBeCloseTo(30, 0);
    }
  });

  it('finds the two scripted trips of every tracker, with their times and distances', async () => {
    const period = { from: new Date(START), to: new Date(START + 2 * HOUR) };
    const trips = await client.reports.trips({ ...period, deviceIds: [...ids.values()] });
    for (const vehicle of VEHICLES) {
      const mine = trips.filter((trip) => trip.deviceId === ids.get(vehicle.protocol));
      expect(
        mine.map((trip) => [trip.startTime, trip.endTime]),
        vehicle.protocol,
      ).toEqual([
        [at(20 * MINUTE), at(32 * MINUTE)],
        [at(62 * MINUTE), at(72 * MINUTE)],
      ]);
      expect(mine[0]?.distance, vehicle.protocol).toBeGreaterThan(5990);
      expect(mine[0]?.distance, vehicle.protocol).toBeLessThan(6010);
      expect(mine[1]?.distance, vehicle.protocol).toBeGreaterThan(2990);
      expect(mine[1]?.distance, vehicle.protocol).toBeLessThan(3010);
      expect(mine[0]?.duration).toBe(12 * MINUTE);
      expect((mine[0]?.maxSpeed ?? 0) * KMH_PER_KNOT, vehicle.protocol).toBeCloseTo(30, 0);
    }
  });

  it('finds the stops between and after the trips, and sums the drive in the summary', async () => {
    const period = { from: new Date(START), to: new Date(START + 2 * HOUR) };
    const stops = await client.reports.stops({ ...period, deviceIds: [...ids.values()] });
    const summary = await client.reports.summary({ ...period, deviceIds: [...ids.values()] });
    for (const vehicle of VEHICLES) {
      const deviceId = ids.get(vehicle.protocol);
      const mine = stops.filter((stop) => stop.deviceId === deviceId);
      const starts = mine.map((stop) => stop.startTime);
      expect(starts, vehicle.protocol).toContain(at(32 * MINUTE));
      expect(starts, vehicle.protocol).toContain(at(72 * MINUTE));
      const parked = mine.find((stop) => stop.startTime === at(32 * MINUTE));
      expect(parked?.endTime, vehicle.protocol).toBe(at(62 * MINUTE));
      expect(parked?.duration, vehicle.protocol).toBe(30 * MINUTE);
      // The 2-minute halt at the light stays inside the second trip.
      expect(
        starts.filter((s) => s > at(62 * MINUTE) && s < at(72 * MINUTE)),
        vehicle.protocol,
      ).toEqual([]);
      const row = summary.find((s) => s.deviceId === deviceId);
      expect(row?.distance, vehicle.protocol).toBeGreaterThan(8990);
      expect(row?.distance, vehicle.protocol).toBeLessThan(9010);
      expect((row?.maxSpeed ?? 0) * KMH_PER_KNOT, vehicle.protocol).toBeCloseTo(30, 0);
    }
  });
});
