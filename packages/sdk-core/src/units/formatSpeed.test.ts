import { describe, expect, it } from 'vitest';
import { formatSpeed } from './formatSpeed';

describe('formatSpeed', () => {
  it('shows a speed in knots as whole km/h', () => {
    expect(formatSpeed(22.7)).toBe('42 km/h'); // 42.04 km/h
    expect(formatSpeed(10)).toBe('19 km/h'); // 18.52 rounds up
    expect(formatSpeed(0)).toBe('0 km/h');
  });

  it('rounds to the nearest km/h rather than truncating', () => {
    expect(formatSpeed(2.5)).toBe('5 km/h'); // 4.63
    expect(formatSpeed(2.2)).toBe('4 km/h'); // 4.07
  });

  it('shows N/A for a missing or unreadable speed', () => {
    expect(formatSpeed(null)).toBe('N/A');
    expect(formatSpeed(undefined)).toBe('N/A');
    expect(formatSpeed(Number.NaN)).toBe('N/A');
    expect(formatSpeed(Number.POSITIVE_INFINITY)).toBe('N/A');
  });
});
