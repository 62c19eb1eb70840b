import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { ManualClock } from './ManualClock';
import { KALANKI_KOTESHWOR } from './routes/kathmanduValleyRoutes';
import { SeededRandom } from './SeededRandom';
import { SimulatedDevice } from './SimulatedDevice';
import type { SimulatedVehicle } from './types';
import { VehicleModel } from './VehicleModel';

/** How long a test waits for the server before it fails (the machine may be busy). */
const WAIT = { timeout: 15_000, interval: 20 };
const NO_ALARMS = { sosPerHour: 0, hardBrakingPer100Km: 0, speedingChance: 0 };
const REPORTS = 4;

/** A simulated tracker of each protocol added on Traccar's ports, with the identifier its protocol uses. */
const VEHICLES = [
  { protocol: 'gps103', uniqueId: '359586015829802' },
  { protocol: 'tk103', uniqueId: '013632782450' },
  { protocol: 'queclink', uniqueId: '862894020180553' },
  { protocol: 'suntech', uniqueId: '205173382' },
  { protocol: 'meitrack', uniqueId: '353358017784062' },
  { protocol: 'wialon', uniqueId: '352094087654399' },
  { protocol: 'huabao', uniqueId: '013511221122' },
  { protocol: 'ruptela', uniqueId: '863071014445404' },
] as const;

let t: TestServer;
const devices: SimulatedDevice[] = [];
const deviceIds = new Map<string, number>();

beforeAll(async () => {
  t = await startTestServer({}, { devices: VEHICLES.map((vehicle) => vehicle.protocol) });
  await t.createUser({ email: 'owner@example.com' });
  const { client } = await t.signIn('owner@example.com');
  for (const { protocol, uniqueId } of VEHICLES) {
    deviceIds.set(protocol, (await client.devices.create({ name: `${protocol} car`, uniqueId })).id);
  }
});
afterAll(async () => {
  for (const device of devices) await device.stop();
  await t.close();
});

describe('simulated trackers of the text, JT/T 808 and Ruptela protocols through the real gateway', () => {
  it('drive a vehicle whose every report the server stores where the vehicle was, and obey engine commands', async () => {
    const { client } = await t.signIn('owner@example.com');
    // Whole seconds, as the trackers report; recent, so the connections earn commands.
    const clock = new ManualClock(Math.floor(Date.now() / 1000) * 1000 - (REPORTS + 1) * 1000);
    const start = clock.now();
    for (const [index, { protocol, uniqueId }] of VEHICLES.entries()) {
      const vehicle: SimulatedVehicle = {
        name: `${protocol} car`,
        uniqueId,
        protocol,
        category: 'car',
        routeId: KALANKI_KOTESHWOR.id,
        speedLimitKmh: 200,
      };
      const model = new VehicleModel({
        route: KALANKI_KOTESHWOR,
        random: new SeededRandom(index, 'model'),
        startTime: start,
        startFraction: 0.2,
        startPhase: 'driving',
        alarmRates: NO_ALARMS,
      });
      devices.push(
        new SimulatedDevice({
          vehicle,
          model,
          random: new SeededRandom(index, 'tracker'),
          clock,
          host: '127.0.0.1',
          port: t.port(protocol),
          intervalMs: 1000,
          jitter: 0,
        }),
      );
    }
    for (const device of devices) device.start();
    // check-tests-ignore: a fixed number of simulated seconds, each waited for with a deadline.
    // The trackers connect on the clock's first tick, then report once a simulated second.
    clock.advance(0);
    // check-tests-ignore: a fixed number of simulated seconds, each waited for with a deadline.
    for (let report = 0; report < REPORTS; report++) {
      await expect
        .poll(
          () =>
            devices
              .filter((device) => !device.online || device.pendingRecords.length > 0)
              .map((device) => device.vehicle.protocol),
          WAIT,
        )
        .toEqual([]);
      clock.advance(1000);
    }
    await expect
      .poll(() => devices.filter((device) => device.pendingRecords.length > 0).length, WAIT)
      .toBe(0);

    const range = {
      from: new Date(start - 60_000).toISOString(),
      to: new Date(clock.now() + 60_000).toISOString(),
    };
    for (const device of devices) {
      const { protocol } = device.vehicle;
      const deviceId = deviceIds.get(protocol) as number;
      await expect
        .poll(async () => (await client.positions.list({ deviceId, ...range })).length, {
          ...WAIT,
          message: protocol,
        })
        .toBeGreaterThanOrEqual(REPORTS);
      const positions = await client.positions.list({ deviceId, ...range });
      expect(positions.every((position) => position.protocol === protocol)).toBe(true);
      // The latest report is the vehicle as it is now: the clock has not moved since.
      const latest = positions.reduce((a, b) => ((a.fixTime ?? '') > (b.fixTime ?? '') ? a : b));
      const now = device.model.snapshot();
      expect(latest.fixTime, protocol).toBe(new Date(now.time).toISOString());
      expect(latest.latitude, protocol).toBeCloseTo(now.latitude, 5);
      expect(latest.longitude, protocol).toBeCloseTo(now.longitude, 5);
    }

    // Engine stop and resume reach the simulated Queclink tracker through the command path.
    const queclink = devices.find((device) => device.vehicle.protocol === 'queclink') as SimulatedDevice;
    const queclinkId = deviceIds.get('queclink') as number;
    await expect.poll(() => t.server.gateway.isConnected(queclinkId), WAIT).toBe(true);
    expect((await client.commands.engine(queclinkId, 'lock')).queued).toBe(false);
    await expect.poll(() => queclink.model.blocked, WAIT).toBe(true);
    expect((await client.commands.engine(queclinkId, 'unlock')).queued).toBe(false);
    await expect.poll(() => queclink.model.blocked, WAIT).toBe(false);
  });
});
