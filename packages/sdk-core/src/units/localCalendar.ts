// Local-time calendar arithmetic for the rules that speak of days and months (date presets, date
// ranges, subscription windows, relative time). Plain `Date` code that keeps dayjs's readings, so
// the main entry does not carry a date library.
import type { DateInput } from './readDate';

/**
 * A date-time written without a zone (`2025-01-31`, `2025-01-31 10:00`, `2025-01-31T10:00:00.000`),
 * read as local time. `new Date` reads a date-only string as UTC midnight, which is the previous
 * local day west of Greenwich; dayjs, and these rules, read it as that local day.
 */
const LOCAL_DATE_TIME =
  /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

/** Reads a moment: a `Date` (copied), epoch ms, or a string; the result may be an invalid date. */
export function toDate(value: DateInput): Date {
  if (value instanceof Date) return new Date(value.getTime());
  if (typeof value === 'string' && !/Z$/i.test(value)) {
    const parts = LOCAL_DATE_TIME.exec(value);
    if (parts) {
      const [, year, month, day, hours, minutes, seconds, fraction] = parts;
      return new Date(
        Number(year),
        Number(month || 1) - 1,
        Number(day || 1),
        Number(hours || 0),
        Number(minutes || 0),
        Number(seconds || 0),
        Number((fraction || '0').slice(0, 3)),
      );
    }
  }
  return new Date(value);
}

/** True when `date` is a real moment (not `Invalid Date`). */
export function isValidDate(date: Date): boolean {
  return !Number.isNaN(date.getTime());
}

/** 00:00:00.000 local time of the day of `date`. */
export function startOfDay(date: Date): Date {
  const start = new Date(date.getTime());
  start.setHours(0, 0, 0, 0);
  return start;
}

/** 23:59:59.999 local time of the day of `date`. */
export function endOfDay(date: Date): Date {
  const end = new Date(date.getTime());
  end.setHours(23, 59, 59, 999);
  return end;
}

/** 00:00 local time of the first day of the month of `date`. */
export function startOfMonth(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), 1);
}

/** The same local time `days` calendar days later (earlier when negative), across DST changes. */
export function addDays(date: Date, days: number): Date {
  const moved = new Date(date.getTime());
  moved.setDate(moved.getDate() + days);
  return moved;
}

/**
 * The same local time `months` calendar months later; a day the target month lacks becomes its last
 * day (31 January + 1 month is 28 or 29 February; 29 February + 12 months is 28 February).
 */
export function addMonths(date: Date, months: number): Date {
  const moved = new Date(date.getTime());
  const day = moved.getDate();
  moved.setDate(1);
  moved.setMonth(moved.getMonth() + months);
  const lastDay = new Date(moved.getFullYear(), moved.getMonth() + 1, 0).getDate();
  moved.setDate(Math.min(day, lastDay));
  return moved;
}

/**
 * Calendar months from `earlier` to `later`, with the part month as a fraction (negative when
 * `later` is before `earlier`); the month-difference rule of moment.js and dayjs.
 */
export function monthsBetween(later: Date, earlier: Date): number {
  if (later.getDate() < earlier.getDate()) return -monthsBetween(earlier, later);
  const whole = (earlier.getFullYear() - later.getFullYear()) * 12 + (earlier.getMonth() - later.getMonth());
  const anchor = addMonths(later, whole).getTime();
  const beforeAnchor = earlier.getTime() - anchor < 0;
  const anchor2 = addMonths(later, whole + (beforeAnchor ? -1 : 1)).getTime();
  const part = (earlier.getTime() - anchor) / (beforeAnchor ? anchor - anchor2 : anchor2 - anchor);
  return -(whole + part) || 0;
}

/** Whole calendar months from `earlier` to `later`, rounded towards zero. */
export function wholeMonthsBetween(later: Date, earlier: Date): number {
  return Math.trunc(monthsBetween(later, earlier)) || 0;
}
