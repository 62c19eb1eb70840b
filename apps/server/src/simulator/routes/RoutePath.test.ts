import { haversineDistance } from '@fleetkit/sdk-core';
import { describe, expect, it } from 'vitest';
import { RoutePath } from './RoutePath';

const SQUARE: [number, number, number][] = [
  [27.7, 85.3, 1300],
  [27.7, 85.31, 1310],
  [27.71, 85.31, 1320],
  [27.71, 85.3, 1330],
];

describe('RoutePath', () => {
  it('measures its length along the points, and the closing segment of a closed path', () => {
    const open = new RoutePath(SQUARE);
    const sides = [0, 1, 2].map((i) => {
      const [a, b] = [SQUARE[i], SQUARE[i + 1]];
      return haversineDistance([a?.[0] ?? 0, a?.[1] ?? 0], [b?.[0] ?? 0, b?.[1] ?? 0]);
    });
    expect(open.length).toBeCloseTo(
      sides.reduce((sum, side) => sum + side, 0),
      6,
    );
    const closed = new RoutePath(SQUARE, true);
    expect(closed.length).toBeCloseTo(open.length + haversineDistance([27.71, 85.3], [27.7, 85.3]), 6);
    expect(closed.points).toHaveLength(5);
  });

  it('interpolates position and altitude along a segment and gives its heading', () => {
    const path = new RoutePath(SQUARE);
    const first = haversineDistance([27.7, 85.3], [27.7, 85.31]);
    const middle = path.locationAt(first / 2);
    expect(middle.latitude).toBeCloseTo(27.7, 9);
    expect(middle.longitude).toBeCloseTo(85.305, 9);
    expect(middle.altitude).toBeCloseTo(1305, 6);
    expect(middle.course).toBeCloseTo(90, 0);
    expect(path.locationAt(first + 1).course).toBeCloseTo(0, 0);
    expect(path.locationAt(path.length).longitude).toBeCloseTo(85.3, 9);
  });

  it('clamps distances on an open path and wraps them round a closed one', () => {
    const open = new RoutePath(SQUARE);
    expect(open.normalize(-10)).toBe(0);
    expect(open.normalize(open.length + 10)).toBe(open.length);
    const closed = new RoutePath(SQUARE, true);
    expect(closed.normalize(closed.length + 10)).toBeCloseTo(10, 9);
    expect(closed.normalize(-10)).toBeCloseTo(closed.length - 10, 9);
    expect(closed.locationAt(closed.length - 1).course).toBeCloseTo(180, 0);
  });

  it('tells how far a point lies from the path', () => {
    const path = new RoutePath(SQUARE);
    expect(path.distanceFrom(27.7, 85.305)).toBeLessThan(0.01);
    // About 111 m north of the first side, inside the square: nearest is that side.
    expect(path.distanceFrom(27.701, 85.305)).toBeCloseTo(111.2, 0);
    // Beyond the end of the last segment: the distance to its end point.
    expect(path.distanceFrom(27.72, 85.3)).toBeCloseTo(haversineDistance([27.72, 85.3], [27.71, 85.3]), -1);
  });

  it('needs two points', () => {
    expect(() => new RoutePath([[27.7, 85.3, 0]])).toThrow(RangeError);
  });
});
