import { describe, expect, it } from 'vitest';
import { kmToMetres, metresToKm } from './distance';

describe('distance conversions', () => {
  it('converts metres to kilometres', () => {
    expect(metresToKm(12_340)).toBeCloseTo(12.34, 10);
    expect(metresToKm(0)).toBe(0);
  });

  it('converts an odometer reading in km to metres (km x 1000)', () => {
    expect(kmToMetres(12.34)).toBeCloseTo(12_340, 6);
    expect(kmToMetres(1)).toBe(1000);
  });
});
