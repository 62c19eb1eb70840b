import { describe, expect, it } from 'vitest';
import { areaContains } from './areaContains';
import { CIRCLE_POLYGON_STEPS, circleToPolygon } from './circleToPolygon';
import { haversineDistance } from './haversineDistance';
import type { LatLon } from './shapes';

const CENTER: LatLon = [27.7172, 85.324];

describe('circleToPolygon', () => {
  it('puts every point at the radius from the centre', () => {
    const points = circleToPolygon(CENTER, 500);
    expect(points).toHaveLength(CIRCLE_POLYGON_STEPS);
    for (const point of points) expect(haversineDistance(CENTER, point)).toBeCloseTo(500, 6);
  });

  it('starts due north and goes clockwise', () => {
    const [north, east, south, west] = circleToPolygon(CENTER, 500, 4) as [LatLon, LatLon, LatLon, LatLon];
    expect(north[0]).toBeGreaterThan(CENTER[0]);
    expect(north[1]).toBeCloseTo(CENTER[1], 9);
    expect(east[1]).toBeGreaterThan(CENTER[1]);
    expect(south[0]).toBeLessThan(CENTER[0]);
    expect(west[1]).toBeLessThan(CENTER[1]);
  });

  it('makes a polygon that holds the centre', () => {
    const points = circleToPolygon(CENTER, 500, 12);
    expect(areaContains({ type: 'polygon', points }, CENTER[0], CENTER[1])).toBe(true);
  });

  it('keeps longitudes in range across the antimeridian', () => {
    const points = circleToPolygon([0, 179.999], 1000, 8);
    for (const [, lon] of points) expect(Math.abs(lon)).toBeLessThanOrEqual(180);
    expect(points.some(([, lon]) => lon < 0)).toBe(true);
  });

  it('rejects too few steps, a bad radius or a bad centre', () => {
    expect(() => circleToPolygon(CENTER, 500, 2)).toThrow('A circle is drawn with at least 3 steps, got 2');
    expect(() => circleToPolygon(CENTER, 500, 3.5)).toThrow('at least 3 steps');
    expect(() => circleToPolygon(CENTER, -1)).toThrow('Radius -1 is not valid');
    expect(() => circleToPolygon([91, 0], 10)).toThrow('Latitude 91 is out of range');
    expect(() => circleToPolygon([0, -181], 10)).toThrow('Longitude -181 is out of range');
  });
});
