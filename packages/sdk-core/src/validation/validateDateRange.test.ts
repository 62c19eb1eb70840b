import { describe, expect, it } from 'vitest';
import { MAX_HISTORY_RANGE_DAYS } from '../constants';
import { DATE_RANGE_MESSAGES, validateDateRange } from './validateDateRange';

// Local times: "today" and day ends are the runtime's local calendar days.
const now = new Date(2025, 5, 15, 14, 30);
const endOfToday = new Date(2025, 5, 15, 23, 59, 59, 999);
const fail = (message: string) => ({ ok: false, message });

describe('validateDateRange', () => {
  it('accepts a range within the last 30 days that ends today', () => {
    expect(validateDateRange(new Date(2025, 5, 10), now, { now })).toEqual({ ok: true });
    expect(validateDateRange(new Date(2025, 5, 15), endOfToday, { now })).toEqual({ ok: true });
  });

  it('allows up to 30 days and refuses one millisecond more', () => {
    expect(MAX_HISTORY_RANGE_DAYS).toBe(30);
    const from = new Date(2025, 4, 16);
    expect(validateDateRange(from, new Date(2025, 5, 15), { now })).toEqual({ ok: true });
    expect(validateDateRange(from, new Date(2025, 5, 15, 0, 0, 0, 1), { now })).toEqual(
      fail(DATE_RANGE_MESSAGES.tooLong),
    );
    expect(DATE_RANGE_MESSAGES.tooLong).toBe('Date range cannot be longer than 30 days');
  });

  it('counts 30 calendar days across a daylight-saving change', () => {
    // March holds the spring change in the US (9 March) and Europe (30 March); where the runtime
    // zone has one, the 30 days are 719 hours and a naive 30 x 24 h check would let 00:30 pass.
    const from = new Date(2025, 2, 1);
    expect(validateDateRange(from, new Date(2025, 2, 31), { now })).toEqual({ ok: true });
    expect(validateDateRange(from, new Date(2025, 2, 31, 0, 30), { now })).toEqual(
      fail(DATE_RANGE_MESSAGES.tooLong),
    );
  });

  it('refuses an end after today but allows the end of today', () => {
    expect(validateDateRange(new Date(2025, 5, 14), endOfToday, { now })).toEqual({ ok: true });
    expect(validateDateRange(new Date(2025, 5, 14), new Date(2025, 5, 16), { now })).toEqual(
      fail(DATE_RANGE_MESSAGES.endAfterToday),
    );
  });

  it('refuses a start after the end', () => {
    expect(validateDateRange(new Date(2025, 5, 12), new Date(2025, 5, 11), { now })).toEqual(
      fail(DATE_RANGE_MESSAGES.fromAfterTo),
    );
  });

  it('refuses a start before the lower bound when one is given', () => {
    const lowerBound = new Date(2025, 5, 1);
    expect(validateDateRange(new Date(2025, 4, 31), new Date(2025, 5, 2), { now, lowerBound })).toEqual(
      fail(DATE_RANGE_MESSAGES.beforeLowerBound),
    );
    expect(validateDateRange(lowerBound, new Date(2025, 5, 2), { now, lowerBound })).toEqual({ ok: true });
    expect(validateDateRange(new Date(2025, 4, 31), new Date(2025, 5, 2), { now, lowerBound: null })).toEqual(
      {
        ok: true,
      },
    );
  });

  it('refuses dates that do not parse', () => {
    expect(validateDateRange('nonsense', now, { now })).toEqual(fail(DATE_RANGE_MESSAGES.invalidDate));
    expect(validateDateRange(now, Number.NaN, { now })).toEqual(fail(DATE_RANGE_MESSAGES.invalidDate));
  });

  it('accepts ISO strings as the report queries carry them', () => {
    const isoNow = '2025-06-15T12:00:00.000Z';
    expect(
      validateDateRange('2025-06-01T00:00:00.000Z', '2025-06-02T00:00:00.000Z', { now: isoNow }),
    ).toEqual({
      ok: true,
    });
  });
});
