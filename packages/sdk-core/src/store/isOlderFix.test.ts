import { describe, expect, it } from 'vitest';
import { fixTimeOf, isOlderFix } from './isOlderFix';

describe('isOlderFix', () => {
  it('calls a fix measured strictly earlier older', () => {
    expect(isOlderFix({ fixTime: '2025-03-01T10:00:00Z' }, { fixTime: '2025-03-01T10:00:01Z' })).toBe(true);
    expect(isOlderFix({ fixTime: '2025-03-01T10:00:01Z' }, { fixTime: '2025-03-01T10:00:00Z' })).toBe(false);
  });

  it('does not call a fix of the same time older', () => {
    expect(isOlderFix({ fixTime: '2025-03-01T10:00:00Z' }, { fixTime: '2025-03-01T10:00:00Z' })).toBe(false);
  });

  it('compares instants across time zones', () => {
    // 10:00+05:45 is 04:15Z, earlier than 05:00Z.
    expect(isOlderFix({ fixTime: '2025-03-01T10:00:00+05:45' }, { fixTime: '2025-03-01T05:00:00Z' })).toBe(
      true,
    );
  });

  it('falls back to device time, then server time', () => {
    expect(fixTimeOf({ deviceTime: '2025-03-01T00:00:01Z', serverTime: '2025-03-01T00:00:09Z' })).toBe(
      Date.parse('2025-03-01T00:00:01Z'),
    );
    expect(fixTimeOf({ fixTime: null, serverTime: '2025-03-01T00:00:09Z' })).toBe(
      Date.parse('2025-03-01T00:00:09Z'),
    );
  });

  it('never calls a fix older when either time is unknown', () => {
    expect(fixTimeOf({})).toBeNaN();
    expect(isOlderFix({}, { fixTime: '2025-03-01T10:00:00Z' })).toBe(false);
    expect(isOlderFix({ fixTime: '2025-03-01T10:00:00Z' }, {})).toBe(false);
  });
});
