import { describe, expect, it } from 'vitest';
import { interpolateCourse, interpolateLongitude, interpolateNumber } from './interpolation';

describe('interpolateNumber', () => {
  it('goes the fraction of the way', () => {
    expect(interpolateNumber(10, 20, 0)).toBe(10);
    expect(interpolateNumber(10, 20, 0.25)).toBe(12.5);
    expect(interpolateNumber(10, 20, 1)).toBe(20);
  });
});

describe('interpolateCourse', () => {
  it('turns through 0 from 350 to 10', () => {
    expect(interpolateCourse(350, 10, 0.5)).toBeCloseTo(0, 9);
    expect(interpolateCourse(350, 10, 0.25)).toBeCloseTo(355, 9);
    expect(interpolateCourse(350, 10, 0.75)).toBeCloseTo(5, 9);
  });

  it('turns back through 0 from 10 to 350', () => {
    expect(interpolateCourse(10, 350, 0.25)).toBeCloseTo(5, 9);
    expect(interpolateCourse(10, 350, 1)).toBeCloseTo(350, 9);
  });

  it('takes the direct arc when it is the shorter one', () => {
    expect(interpolateCourse(90, 180, 0.5)).toBe(135);
    expect(interpolateCourse(0, 0, 0.5)).toBe(0);
  });

  it('accepts courses outside 0..360', () => {
    expect(interpolateCourse(-10, 370, 0.5)).toBeCloseTo(0, 9);
  });
});

describe('interpolateLongitude', () => {
  it('goes the short way across the antimeridian', () => {
    expect(interpolateLongitude(179, -179, 0.5)).toBe(180);
    expect(interpolateLongitude(179, -179, 0.75)).toBe(-179.5);
    expect(interpolateLongitude(-179, 179, 0.75)).toBe(179.5);
  });

  it('interpolates directly otherwise', () => {
    expect(interpolateLongitude(85, 86, 0.5)).toBe(85.5);
  });
});
