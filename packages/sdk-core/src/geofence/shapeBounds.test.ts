import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_M } from '../constants';
import { parseArea } from './parseArea';
import { shapeBounds } from './shapeBounds';

const ONE_DEGREE_M = (EARTH_RADIUS_M * Math.PI) / 180;

describe('shapeBounds', () => {
  it('boxes a polygon by its extreme points', () => {
    expect(shapeBounds(parseArea('POLYGON ((27.70 85.30, 27.72 85.30, 27.72 85.33, 27.70 85.33))'))).toEqual({
      south: 27.7,
      west: 85.3,
      north: 27.72,
      east: 85.33,
    });
  });

  it('reaches a circle radius on every side', () => {
    const bounds = shapeBounds(parseArea(`CIRCLE (0 10, ${ONE_DEGREE_M})`));
    expect(bounds.south).toBeCloseTo(-1, 9);
    expect(bounds.north).toBeCloseTo(1, 9);
    expect(bounds.west).toBeCloseTo(9, 6);
    expect(bounds.east).toBeCloseTo(11, 6);
    const north = shapeBounds(parseArea(`CIRCLE (60 10, ${ONE_DEGREE_M})`));
    // At 60° a degree of longitude is half as long, so the box is about twice as wide.
    expect(north.east - north.west).toBeGreaterThan(3.9);
    expect(north.east - north.west).toBeLessThan(4.1);
  });

  it('spans every longitude for a circle around a pole', () => {
    expect(shapeBounds(parseArea('CIRCLE (89.99 0, 5000)'))).toEqual({
      south: expect.closeTo(89.945, 3),
      west: -180,
      north: 90,
      east: 180,
    });
    expect(shapeBounds(parseArea('CIRCLE (-89.99 0, 5000)')).west).toBe(-180);
    expect(shapeBounds(parseArea('CIRCLE (0 0, 20000000)'))).toEqual({
      south: -90,
      west: -180,
      north: 90,
      east: 180,
    });
  });

  it('reports west greater than east across the antimeridian', () => {
    expect(shapeBounds(parseArea('POLYGON ((-17 179, -17 -179, -16 -179, -16 179))'))).toEqual({
      south: -17,
      west: 179,
      north: -16,
      east: -179,
    });
    const circle = shapeBounds(parseArea('CIRCLE (0 179.999, 1000)'));
    expect(circle.west).toBeGreaterThan(179.98);
    expect(circle.east).toBeLessThan(-179.99);
  });

  it('boxes a polyline', () => {
    expect(shapeBounds(parseArea('LINESTRING (1 2, 3 -4, -5 6)'))).toEqual({
      south: -5,
      west: -4,
      north: 3,
      east: 6,
    });
  });
});
