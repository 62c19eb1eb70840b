import { describe, expect, it } from 'vitest';
import { formatDistance } from './formatDistance';

describe('formatDistance', () => {
  it('shows metres as km with two decimals', () => {
    expect(formatDistance(12_340)).toBe('12.34 km');
    expect(formatDistance(12_345.6)).toBe('12.35 km');
    expect(formatDistance(500)).toBe('0.50 km');
  });

  it('shows zero as a real distance', () => {
    expect(formatDistance(0)).toBe('0.00 km');
  });

  it('shows N/A for a missing or unreadable distance', () => {
    expect(formatDistance(null)).toBe('N/A');
    expect(formatDistance(undefined)).toBe('N/A');
    expect(formatDistance(Number.NaN)).toBe('N/A');
  });
});
