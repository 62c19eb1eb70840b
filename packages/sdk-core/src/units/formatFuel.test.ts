import { describe, expect, it } from 'vitest';
import { formatFuel } from './formatFuel';

describe('formatFuel', () => {
  it('shows litres with two decimals', () => {
    expect(formatFuel(3.254)).toBe('3.25 L');
    expect(formatFuel(3)).toBe('3.00 L');
    expect(formatFuel(0)).toBe('0.00 L');
  });

  it('shows N/A for missing or unreadable fuel', () => {
    expect(formatFuel(null)).toBe('N/A');
    expect(formatFuel(undefined)).toBe('N/A');
    expect(formatFuel(Number.NEGATIVE_INFINITY)).toBe('N/A');
  });
});
