import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  endOfDay,
  isValidDate,
  monthsBetween,
  startOfDay,
  startOfMonth,
  toDate,
  wholeMonthsBetween,
} from './localCalendar';

const originalTimeZone = process.env.TZ;
afterEach(() => {
  if (originalTimeZone === undefined) delete process.env.TZ;
  else process.env.TZ = originalTimeZone;
});

describe('toDate', () => {
  it('reads a string without a zone as local time, and one with a zone as that instant', () => {
    process.env.TZ = 'America/New_York';
    expect(toDate('2025-01-31')).toEqual(new Date(2025, 0, 31));
    expect(toDate('2025-01-31 10:05')).toEqual(new Date(2025, 0, 31, 10, 5));
    expect(toDate('2025-01-31T10:05:07.1234')).toEqual(new Date(2025, 0, 31, 10, 5, 7, 123));
    expect(toDate('2025-01')).toEqual(new Date(2025, 0, 1));
    expect(toDate('2025-01-31T10:05:00Z').toISOString()).toBe('2025-01-31T10:05:00.000Z');
    expect(toDate('2025-01-31T10:05:00+05:45').toISOString()).toBe('2025-01-31T04:20:00.000Z');
  });

  it('copies a Date, reads epoch ms, and gives an invalid date for text that is not a date', () => {
    const date = new Date(2025, 5, 1);
    expect(toDate(date)).not.toBe(date);
    expect(toDate(date)).toEqual(date);
    expect(toDate(0).toISOString()).toBe('1970-01-01T00:00:00.000Z');
    expect(isValidDate(toDate('yesterday'))).toBe(false);
    expect(isValidDate(toDate('2025-01-31'))).toBe(true);
  });

  it('reads every form exactly as dayjs does', () => {
    process.env.TZ = 'Asia/Kathmandu';
    for (const text of [
      '2024-02-29',
      '2024/02/29',
      '20240229',
      '2024-02-29 23:59:59',
      '2024-02-29T00:00:00.000Z',
    ]) {
      expect(toDate(text).getTime(), text).toBe(dayjs(text).valueOf());
    }
  });
});

describe('day and month boundaries', () => {
  it('starts and ends a local day, and starts a month', () => {
    const moment = new Date(2025, 2, 9, 14, 30, 15, 250);
    expect(startOfDay(moment)).toEqual(new Date(2025, 2, 9));
    expect(endOfDay(moment)).toEqual(new Date(2025, 2, 9, 23, 59, 59, 999));
    expect(startOfMonth(moment)).toEqual(new Date(2025, 2, 1));
    expect(moment).toEqual(new Date(2025, 2, 9, 14, 30, 15, 250));
  });

  it('adds calendar days at the same local time across a daylight-saving change', () => {
    process.env.TZ = 'America/New_York';
    const before = new Date(2025, 2, 8, 12);
    const after = addDays(before, 1);
    expect(after).toEqual(new Date(2025, 2, 9, 12));
    expect(after.getTime() - before.getTime()).toBe(23 * 3_600_000);
    expect(addDays(before, -8)).toEqual(new Date(2025, 1, 28, 12));
  });

  it('adds calendar months, moving a day the target month lacks to its last day', () => {
    expect(addMonths(new Date(2025, 0, 31, 8), 1)).toEqual(new Date(2025, 1, 28, 8));
    expect(addMonths(new Date(2024, 0, 31), 1)).toEqual(new Date(2024, 1, 29));
    expect(addMonths(new Date(2024, 1, 29), 12)).toEqual(new Date(2025, 1, 28));
    expect(addMonths(new Date(2025, 2, 15), -3)).toEqual(new Date(2024, 11, 15));
  });
});

describe('monthsBetween', () => {
  it('counts calendar months with the part month as a fraction, like dayjs', () => {
    expect(monthsBetween(new Date(2025, 2, 15), new Date(2025, 0, 15))).toBe(2);
    expect(wholeMonthsBetween(new Date(2025, 1, 27), new Date(2025, 0, 31))).toBe(0);
    expect(wholeMonthsBetween(new Date(2025, 1, 28), new Date(2025, 0, 31))).toBe(1);
    expect(wholeMonthsBetween(new Date(2025, 2, 1), new Date(2025, 0, 31))).toBe(1);
    expect(wholeMonthsBetween(new Date(2025, 0, 15), new Date(2025, 2, 15))).toBe(-2);
    const pairs: Array<[Date, Date]> = [];
    for (let day = 0; day < 400; day += 7) {
      for (const gap of [1, 29, 30, 31, 45, 200, 365, 800]) {
        const earlier = new Date(2023, 0, 1 + day, 9);
        pairs.push([addDays(earlier, gap), earlier]);
      }
    }
    for (const [later, earlier] of pairs) {
      expect(monthsBetween(later, earlier)).toBeCloseTo(dayjs(later).diff(earlier, 'month', true), 10);
      expect(monthsBetween(earlier, later)).toBeCloseTo(dayjs(earlier).diff(later, 'month', true), 10);
      expect(wholeMonthsBetween(later, earlier)).toBe(dayjs(later).diff(earlier, 'month'));
    }
  });
});
