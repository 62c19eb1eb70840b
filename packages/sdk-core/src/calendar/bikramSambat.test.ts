import { describe, expect, it } from 'vitest';
import { BikramSambatCalendar } from './BikramSambatCalendar';
import {
  bikramSambatCalendar,
  bsMonthLength,
  formatDate,
  fromBikramSambat,
  toBikramSambat,
} from './bikramSambat';

describe('default Bikram Sambat functions', () => {
  it('convert with the default calendar', () => {
    expect(bikramSambatCalendar).toBeInstanceOf(BikramSambatCalendar);
    expect(toBikramSambat(new Date(2025, 3, 14))).toEqual({ year: 2082, month: 1, day: 1 });
    expect(fromBikramSambat({ year: 2081, month: 1, day: 1 })).toEqual(new Date(2024, 3, 13));
    expect(bsMonthLength(2081, 2)).toBe(32);
    expect(bsMonthLength(2082, 8)).toBe(29);
  });
});

describe('formatDate', () => {
  const newYear2081 = new Date(2024, 3, 13, 9, 5);

  it('formats in BS as YYYY-MM-DD by default, and in AD the same way', () => {
    expect(formatDate(newYear2081, 'BS')).toBe('2081-01-01');
    expect(formatDate(newYear2081, 'AD')).toBe('2024-04-13');
    expect(formatDate('2025-10-02', 'BS')).toBe('2082-06-16');
  });

  it('puts BS year, month and day in every date token, with month names', () => {
    const date = new Date(2024, 9, 12, 14, 30);
    expect(formatDate(date, 'BS', 'D MMMM YYYY')).toBe('26 Aswin 2081');
    expect(formatDate(date, 'BS', 'DD MMM YY, M')).toBe('26 Asw 81, 6');
    expect(formatDate(date, 'BS', 'YYYY/MM/DD')).toBe('2081/06/26');
  });

  it('keeps weekday, time and [literal] text of the pattern in BS', () => {
    expect(formatDate(new Date(2024, 9, 12, 14, 30), 'BS', 'dddd, D MMMM YYYY [at] HH:mm')).toBe(
      'Saturday, 26 Aswin 2081 at 14:30',
    );
    expect(formatDate(newYear2081, 'BS', '[Day] D [of] MMMM')).toBe('Day 1 of Baisakh');
  });

  it('formats AD with the dayjs pattern', () => {
    expect(formatDate(newYear2081, 'AD', 'D MMM YYYY, HH:mm')).toBe('13 Apr 2024, 09:05');
  });

  it('shows N/A for a missing or invalid date, or a BS date outside the table', () => {
    expect(formatDate(null, 'BS')).toBe('N/A');
    expect(formatDate(undefined, 'AD')).toBe('N/A');
    expect(formatDate('', 'AD')).toBe('N/A');
    expect(formatDate('yesterday', 'BS')).toBe('N/A');
    expect(formatDate(new Date(1900, 0, 1), 'BS')).toBe('N/A');
    expect(formatDate(new Date(1900, 0, 1), 'AD')).toBe('1900-01-01');
  });
});
