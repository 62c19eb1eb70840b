import { describe, expect, it } from 'vitest';
import { kmhToKnots, knotsToKmh, mphToKmh, mpsToKmh } from './speed';

describe('speed conversions', () => {
  it('converts knots to km/h at 1.852 km/h per knot', () => {
    expect(knotsToKmh(1)).toBeCloseTo(1.852, 10);
    expect(knotsToKmh(10)).toBeCloseTo(18.52, 10);
    expect(knotsToKmh(0)).toBe(0);
  });

  it('converts km/h back to knots so that a km/h speed limit round-trips', () => {
    expect(kmhToKnots(1.852)).toBeCloseTo(1, 10);
    expect(knotsToKmh(kmhToKnots(80))).toBeCloseTo(80, 10);
  });

  it('converts mph to km/h at 1.60934 km/h per mph', () => {
    expect(mphToKmh(1)).toBeCloseTo(1.60934, 10);
    expect(mphToKmh(60)).toBeCloseTo(96.5604, 10);
  });

  it('converts m/s to km/h at 3.6 km/h per m/s', () => {
    expect(mpsToKmh(1)).toBeCloseTo(3.6, 10);
    expect(mpsToKmh(10)).toBeCloseTo(36, 10);
  });
});
