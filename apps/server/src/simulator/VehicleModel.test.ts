import { KMH_PER_MPS } from '@fleetkit/sdk-core';
import { describe, expect, it } from 'vitest';
import {
  type AlarmRates,
  CITY_SPEED_KMH,
  HIGHWAY_SPEED_KMH,
  LIGHT_STOP_S,
  PARKING_STOP_MIN,
  WARM_UP_S,
} from './drivingProfile';
import { BHAKTAPUR, KALANKI_KOTESHWOR, RING_ROAD } from './routes/kathmanduValleyRoutes';
import { PRITHVI_HIGHWAY } from './routes/prithviHighway';
import { RoutePath } from './routes/RoutePath';
import type { SimulatorRoute } from './routes/SimulatorRoute';
import { SIMULATOR_ROUTES } from './routes/simulatorRoutes';
import { SeededRandom } from './SeededRandom';
import type { VehicleAlarm, VehicleSnapshot } from './types';
import { VehicleModel } from './VehicleModel';

const START = Date.UTC(2024, 2, 5, 0, 0, 0);
const DAY = 86_400_000;
const NO_ALARMS: AlarmRates = { sosPerHour: 0, hardBrakingPer100Km: 0, speedingChance: 0 };

function model(
  route: SimulatorRoute,
  seed = 1,
  options: Partial<ConstructorParameters<typeof VehicleModel>[0]> = {},
) {
  return new VehicleModel({ route, random: new SeededRandom(seed, route.id), startTime: START, ...options });
}

/** Snapshots every `stepMs` for `durationMs`, and the alarms raised. */
function run(vehicle: VehicleModel, durationMs: number, stepMs = 1000) {
  const snapshots: VehicleSnapshot[] = [];
  const alarms: VehicleAlarm[] = [];
  for (let time = START; time <= START + durationMs; time += stepMs) {
    vehicle.advanceTo(time);
    snapshots.push(vehicle.snapshot());
    alarms.push(...vehicle.takeAlarms());
  }
  return { snapshots, alarms };
}

/** Runs of consecutive snapshots in the same phase: [phase, first, last]. */
function phaseRuns(snapshots: VehicleSnapshot[]): [string, VehicleSnapshot, VehicleSnapshot][] {
  const runs: [string, VehicleSnapshot, VehicleSnapshot][] = [];
  for (const snapshot of snapshots) {
    const last = runs.at(-1);
    if (last && last[0] === snapshot.phase) last[2] = snapshot;
    else runs.push([snapshot.phase, snapshot, snapshot]);
  }
  return runs;
}

describe('VehicleModel over a simulated day', () => {
  it.each(SIMULATOR_ROUTES.map((route) => [route.id, route] as const))(
    'keeps %s speeds within its road range, with gentle acceleration and braking',
    (_id, route) => {
      // A limit above every range, so the ranges alone bound the speed.
      const { snapshots } = run(model(route, 2, { alarmRates: NO_ALARMS, speedLimitKmh: 80 }), DAY);
      const range = route.kind === 'city' ? CITY_SPEED_KMH : HIGHWAY_SPEED_KMH;
      const speeds = snapshots.map((snapshot) => snapshot.speedKmh);
      expect(Math.min(...speeds)).toBe(0);
      expect(Math.max(...speeds)).toBeLessThanOrEqual(range.max);
      expect(Math.max(...speeds)).toBeGreaterThan(range.max - 10);
      for (let i = 1; i < snapshots.length; i++) {
        const change = ((snapshots[i]?.speedKmh ?? 0) - (snapshots[i - 1]?.speedKmh ?? 0)) / KMH_PER_MPS;
        expect(change).toBeLessThanOrEqual(1.2 + 1e-9);
        expect(change).toBeGreaterThanOrEqual(-4 - 1e-9);
      }
      const moving = speeds.filter((speed) => speed > 0);
      const average = moving.reduce((sum, speed) => sum + speed, 0) / moving.length;
      expect(average).toBeGreaterThan(route.kind === 'city' ? 15 : 35);
    },
  );

  it('idles at lights with the engine on for 20-90 s and parks with the engine off for 10-40 min', () => {
    const { snapshots } = run(model(KALANKI_KOTESHWOR, 3, { alarmRates: NO_ALARMS }), DAY);
    const runs = phaseRuns(snapshots).slice(1, -1); // the first and last runs are cut by the day's ends
    const idles = runs.filter(([phase]) => phase === 'idling');
    const parks = runs.filter(([phase]) => phase === 'parked');
    expect(idles.length).toBeGreaterThan(50);
    expect(parks.length).toBeGreaterThan(5);
    for (const [, first, last] of idles) {
      const seconds = (last.time - first.time) / 1000 + 1;
      expect(seconds).toBeGreaterThanOrEqual(WARM_UP_S.min);
      expect(seconds).toBeLessThanOrEqual(LIGHT_STOP_S.max + 1);
    }
    for (const [, first, last] of parks) {
      const minutes = (last.time - first.time + 1000) / 60_000;
      expect(minutes).toBeGreaterThanOrEqual(PARKING_STOP_MIN.min);
      expect(minutes).toBeLessThanOrEqual(PARKING_STOP_MIN.max + 0.1);
    }
    for (const snapshot of snapshots) {
      if (snapshot.phase === 'parked')
        expect(snapshot).toMatchObject({ ignition: false, speedKmh: 0, motion: false });
      if (snapshot.phase === 'idling')
        expect(snapshot).toMatchObject({ ignition: true, speedKmh: 0, motion: false });
      if (snapshot.phase === 'driving') expect(snapshot.ignition).toBe(true);
    }
    // Every ignition cycle: off only while parked.
    expect(
      snapshots.filter((snapshot) => !snapshot.ignition).every((snapshot) => snapshot.phase === 'parked'),
    ).toBe(true);
  });

  it.each(SIMULATOR_ROUTES.map((route) => [route.id, route] as const))(
    'stays on the %s route and drives its length',
    (_id, route) => {
      const path = new RoutePath(route.points, route.loop);
      const { snapshots } = run(model(route, 4), DAY, 5000);
      for (const snapshot of snapshots)
        expect(path.distanceFrom(snapshot.latitude, snapshot.longitude)).toBeLessThan(0.5);
      const driven = (snapshots.at(-1)?.odometer ?? 0) - (snapshots[0]?.odometer ?? 0);
      expect(driven).toBeGreaterThan(Math.min(path.length, 100_000));
    },
  );

  it('drives an out-and-back route to both ends and parks there', () => {
    const path = new RoutePath(BHAKTAPUR.points);
    const [first, last] = [BHAKTAPUR.points[0], BHAKTAPUR.points.at(-1)];
    const { snapshots } = run(model(BHAKTAPUR, 5), DAY, 1000);
    const atEnd = (point: typeof first) => (snapshot: VehicleSnapshot) =>
      point !== undefined &&
      Math.abs(snapshot.latitude - point[0]) < 1e-6 &&
      Math.abs(snapshot.longitude - point[1]) < 1e-6;
    expect(snapshots.filter(atEnd(first)).some((snapshot) => snapshot.phase === 'parked')).toBe(true);
    expect(snapshots.filter(atEnd(last)).some((snapshot) => snapshot.phase === 'parked')).toBe(true);
    expect(path.length).toBeGreaterThan(7000);
  });

  it('heads along the road in the direction of travel', () => {
    const { snapshots } = run(model(RING_ROAD, 6, { startPhase: 'driving' }), 10 * 60_000, 1000);
    const moving = snapshots.filter(
      (snapshot, i) => snapshot.speedKmh > 20 && (snapshots[i + 1]?.speedKmh ?? 0) > 20,
    );
    expect(moving.length).toBeGreaterThan(10);
    for (const snapshot of moving) {
      const next = snapshots[snapshots.indexOf(snapshot) + 1] as VehicleSnapshot;
      const bearing =
        (Math.atan2(
          (next.longitude - snapshot.longitude) * Math.cos((snapshot.latitude * Math.PI) / 180),
          next.latitude - snapshot.latitude,
        ) *
          180) /
        Math.PI;
      const difference = Math.abs(((bearing - snapshot.course + 540) % 360) - 180);
      // The course is that of the road segment; across a bend the next point turns away.
      expect(difference).toBeLessThan(60);
    }
  });

  it('replays exactly with the same seed and differs with another', () => {
    const first = run(model(PRITHVI_HIGHWAY, 9), 6 * 3_600_000, 5000);
    const second = run(model(PRITHVI_HIGHWAY, 9), 6 * 3_600_000, 5000);
    const other = run(model(PRITHVI_HIGHWAY, 10), 6 * 3_600_000, 5000);
    expect(second).toEqual(first);
    expect(other.snapshots).not.toEqual(first.snapshots);
  });

  it('gives the same state whether it is read every second or once an hour', () => {
    const often = model(RING_ROAD, 12);
    run(often, 3_600_000, 1000);
    const seldom = model(RING_ROAD, 12);
    seldom.advanceTo(START + 3_600_000);
    expect(seldom.snapshot()).toEqual(often.snapshot());
  });
});

describe('VehicleModel alarms', () => {
  it('raises overspeed only on the open highway, when the driver goes past the limit, at most every 10 minutes', () => {
    const rates = { ...NO_ALARMS, speedingChance: 1 };
    const highway = run(model(PRITHVI_HIGHWAY, 13, { speedLimitKmh: 50, alarmRates: rates }), DAY, 1000);
    const overspeeds = highway.alarms.filter((alarm) => alarm.alarm === 'overspeed');
    expect(overspeeds.length).toBeGreaterThan(5);
    for (const { snapshot } of overspeeds) expect(snapshot.speedKmh).toBeGreaterThan(53);
    for (let i = 1; i < overspeeds.length; i++) {
      expect(
        (overspeeds[i]?.snapshot.time ?? 0) - (overspeeds[i - 1]?.snapshot.time ?? 0),
      ).toBeGreaterThanOrEqual(600_000);
    }
    const city = run(model(RING_ROAD, 13, { speedLimitKmh: 40, alarmRates: rates }), DAY, 5000);
    expect(city.alarms).toEqual([]);
    expect(Math.max(...city.snapshots.map((snapshot) => snapshot.speedKmh))).toBeLessThanOrEqual(40);
  });

  it('brakes hard from speed when it raises a hard-braking alarm', () => {
    const vehicle = model(RING_ROAD, 14, { alarmRates: { ...NO_ALARMS, hardBrakingPer100Km: 100 } });
    const { snapshots, alarms } = run(vehicle, 6 * 3_600_000, 1000);
    expect(alarms.length).toBeGreaterThan(10);
    for (const { alarm, snapshot } of alarms) {
      expect(alarm).toBe('hardBraking');
      expect(snapshot.speedKmh).toBeGreaterThan(25);
      const next = snapshots.find((later) => later.time === snapshot.time + 1000);
      expect(snapshot.speedKmh - (next?.speedKmh ?? 0)).toBeGreaterThan(14);
    }
  });

  it('raises SOS at its rate, and rarely by default', () => {
    const frequent = run(model(RING_ROAD, 15, { alarmRates: { ...NO_ALARMS, sosPerHour: 60 } }), 3_600_000);
    expect(frequent.alarms.filter((alarm) => alarm.alarm === 'sos').length).toBeGreaterThan(30);
    const usual = run(model(RING_ROAD, 15), DAY, 5000);
    expect(usual.alarms.length).toBeLessThan(10);
  });
});

describe('VehicleModel relay', () => {
  it('coasts to a stop when locked, turns the ignition off and stays until unlocked', () => {
    const vehicle = model(PRITHVI_HIGHWAY, 16, { startPhase: 'driving', alarmRates: NO_ALARMS });
    vehicle.advanceTo(START + 60_000);
    const before = vehicle.snapshot();
    expect(before.speedKmh).toBeGreaterThan(20);
    vehicle.lock();
    const locked = run(vehicle, 2 * 3_600_000).snapshots.filter((snapshot) => snapshot.time > before.time);
    for (let i = 1; i < locked.length; i++) {
      const drop = ((locked[i - 1]?.speedKmh ?? 0) - (locked[i]?.speedKmh ?? 0)) / KMH_PER_MPS;
      expect(drop).toBeLessThanOrEqual(1.5 + 1e-9);
      expect(drop).toBeGreaterThanOrEqual(0);
    }
    const stoppedAt = locked.findIndex((snapshot) => snapshot.speedKmh === 0);
    expect(stoppedAt).toBeGreaterThan(0);
    expect(stoppedAt).toBeLessThan(60);
    for (const snapshot of locked.slice(0, stoppedAt)) expect(snapshot.ignition).toBe(true);
    for (const snapshot of locked.slice(stoppedAt)) {
      expect(snapshot).toMatchObject({ speedKmh: 0, ignition: false, blocked: true, phase: 'immobilized' });
      expect(snapshot.latitude).toBe(locked[stoppedAt]?.latitude);
    }

    vehicle.unlock();
    expect(vehicle.snapshot()).toMatchObject({
      ignition: true,
      blocked: false,
      phase: 'idling',
      speedKmh: 0,
    });
    vehicle.advanceTo(vehicle.time + (WARM_UP_S.max + 30) * 1000);
    expect(vehicle.snapshot().phase).toBe('driving');
    expect(vehicle.snapshot().speedKmh).toBeGreaterThan(0);
  });

  it('keeps a parked vehicle parked past its stop while locked', () => {
    const vehicle = model(RING_ROAD, 17, { startPhase: 'parked', alarmRates: NO_ALARMS });
    vehicle.lock();
    vehicle.advanceTo(START + 3 * 3_600_000);
    expect(vehicle.snapshot()).toMatchObject({
      speedKmh: 0,
      ignition: false,
      blocked: true,
      phase: 'immobilized',
    });
    vehicle.unlock();
    expect(vehicle.snapshot()).toMatchObject({ ignition: true, blocked: false, phase: 'idling' });
  });

  it('unlocking a vehicle that is not locked changes nothing', () => {
    const vehicle = model(RING_ROAD, 18, { startPhase: 'parked' });
    const before = vehicle.snapshot();
    vehicle.unlock();
    expect(vehicle.snapshot()).toEqual(before);
  });
});
