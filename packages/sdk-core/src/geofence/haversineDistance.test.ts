import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_M } from '../constants';
import { haversineDistance } from './haversineDistance';

const ONE_DEGREE_M = (EARTH_RADIUS_M * Math.PI) / 180;

describe('haversineDistance', () => {
  it('measures one degree of latitude as the Earth radius times pi over 180', () => {
    expect(haversineDistance([0, 0], [1, 0])).toBeCloseTo(ONE_DEGREE_M, 6);
    expect(haversineDistance([27, 85], [28, 85])).toBeCloseTo(ONE_DEGREE_M, 6);
  });

  it('is zero for the same point and symmetric', () => {
    expect(haversineDistance([27.7172, 85.324], [27.7172, 85.324])).toBe(0);
    const there = haversineDistance([27.7172, 85.324], [28.2096, 83.9856]);
    expect(haversineDistance([28.2096, 83.9856], [27.7172, 85.324])).toBeCloseTo(there, 6);
  });

  it('shrinks longitude degrees by the cosine of the latitude', () => {
    expect(haversineDistance([60, 10], [60, 10.001])).toBeCloseTo(ONE_DEGREE_M * 0.001 * 0.5, 3);
  });

  it('goes the short way across the antimeridian', () => {
    expect(haversineDistance([0, 179.9], [0, -179.9])).toBeCloseTo(ONE_DEGREE_M * 0.2, 3);
  });

  it('measures half the circumference between antipodes', () => {
    expect(haversineDistance([0, 0], [0, 180])).toBeCloseTo(Math.PI * EARTH_RADIUS_M, 3);
  });
});
