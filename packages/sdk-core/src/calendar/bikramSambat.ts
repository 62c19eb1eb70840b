import { NOT_AVAILABLE } from '../units/notAvailable';
import type { DateInput } from '../units/readDate';
import { BikramSambatCalendar, type BikramSambatDate, type CalendarSystem } from './BikramSambatCalendar';

/**
 * The calendar the functions below use: the built-in month-length table (BS 2000-2090). Create a {@link BikramSambatCalendar} with `monthLengths` to use a corrected table.
 */
export const bikramSambatCalendar = new BikramSambatCalendar();

/**
 * The BS date of the local calendar day of `date` (see {@link BikramSambatCalendar} on time zones).
 * @throws RangeError for an invalid date or one outside BS 2000-2090
 * @example toBikramSambat(new Date(2025, 3, 14)) // { year: 2082, month: 1, day: 1 }
 */
export function toBikramSambat(date: DateInput): BikramSambatDate {
  return bikramSambatCalendar.toBikramSambat(date);
}

/**
 * Local midnight of the AD day of a BS date (`month` 1-12).
 * @throws RangeError when the BS date does not exist
 * @example fromBikramSambat({ year: 2081, month: 1, day: 1 }) // 13 April 2024, 00:00 local
 */
export function fromBikramSambat(date: BikramSambatDate): Date {
  return bikramSambatCalendar.fromBikramSambat(date);
}

/**
 * Days in a BS month (`month` 1-12).
 * @throws RangeError for a year outside BS 2000-2090 or a month outside 1-12
 * @example bsMonthLength(2081, 2) // 32
 */
export function bsMonthLength(year: number, month: number): number {
  return bikramSambatCalendar.monthLength(year, month);
}

/**
 * Formats a date for display in the user's calendar (`dateFormat` BS or AD) with a dayjs pattern;
 * see {@link BikramSambatCalendar.format}. A missing or invalid date, or in BS one outside the
 * table, shows {@link NOT_AVAILABLE} instead of throwing.
 * @param pattern a dayjs format pattern
 * @default pattern = 'YYYY-MM-DD'
 * @example formatDate('2024-04-13', 'BS') // '2081-01-01'
 * @example formatDate(new Date(2024, 3, 13), 'AD', 'D MMM YYYY') // '13 Apr 2024'
 */
export function formatDate(
  date: DateInput | null | undefined,
  calendar: CalendarSystem,
  pattern?: string,
): string {
  if (date === null || date === undefined || date === '') return NOT_AVAILABLE;
  try {
    return bikramSambatCalendar.format(date, calendar, pattern);
  } catch (error) {
    if (error instanceof RangeError) return NOT_AVAILABLE;
    throw error;
  }
}
