import dayjs from 'dayjs';
import type { DateInput } from '../units/readDate';
import { BS_MONTH_NAMES, BS_MONTH_SHORT_NAMES } from './bsMonthNames';
import { type BsMonthLengthTable, type BsYearMonthLengths, defaultMonthLengths } from './defaultMonthLengths';

/** A Bikram Sambat (Nepali) calendar date; `month` runs from 1 (Baisakh) to 12 (Chaitra). */
export interface BikramSambatDate {
  year: number;
  month: number;
  day: number;
}

/** The calendar a date is shown in: Bikram Sambat or Gregorian (the user's `dateFormat`). */
export type CalendarSystem = 'BS' | 'AD';

/** Options of a {@link BikramSambatCalendar}. */
export interface BikramSambatCalendarOptions {
  /**
   * Month lengths that replace or extend the built-in table, by BS year, 12 numbers from Baisakh
   * to Chaitra, each 29 to 32. Years may also extend the table at either end, as long as the
   * years stay contiguous. Changing a year moves every later date.
   * @default {} (the built-in table, BS 2000-2090)
   * @example { 2082: [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30] }
   */
  monthLengths?: BsMonthLengthTable;
}

const DAY_MS = 86_400_000;
/** The anchor of the table: 1 Baisakh 2000 BS was 14 April 1943 AD. */
const ANCHOR_BS_YEAR = 2000;
const ANCHOR_AD_DAY = Date.UTC(1943, 3, 14) / DAY_MS;
const MIN_MONTH_DAYS = 29;
const MAX_MONTH_DAYS = 32;

/** Matches the date tokens of a dayjs pattern, and `[literal]` text to leave alone. */
const DATE_TOKENS = /\[[^\]]*]|Y{1,4}|M{1,4}|D{1,2}/g;

function checkYearLengths(year: number, lengths: BsYearMonthLengths): number[] {
  const valid =
    lengths.length === 12 &&
    lengths.every((days) => Number.isInteger(days) && days >= MIN_MONTH_DAYS && days <= MAX_MONTH_DAYS);
  if (!valid) {
    throw new RangeError(
      `BS ${year}: expected 12 month lengths of ${MIN_MONTH_DAYS} to ${MAX_MONTH_DAYS} days, got [${lengths.join(', ')}]`,
    );
  }
  return [...lengths];
}

/** Days since 1970-01-01 of the local calendar day of `date`. */
function localDayNumber(date: Date): number {
  return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / DAY_MS;
}

function readDateInput(value: DateInput): Date {
  // dayjs reads a date-only string ('2024-04-13') as that local day, where `new Date` would read
  // UTC midnight, which is the previous local day west of Greenwich.
  const date = dayjs(value).toDate();
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  return date;
}

/**
 * Converts between Gregorian (AD) dates and Bikram Sambat (BS) dates, the official calendar of
 * Nepal, from a table of month lengths. BS month lengths are set by astronomical almanacs each
 * year, so the table can be corrected or extended without waiting for a library release.
 *
 * **Time zone.** A `Date` stands for its calendar day in the runtime's local time zone, as
 * `date.getDate()` reads it, and {@link fromBikramSambat} returns local midnight of the day. A
 * browser in Nepal (UTC+05:45) thus gets Nepal dates. A process in another zone (such as a server
 * in UTC) converts the day its own clock shows: 2024-04-12T18:15Z is BS 2081-01-01 in Kathmandu
 * but BS 2080-12-30 in UTC. Pass a `Date` whose local day is the day you mean.
 *
 * The class holds no state beyond its table and may be shared.
 * @example
 * const calendar = new BikramSambatCalendar({ monthLengths: { 2082: [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30] } });
 * calendar.toBikramSambat(new Date(2025, 3, 14)); // { year: 2082, month: 1, day: 1 }
 */
export class BikramSambatCalendar {
  readonly #firstYear: number;
  /** Month lengths, indexed by year - firstYear. */
  readonly #lengths: readonly number[][];
  /** Local day number (days since 1970-01-01) of 1 Baisakh of each year, same index. */
  readonly #yearStarts: readonly number[];
  /** Days of each year, same index. */
  readonly #yearTotals: readonly number[];

  constructor(options: BikramSambatCalendarOptions = {}) {
    const merged = new Map<number, number[]>();
    const sources = [defaultMonthLengths(), options.monthLengths ?? {}];
    for (const source of sources) {
      for (const [key, lengths] of Object.entries(source)) {
        const year = Number(key);
        if (!Number.isInteger(year)) throw new RangeError(`Invalid BS year in month lengths: ${key}`);
        merged.set(year, checkYearLengths(year, lengths));
      }
    }
    const years = [...merged.keys()].sort((a, b) => a - b);
    const firstYear = years[0] ?? ANCHOR_BS_YEAR;
    const lastYear = years[years.length - 1] ?? ANCHOR_BS_YEAR;
    if (
      years.length !== lastYear - firstYear + 1 ||
      firstYear > ANCHOR_BS_YEAR ||
      lastYear < ANCHOR_BS_YEAR
    ) {
      throw new RangeError(
        `BS month lengths must cover contiguous years including ${ANCHOR_BS_YEAR}; got ${years.join(', ')}`,
      );
    }
    this.#firstYear = firstYear;
    this.#lengths = years.map((year) => merged.get(year) ?? []);
    const totals = this.#lengths.map((months) => months.reduce((sum, days) => sum + days, 0));
    const starts: number[] = [];
    let start = ANCHOR_AD_DAY;
    for (let year = ANCHOR_BS_YEAR - 1; year >= firstYear; year -= 1) start -= totals[year - firstYear] ?? 0;
    for (const total of totals) {
      starts.push(start);
      start += total;
    }
    this.#yearStarts = starts;
    this.#yearTotals = totals;
  }

  /** Index of the year holding a day number, or -1 outside the table. */
  #yearIndexOf(dayNumber: number): number {
    for (let index = this.#yearStarts.length - 1; index >= 0; index -= 1) {
      const start = this.#yearStarts[index] ?? 0;
      if (start <= dayNumber) return dayNumber < start + (this.#yearTotals[index] ?? 0) ? index : -1;
    }
    return -1;
  }

  /** The first BS year of the table. */
  get firstYear(): number {
    return this.#firstYear;
  }

  /** The last BS year of the table. */
  get lastYear(): number {
    return this.#firstYear + this.#lengths.length - 1;
  }

  #yearMonths(year: number): readonly number[] {
    const months = Number.isInteger(year) ? this.#lengths[year - this.#firstYear] : undefined;
    if (months === undefined) {
      throw new RangeError(
        `BS year ${year} is outside the calendar table (${this.firstYear}-${this.lastYear})`,
      );
    }
    return months;
  }

  /**
   * Days in a BS month.
   * @param month 1 (Baisakh) to 12 (Chaitra)
   * @throws RangeError for a year outside the table or a month outside 1-12
   * @example calendar.monthLength(2081, 2) // 32
   */
  monthLength(year: number, month: number): number {
    const days = Number.isInteger(month) ? this.#yearMonths(year)[month - 1] : undefined;
    if (days === undefined) throw new RangeError(`BS month must be 1 to 12, got ${month}`);
    return days;
  }

  /**
   * Days in a BS year (365 or 366, as the table says).
   * @throws RangeError for a year outside the table
   */
  yearLength(year: number): number {
    return this.#yearMonths(year).reduce((sum, days) => sum + days, 0);
  }

  /** Whether a BS date exists in this calendar's table. */
  isValid(date: BikramSambatDate): boolean {
    const months = Number.isInteger(date.year) ? this.#lengths[date.year - this.#firstYear] : undefined;
    const days = months && Number.isInteger(date.month) ? months[date.month - 1] : undefined;
    return days !== undefined && Number.isInteger(date.day) && date.day >= 1 && date.day <= days;
  }

  /**
   * The BS date of the local calendar day of `date`. A date-only string (`'2024-04-13'`) is read as
   * that local day; other strings and epoch milliseconds as instants.
   * @throws RangeError for an invalid date or one outside the table
   * @example calendar.toBikramSambat(new Date(2024, 3, 13)) // { year: 2081, month: 1, day: 1 }
   */
  toBikramSambat(date: DateInput): BikramSambatDate {
    const dayNumber = localDayNumber(readDateInput(date));
    const index = this.#yearIndexOf(dayNumber);
    const months = this.#lengths[index];
    if (months === undefined) {
      throw new RangeError(
        `${dayjs(date).format('YYYY-MM-DD')} is outside the BS calendar table (${this.firstYear}-${this.lastYear})`,
      );
    }
    let remaining = dayNumber - (this.#yearStarts[index] ?? 0);
    let month = 0;
    while (remaining >= (months[month] ?? 0)) {
      remaining -= months[month] ?? 0;
      month += 1;
    }
    return { year: this.#firstYear + index, month: month + 1, day: remaining + 1 };
  }

  /**
   * Local midnight of the AD day of a BS date.
   * @throws RangeError when the BS date does not exist in the table
   * @example calendar.fromBikramSambat({ year: 2081, month: 1, day: 1 }) // 2024-04-13 00:00 local
   */
  fromBikramSambat(date: BikramSambatDate): Date {
    if (!this.isValid(date)) {
      throw new RangeError(
        `BS ${date.year}-${date.month}-${date.day} is not a date of the calendar table (${this.firstYear}-${this.lastYear})`,
      );
    }
    const index = date.year - this.#firstYear;
    const months = this.#lengths[index] ?? [];
    let dayNumber = (this.#yearStarts[index] ?? ANCHOR_AD_DAY) + date.day - 1;
    for (let month = 0; month < date.month - 1; month += 1) dayNumber += months[month] ?? 0;
    const utc = new Date(dayNumber * DAY_MS);
    return new Date(utc.getUTCFullYear(), utc.getUTCMonth(), utc.getUTCDate());
  }

  /**
   * Formats a date in BS or AD with a dayjs pattern. In BS the year (`YYYY`, `YY`), month (`M`,
   * `MM`, `MMM` short name, `MMMM` name) and day (`D`, `DD`) are the BS ones; every other token
   * (weekday `d`-`dddd`, the same in both calendars, and time `HH:mm` etc.) and `[literal]` text
   * are dayjs's.
   * @param pattern a dayjs format pattern
   * @default pattern = 'YYYY-MM-DD'
   * @throws RangeError for an invalid date, or in BS one outside the table
   * @example calendar.format(new Date(2024, 3, 13, 9, 5), 'BS', 'D MMMM YYYY, HH:mm') // '1 Baisakh 2081, 09:05'
   */
  format(date: DateInput, calendar: CalendarSystem, pattern = 'YYYY-MM-DD'): string {
    const moment = dayjs(readDateInput(date));
    if (calendar === 'AD') return moment.format(pattern);
    const bs = this.toBikramSambat(moment.toDate());
    const values: Record<string, string> = {
      YYYY: String(bs.year),
      YY: String(bs.year).slice(-2),
      M: String(bs.month),
      MM: String(bs.month).padStart(2, '0'),
      MMM: BS_MONTH_SHORT_NAMES[bs.month - 1] ?? '',
      MMMM: BS_MONTH_NAMES[bs.month - 1] ?? '',
      D: String(bs.day),
      DD: String(bs.day).padStart(2, '0'),
    };
    const bsPattern = pattern.replace(DATE_TOKENS, (token) => {
      const value = values[token];
      return value === undefined ? token : `[${value}]`;
    });
    return moment.format(bsPattern);
  }
}
