import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatRelativeTime } from './formatRelativeTime';

const now = new Date('2025-06-15T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const SEC = 1000;
const MIN = 60 * SEC;
const HR = 60 * MIN;
const DAY = 24 * HR;

describe('formatRelativeTime', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says "few sec ago" under a minute', () => {
    expect(formatRelativeTime(now, now)).toBe('few sec ago');
    expect(formatRelativeTime(ago(59 * SEC), now)).toBe('few sec ago');
  });

  it('says "few sec ago" for a time slightly in the future (clock skew)', () => {
    expect(formatRelativeTime(ago(-5 * SEC), now)).toBe('few sec ago');
  });

  it('counts whole minutes from one minute up to an hour', () => {
    expect(formatRelativeTime(ago(MIN), now)).toBe('1 min ago');
    expect(formatRelativeTime(ago(12 * MIN + 59 * SEC), now)).toBe('12 min ago');
    expect(formatRelativeTime(ago(HR - 1), now)).toBe('59 min ago');
  });

  it('counts whole hours from one hour up to a day', () => {
    expect(formatRelativeTime(ago(HR), now)).toBe('1 hr ago');
    expect(formatRelativeTime(ago(DAY - 1), now)).toBe('23 hr ago');
  });

  it('counts days below one calendar month, singular for one day', () => {
    expect(formatRelativeTime(ago(DAY), now)).toBe('1 day ago');
    expect(formatRelativeTime(ago(2 * DAY + 5 * HR), now)).toBe('2 days ago');
    // 15 May to 14 June is 30 days and not yet a calendar month.
    expect(formatRelativeTime(new Date('2025-05-16T12:00:00Z'), now)).toBe('30 days ago');
    // From the last day of a month, the month is complete on the last day of the next one.
    expect(formatRelativeTime(new Date(2025, 0, 31, 9), new Date(2025, 1, 27, 9))).toBe('27 days ago');
    expect(formatRelativeTime(new Date(2025, 0, 31, 9), new Date(2025, 1, 28, 9))).toBe('1 month ago');
  });

  it('counts calendar months below a year, singular for one month', () => {
    expect(formatRelativeTime(new Date('2025-05-15T12:00:00Z'), now)).toBe('1 month ago');
    expect(formatRelativeTime(new Date('2025-03-01T12:00:00Z'), now)).toBe('3 months ago');
    expect(formatRelativeTime(new Date('2024-06-15T12:00:01Z'), now)).toBe('11 months ago');
  });

  it('counts calendar years from twelve months on, singular for one year', () => {
    expect(formatRelativeTime(new Date('2024-06-15T12:00:00Z'), now)).toBe('1 year ago');
    expect(formatRelativeTime(new Date('2022-01-01T00:00:00Z'), now)).toBe('3 years ago');
  });

  it('reads ISO strings and epoch milliseconds as Traccar and callers send them', () => {
    expect(formatRelativeTime('2025-06-15T09:30:00Z', now)).toBe('2 hr ago');
    expect(formatRelativeTime(now.getTime() - 5 * MIN, now.getTime())).toBe('5 min ago');
  });

  it('measures against the current time when now is not given', () => {
    vi.useFakeTimers();
    vi.setSystemTime(now);
    expect(formatRelativeTime(ago(3 * MIN))).toBe('3 min ago');
  });

  it('shows N/A for a missing or unparseable time', () => {
    expect(formatRelativeTime(null, now)).toBe('N/A');
    expect(formatRelativeTime(undefined, now)).toBe('N/A');
    expect(formatRelativeTime('', now)).toBe('N/A');
    expect(formatRelativeTime('not a date', now)).toBe('N/A');
    expect(formatRelativeTime(ago(MIN), 'not a date')).toBe('N/A');
  });
});
