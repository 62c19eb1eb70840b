import { areaContains, parseArea } from '@fleetkit/sdk-core';
import { describe, expect, it } from 'vitest';
import { draftPosition } from '../draftPosition.testing';
import {
  DEFAULT_PIPELINE_SETTINGS,
  type DeviceFacts,
  type DeviceState,
  type DraftPosition,
  type StageInput,
} from '../types';
import { computeDistance } from './computeDistance';
import { computeHours } from './computeHours';
import { computeMotion } from './computeMotion';
import {
  detectAlarms,
  detectGeofenceCrossings,
  detectIgnition,
  detectMaintenance,
  detectOverspeed,
} from './detectEvents';
import { filterPosition } from './filterPosition';
import { STAGES } from './index';
import { matchGeofences } from './matchGeofences';

const T0 = Date.parse('2026-11-20T08:00:00Z');

function fix(over: Partial<DraftPosition> = {}, seconds = 0): DraftPosition {
  return draftPosition(1, new Date(T0 + seconds * 1000), { altitude: 1300, speed: 0, ...over });
}

const depot = parseArea('CIRCLE (27.7 85.3, 200)');
const device: DeviceFacts = {
  id: 1,
  name: 'Truck',
  speedLimit: 30,
  accumulators: { totalDistance: 1000, hours: 5000 },
  trustOdometer: false,
  computedAttributes: [],
  geofences: [{ id: 7, contains: (lat, lon) => areaContains(depot, lat, lon) }],
  maintenances: [{ id: 3, name: 'Oil', type: 'totalDistance', start: 0, period: 5000 }],
};

function input(position: DraftPosition, last: DraftPosition | null, overspeed = false): StageInput {
  const state: DeviceState = { deviceId: 1, last, overspeed };
  return { position, state, device, settings: DEFAULT_PIPELINE_SETTINGS, events: [], outOfOrder: false };
}

/** Runs every stage, as the ingest queue does; returns the input or 'drop'. */
function run(position: DraftPosition, last: DraftPosition | null, overspeed = false) {
  const i = input(position, last, overspeed);
  for (const stage of STAGES) if (stage(i) === 'drop') return 'drop' as const;
  return i;
}

describe('filterPosition', () => {
  it('drops 0/0 and out-of-range coordinates when nothing is known of the device', () => {
    expect(filterPosition(input(fix({ latitude: 0, longitude: 0 }), null))).toBe('drop');
    expect(filterPosition(input(fix({ latitude: 91 }), null))).toBe('drop');
    expect(filterPosition(input(fix({ valid: false }), null))).toBe('drop');
  });

  it("keeps a device's first report when it names a photo: invalid, at the 0, 0 that says no location", () => {
    const i = input(fix({ latitude: Number.NaN, longitude: 200, attributes: { image: 'a.jpg' } }), null);
    expect(filterPosition(i)).toBeUndefined();
    expect(i.position).toMatchObject({ latitude: 0, longitude: 0, valid: false });
  });

  it("makes a device's first located fix its latest after a photo without a location, even when older", () => {
    const photo = fix({ latitude: 0, longitude: 0, valid: false, attributes: { image: 'a.jpg' } }, 60);
    const i = input(fix({}, 0), photo);
    expect(filterPosition(i)).toBeUndefined();
    expect(i.outOfOrder).toBeFalsy();
  });

  it('keeps an invalid fix at the last known coordinates, marked invalid', () => {
    const i = input(fix({ latitude: 0, longitude: 0, attributes: { ignition: true } }, 10), fix());
    expect(filterPosition(i)).toBeUndefined();
    expect(i.position).toMatchObject({ latitude: 27.7, longitude: 85.3, valid: false });
  });

  it('drops a repeat of the latest fix and a jump no vehicle can make', () => {
    expect(filterPosition(input(fix(), fix()))).toBe('drop');
    expect(filterPosition(input(fix({ latitude: 28.7 }, 10), fix()))).toBe('drop');
    expect(filterPosition(input(fix({ latitude: 27.701 }, 10), fix()))).toBeUndefined();
  });

  it('keeps a repeat of the latest fix that reports news (a heartbeat with the ignition or an alarm), and events follow', () => {
    const parked = fix({ attributes: { ignition: false, sat: 9 }, geofenceIds: [7] });
    expect(filterPosition(input(fix({ attributes: { ignition: false, sat: 9 } }), parked))).toBe('drop');
    const started = run(fix({ attributes: { ignition: true, sat: 9 } }), parked);
    expect(started === 'drop' ? [] : started.events.map((e) => e.type)).toEqual(['ignitionOn']);
    const sos = run(fix({ attributes: { ignition: false, sat: 9, alarm: 'sos' } }), parked);
    expect(sos === 'drop' ? [] : sos.events.map((e) => e.attributes.alarm)).toEqual(['sos']);
  });

  it('keeps an older fix as out-of-order history', () => {
    const i = input(fix({ latitude: 27.71 }, -60), fix());
    expect(filterPosition(i)).toBeUndefined();
    expect(i.outOfOrder).toBe(true);
  });
});

describe('distance, motion and hours', () => {
  it('adds the step to the running odometer, starting from the accumulators', () => {
    const first = input(fix(), null);
    computeDistance(first);
    expect(first.position.attributes.totalDistance).toBe(1000);
    const second = input(fix({ latitude: 27.709 }, 60), first.position);
    computeDistance(second);
    expect(second.position.attributes.distance).toBeCloseTo(1000.8, 0);
    expect(second.position.attributes.totalDistance).toBeCloseTo(2000.8, 0);
  });

  it('counts nothing for a GPS jump implausible for the time and speeds, and counts the way back from it no more', () => {
    const start = input(fix({ speed: 20 }), null);
    computeDistance(start);
    // 3.3 km in 20 s while reporting 20 knots (37 km/h): a jump, not a drive.
    const jump = input(fix({ speed: 20, latitude: 27.73 }, 20), start.position);
    computeDistance(jump);
    expect(jump.position.attributes).toMatchObject({ distance: 0, totalDistance: 1000 });
    const back = input(fix({ speed: 20, latitude: 27.7015 }, 40), jump.position);
    computeDistance(back);
    expect(back.position.attributes).toMatchObject({ distance: 0, totalDistance: 1000 });
    // 167 m in 20 s at 20 knots is driving.
    const on = input(fix({ speed: 20, latitude: 27.703 }, 60), back.position);
    computeDistance(on);
    expect(on.position.attributes.distance).toBeCloseTo(166.8, 0);
  });

  it('ignores the odometer unless the vehicle trusts it, and then only its plausible increases', () => {
    const at = (seconds: number, latitude: number, odometer: number) =>
      fix({ speed: 20, latitude, attributes: { odometer } }, seconds);
    const trusting = { ...device, trustOdometer: true };
    const step = (p: DraftPosition, last: DraftPosition, facts = device) => {
      const i = { ...input(p, last), device: facts };
      computeDistance(i);
      return i.position.attributes;
    };
    const first = at(0, 27.7, 5_000_000);
    first.attributes.totalDistance = 1000;
    // Untrusted: the GPS step (167 m), whatever the odometer says.
    expect(step(at(20, 27.7015, 5_000_400), first).distance).toBeCloseTo(166.8, 0);
    // Trusted: the odometer's 250 m.
    expect(step(at(20, 27.7015, 5_000_250), first, trusting)).toMatchObject({
      distance: 250,
      totalDistance: 1250,
    });
    // A reset to 0 and a leap of 44,666 km fall back to the GPS step.
    expect(step(at(20, 27.7015, 0), first, trusting).distance).toBeCloseTo(166.8, 0);
    expect(step(at(20, 27.7015, 44_671_000_000), first, trusting).distance).toBeCloseTo(166.8, 0);
    // Trusted, the odometer counts through an invalid fix (a tunnel).
    expect(step({ ...at(20, 27.7, 5_000_300), valid: false }, first, trusting).distance).toBe(300);
  });

  it('derives motion from the speed unless the device reports it', () => {
    const moving = input(fix({ speed: 5 }), null);
    computeMotion(moving);
    expect(moving.position.attributes.motion).toBe(true);
    const told = input(fix({ speed: 5, attributes: { motion: false } }), null);
    computeMotion(told);
    expect(told.position.attributes.motion).toBe(false);
  });

  it('counts engine hours only between two fixes with the ignition on, and not across a long gap', () => {
    const on = input(
      fix({ attributes: { ignition: true } }, 60),
      fix({ attributes: { ignition: true, hours: 100 } }),
    );
    computeHours(on);
    expect(on.position.attributes.hours).toBe(60_100);
    const off = input(
      fix({ attributes: { ignition: true } }, 60),
      fix({ attributes: { ignition: false, hours: 100 } }),
    );
    computeHours(off);
    expect(off.position.attributes.hours).toBe(100);
    const gap = input(
      fix({ attributes: { ignition: true } }, 7200),
      fix({ attributes: { ignition: true, hours: 100 } }),
    );
    computeHours(gap);
    expect(gap.position.attributes.hours).toBe(100);
  });
});

describe('geofences and events', () => {
  it('lists the geofences containing the fix and keeps them for a fix without GPS', () => {
    const inside = input(fix(), null);
    matchGeofences(inside);
    expect(inside.position.geofenceIds).toEqual([7]);
    const noFix = input(fix({ valid: false, latitude: 28 }, 10), { ...fix(), geofenceIds: [7] });
    matchGeofences(noFix);
    expect(noFix.position.geofenceIds).toEqual([7]);
  });

  it('reports geofence enter and exit', () => {
    const enter = input(
      { ...fix({}, 10), geofenceIds: [7] },
      { ...fix({ latitude: 27.8 }), geofenceIds: null },
    );
    detectGeofenceCrossings(enter);
    expect(enter.events).toMatchObject([{ type: 'geofenceEnter', geofenceId: 7 }]);
    const exit = input({ ...fix({}, 10), geofenceIds: null }, { ...fix(), geofenceIds: [7] });
    detectGeofenceCrossings(exit);
    expect(exit.events).toMatchObject([{ type: 'geofenceExit', geofenceId: 7 }]);
  });

  it('reports ignition on and off only on a change', () => {
    const on = input(fix({ attributes: { ignition: true } }, 10), fix({ attributes: { ignition: false } }));
    detectIgnition(on);
    expect(on.events.map((e) => e.type)).toEqual(['ignitionOn']);
    const same = input(fix({ attributes: { ignition: true } }, 10), fix({ attributes: { ignition: true } }));
    detectIgnition(same);
    expect(same.events).toEqual([]);
  });

  it('reports overspeed once per episode, from the limit in knots', () => {
    const first = input(fix({ speed: 35 }, 10), fix());
    detectOverspeed(first);
    expect(first.events.map((e) => e.type)).toEqual(['deviceOverspeed']);
    expect(first.state.overspeed).toBe(true);
    const still = input(fix({ speed: 40 }, 20), fix(), true);
    detectOverspeed(still);
    expect(still.events).toEqual([]);
    const below = input(fix({ speed: 20 }, 30), fix(), true);
    detectOverspeed(below);
    expect(below.state.overspeed).toBe(false);
  });

  it('makes one alarm event per alarm value', () => {
    const i = input(fix({ attributes: { alarm: 'sos,powerCut,sos' } }), null);
    detectAlarms(i);
    expect(i.events.map((e) => e.attributes.alarm)).toEqual(['sos', 'powerCut']);
  });

  it('reports maintenance when the odometer crosses the next due point', () => {
    const crossing = input(
      fix({ attributes: { totalDistance: 10_100 } }, 10),
      fix({ attributes: { totalDistance: 9_900 } }),
    );
    detectMaintenance(crossing);
    expect(crossing.events).toMatchObject([{ type: 'maintenance', maintenanceId: 3 }]);
    const before = input(
      fix({ attributes: { totalDistance: 9_950 } }, 10),
      fix({ attributes: { totalDistance: 9_900 } }),
    );
    detectMaintenance(before);
    expect(before.events).toEqual([]);
  });

  it('produces no crossing events from out-of-order history', () => {
    const last = { ...fix({ attributes: { ignition: false } }), geofenceIds: [7] };
    const result = run(fix({ latitude: 27.8, attributes: { ignition: true } }, -30), last);
    expect(result).not.toBe('drop');
    if (result !== 'drop') expect(result.events).toEqual([]);
  });
});
