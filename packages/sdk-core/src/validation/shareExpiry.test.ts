import { describe, expect, it, vi } from 'vitest';
import { isAllowedShareExpiry, SHARE_EXPIRY_OPTIONS, shareExpirationTime } from './shareExpiry';

describe('share expiry', () => {
  it('offers 24 hours, 3 days, 7 days and 30 days', () => {
    expect(SHARE_EXPIRY_OPTIONS).toEqual([
      { hours: 24, label: '24 hours' },
      { hours: 72, label: '3 days' },
      { hours: 168, label: '7 days' },
      { hours: 720, label: '30 days' },
    ]);
  });

  it('allows only the offered expiries', () => {
    for (const { hours } of SHARE_EXPIRY_OPTIONS) expect(isAllowedShareExpiry(hours)).toBe(true);
    for (const hours of [0, 1, 48, 719, 721, -24, '24', null])
      expect(isAllowedShareExpiry(hours)).toBe(false);
  });

  it('computes the expiration as an ISO string that many hours after now', () => {
    const now = new Date('2025-01-01T00:00:00.000Z');
    expect(shareExpirationTime(24, now)).toBe('2025-01-02T00:00:00.000Z');
    expect(shareExpirationTime(72, now)).toBe('2025-01-04T00:00:00.000Z');
    expect(shareExpirationTime(168, '2025-01-01T00:00:00Z')).toBe('2025-01-08T00:00:00.000Z');
    expect(shareExpirationTime(720, now.getTime())).toBe('2025-01-31T00:00:00.000Z');
  });

  it('counts from the current time when now is not given', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-03-01T12:00:00.000Z'));
    try {
      expect(shareExpirationTime(24)).toBe('2025-03-02T12:00:00.000Z');
    } finally {
      vi.useRealTimers();
    }
  });

  it('throws a clear error for an expiry that is not allowed, or a start that does not parse', () => {
    expect(() => shareExpirationTime(48)).toThrow(
      new RangeError('A share link can expire only after 24, 72, 168, 720 hours, not 48'),
    );
    expect(() => shareExpirationTime(24, 'later')).toThrow(RangeError);
  });
});
