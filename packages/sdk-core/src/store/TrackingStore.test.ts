import { describe, expect, it } from 'vitest';
import { DEFAULT_LIVE_ROUTE_LENGTH } from '../constants';
import { type Position, positionSchema } from '../schema/position';
import { FleetStore } from './FleetStore';
import { TrackingStore } from './TrackingStore';

let nextId = 1;
const position = (deviceId: number, latitude: number, longitude: number, second = nextId): Position =>
  positionSchema.parse({
    id: nextId++,
    deviceId,
    latitude,
    longitude,
    course: 90,
    fixTime: new Date(Date.UTC(2025, 2, 1, 10, 0, second)).toISOString(),
  });

describe('TrackingStore', () => {
  it('sets the tracked vehicle on start and records its positions as path points', () => {
    const tracking = new TrackingStore();
    expect(tracking.trackedDeviceId.value).toBeNull();
    tracking.start(7);
    const fix = position(7, 27.7, 85.3);
    tracking.addPosition(fix);
    expect(tracking.trackedDeviceId.value).toBe(7);
    expect(tracking.path.value).toEqual([
      { latitude: 27.7, longitude: 85.3, course: 90, fixTime: fix.fixTime },
    ]);
  });

  it('ignores positions of other vehicles and positions while not tracking', () => {
    const tracking = new TrackingStore();
    tracking.addPosition(position(7, 27.7, 85.3));
    tracking.start(7);
    tracking.addPosition(position(8, 27.7, 85.3));
    expect(tracking.path.value).toEqual([]);
  });

  it('drops a point whose coordinates equal the previous point', () => {
    const tracking = new TrackingStore();
    tracking.start(7);
    tracking.addPosition(position(7, 27.7, 85.3));
    tracking.addPosition(position(7, 27.7, 85.3));
    tracking.addPosition(position(7, 27.7, 85.31));
    tracking.addPosition(position(7, 27.7, 85.3));
    expect(tracking.path.value.map((p) => p.longitude)).toEqual([85.3, 85.31, 85.3]);
  });

  it('drops a late point measured before the previous one', () => {
    const tracking = new TrackingStore();
    tracking.start(7);
    tracking.addPosition(position(7, 27.7, 85.3, 30));
    tracking.addPosition(position(7, 27.8, 85.3, 10));
    expect(tracking.path.value).toHaveLength(1);
  });

  it('keeps a point without a fix time', () => {
    const tracking = new TrackingStore();
    tracking.start(7);
    tracking.addPosition(position(7, 27.7, 85.3));
    tracking.addPosition({ ...position(7, 27.8, 85.3), fixTime: null });
    expect(tracking.path.value.at(-1)).toMatchObject({ latitude: 27.8, fixTime: null });
  });

  it('clears the path on stop', () => {
    const tracking = new TrackingStore();
    tracking.start(7);
    tracking.addPosition(position(7, 27.7, 85.3));
    tracking.stop();
    expect(tracking.trackedDeviceId.value).toBeNull();
    expect(tracking.path.value).toEqual([]);
  });

  it('clears the path when a different vehicle is chosen, and keeps it for the same one', () => {
    const tracking = new TrackingStore();
    tracking.start(7);
    tracking.addPosition(position(7, 27.7, 85.3));
    tracking.start(7);
    expect(tracking.path.value).toHaveLength(1);
    tracking.start(8);
    expect(tracking.trackedDeviceId.value).toBe(8);
    expect(tracking.path.value).toEqual([]);
  });

  it('draws a live route of the newest 10 points by default', () => {
    expect(DEFAULT_LIVE_ROUTE_LENGTH).toBe(10);
    const tracking = new TrackingStore();
    tracking.start(7);
    for (let i = 0; i < 15; i += 1) tracking.addPosition(position(7, 27 + i / 100, 85));
    expect(tracking.routeLength.value).toBe(10);
    expect(tracking.path.value).toHaveLength(15);
    expect(tracking.liveRoute.value).toHaveLength(10);
    expect(tracking.liveRoute.value[0]?.latitude).toBeCloseTo(27.05);
    expect(tracking.liveRoute.value.at(-1)?.latitude).toBeCloseTo(27.14);
  });

  it('takes a configured route length and accepts a new one', () => {
    const tracking = new TrackingStore({ routeLength: 3 });
    tracking.start(7);
    for (let i = 0; i < 5; i += 1) tracking.addPosition(position(7, 27 + i / 100, 85));
    expect(tracking.liveRoute.value.map((p) => p.latitude)).toEqual([27.02, 27.03, 27.04]);
    tracking.setRouteLength(1.9);
    expect(tracking.liveRoute.value.map((p) => p.latitude)).toEqual([27.04]);
    tracking.setRouteLength(0);
    expect(tracking.liveRoute.value).toEqual([]);
    tracking.setRouteLength(Number.NaN);
    expect(tracking.routeLength.value).toBe(0);
    tracking.setRouteLength(-4);
    expect(tracking.routeLength.value).toBe(0);
  });

  it('bounds the whole path, keeping the newest points', () => {
    const tracking = new TrackingStore({ pathLimit: 4 });
    tracking.start(7);
    for (let i = 0; i < 6; i += 1) tracking.addPosition(position(7, 27 + i / 100, 85));
    expect(tracking.path.value.map((p) => p.latitude)).toEqual([27.02, 27.03, 27.04, 27.05]);
  });

  it('follows a fleet store: the current position starts the path and new fixes extend it', () => {
    const fleet = new FleetStore();
    fleet.upsertPositions([position(7, 27.7, 85.3), position(8, 28, 84)]);
    const tracking = new TrackingStore({ fleet });
    expect(tracking.path.value).toEqual([]);
    tracking.start(7);
    expect(tracking.path.value.map((p) => p.latitude)).toEqual([27.7]);
    fleet.upsertPositions([position(8, 28.1, 84)]);
    fleet.upsertPositions([position(7, 27.71, 85.3)]);
    expect(tracking.path.value.map((p) => p.latitude)).toEqual([27.7, 27.71]);
    tracking.dispose();
    fleet.upsertPositions([position(7, 27.72, 85.3)]);
    expect(tracking.path.value).toHaveLength(2);
  });

  it('tells subscribers after each change until unsubscribed or disposed', () => {
    const tracking = new TrackingStore();
    let first = 0;
    let second = 0;
    const unsubscribe = tracking.subscribe(() => {
      first += 1;
    });
    tracking.subscribe(() => {
      second += 1;
    });
    tracking.start(7);
    tracking.addPosition(position(7, 27.7, 85.3));
    expect(first).toBe(2);
    unsubscribe();
    tracking.setRouteLength(4);
    expect(first).toBe(2);
    expect(second).toBe(3);
    tracking.dispose();
    tracking.stop();
    expect(second).toBe(3);
  });
});
