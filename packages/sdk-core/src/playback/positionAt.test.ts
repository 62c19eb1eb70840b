import { describe, expect, it } from 'vitest';
import type { PlaybackPoint } from './buildTrack';
import { positionAt } from './positionAt';

function point(
  latitude: number,
  longitude: number,
  time: number,
  extra: Partial<PlaybackPoint> = {},
): PlaybackPoint {
  return {
    latitude,
    longitude,
    course: 0,
    speed: 0,
    time,
    until: time,
    positionId: time,
    arrow: false,
    ...extra,
  };
}

describe('positionAt', () => {
  it('is null for an empty track and the only point for a single-point track', () => {
    expect(positionAt([], 0.5)).toBeNull();
    expect(positionAt([point(1, 2, 1000, { course: 33, speed: 4 })], 0.7)).toEqual({
      latitude: 1,
      longitude: 2,
      course: 33,
      speed: 4,
      time: 1000,
      index: 0,
    });
  });

  it('maps progress to time, not to point index', () => {
    // Three points: the first leg takes 10 s, the second 30 s. Halfway in time is 20 s, inside leg two.
    const track = [point(0, 0, 0), point(0, 1, 10_000), point(0, 4, 40_000)];
    const middle = positionAt(track, 0.5);
    expect(middle?.index).toBe(1);
    expect(middle?.time).toBe(20_000);
    expect(middle?.longitude).toBeCloseTo(2, 12);
  });

  it('interpolates latitude, longitude and speed linearly between the surrounding fixes', () => {
    const track = [point(27.7, 85.3, 0, { speed: 10 }), point(27.8, 85.5, 10_000, { speed: 30 })];
    const quarter = positionAt(track, 0.25);
    expect(quarter?.latitude).toBeCloseTo(27.725, 12);
    expect(quarter?.longitude).toBeCloseTo(85.35, 12);
    expect(quarter?.speed).toBeCloseTo(15, 12);
    expect(quarter?.time).toBe(2500);
  });

  it('heads along the bearing between the fixes while moving', () => {
    const east = [point(0, 0, 0, { course: 0 }), point(0, 0.01, 10_000, { course: 0 })];
    expect(positionAt(east, 0.5)?.course).toBeCloseTo(90, 6);
    const south = [point(1, 0, 0), point(0, 0, 10_000)];
    expect(positionAt(south, 0.5)?.course).toBeCloseTo(180, 6);
  });

  it('lands exactly on the fixes at 0 and 1, with their own course', () => {
    const track = [point(0, 0, 0, { course: 10 }), point(0, 1, 10_000, { course: 20 })];
    expect(positionAt(track, 0)).toMatchObject({ latitude: 0, longitude: 0, course: 10, index: 0, time: 0 });
    expect(positionAt(track, 1)).toMatchObject({
      latitude: 0,
      longitude: 1,
      course: 20,
      index: 1,
      time: 10_000,
    });
  });

  it('clamps progress outside 0..1 and reads NaN as 0', () => {
    const track = [point(0, 0, 0), point(0, 1, 10_000)];
    expect(positionAt(track, -1)?.longitude).toBe(0);
    expect(positionAt(track, 2)?.longitude).toBe(1);
    expect(positionAt(track, Number.NaN)?.longitude).toBe(0);
  });

  it('holds still on a point while the vehicle stood there, then moves on', () => {
    // Stood at the second point from 10 s to 30 s, then drove to the third by 40 s.
    const track = [point(0, 0, 0), point(0, 1, 10_000, { until: 30_000, course: 77 }), point(0, 2, 40_000)];
    expect(positionAt(track, 0.5)).toMatchObject({ longitude: 1, course: 77, index: 1, time: 20_000 });
    const leaving = positionAt(track, 0.875);
    expect(leaving?.longitude).toBeCloseTo(1.5, 12);
    expect(leaving?.course).toBeCloseTo(90, 6);
  });

  it('runs to the end of a stop at the last point', () => {
    const track = [point(0, 0, 0), point(0, 1, 10_000, { until: 20_000 })];
    expect(positionAt(track, 0.75)).toMatchObject({ longitude: 1, index: 1, time: 15_000 });
  });

  it('falls back to the point index when every fix has the same time', () => {
    const track = [point(0, 0, 5000), point(0, 1, 5000), point(0, 3, 5000)];
    expect(positionAt(track, 0.25)?.longitude).toBeCloseTo(0.5, 12);
    expect(positionAt(track, 0.75)).toMatchObject({ longitude: 2, index: 1, time: 5000 });
    expect(positionAt(track, 1)).toMatchObject({ longitude: 3, index: 2 });
  });

  it('keeps the fix course between two fixes at the same place', () => {
    const track = [point(0, 0, 5000, { course: 123 }), point(0, 0, 5000, { course: 200 })];
    expect(positionAt(track, 0.5)?.course).toBe(123);
  });

  it('crosses the antimeridian the short way', () => {
    const track = [point(0, 179.5, 0), point(0, -179.5, 10_000)];
    expect(positionAt(track, 0.5)?.longitude).toBe(180);
    expect(positionAt(track, 0.75)?.longitude).toBeCloseTo(-179.75, 12);
  });

  it('stays on the earlier point when two fixes share a time', () => {
    const track = [point(0, 0, 0), point(0, 1, 10_000), point(0, 2, 10_000), point(0, 3, 20_000)];
    expect(positionAt(track, 0.5)).toMatchObject({ longitude: 2, index: 2 });
    expect(positionAt(track, 0.75)?.longitude).toBeCloseTo(2.5, 12);
  });

  it('finds positions on a 100,000-point track', () => {
    const track = Array.from({ length: 100_000 }, (_, index) => point(0, index * 1e-4, index * 10_000));
    const position = positionAt(track, 0.5);
    expect(position?.index).toBe(49_999);
    expect(position?.longitude).toBeCloseTo(4.99995, 9);
  });
});
