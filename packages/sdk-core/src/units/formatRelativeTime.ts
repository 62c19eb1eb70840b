import { RELATIVE_TIME_TEXTS, type RelativeTimeTexts } from '../labels/relativeTimeTexts';
import { monthsBetween } from './localCalendar';
import { NOT_AVAILABLE } from './notAvailable';
import { type DateInput, readDate } from './readDate';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * Says how long ago `date` was, in SPEC's wording ("Data received …", notification times).
 * Every count is rounded down; months and years are calendar months and years, so
 * 31 January to 27 February is still days (the 28th, the end of February, is a month).
 *
 * | age                                   | text                              |
 * |---------------------------------------|-----------------------------------|
 * | under 1 minute, or in the future      | `few sec ago`                     |
 * | under 1 hour                          | `1 min ago`, `59 min ago`         |
 * | under 24 hours                        | `1 hr ago`, `23 hr ago`           |
 * | under 1 calendar month                | `1 day ago`, `30 days ago`        |
 * | under 12 calendar months              | `1 month ago`, `11 months ago`    |
 * | 12 calendar months and more           | `1 year ago`, `3 years ago`       |
 *
 * A time slightly ahead of `now` (clock skew between tracker, server and browser) reads as
 * `few sec ago`. Missing or unparseable input gives {@link NOT_AVAILABLE}. The words are `texts`
 * (English by default; a translator's `RELATIVE_TIME_TEXTS` for another language).
 * @param date the moment to describe
 * @param now the current time
 * @default now = new Date()
 * @example formatRelativeTime('2025-01-01T10:00:00Z', new Date('2025-01-01T12:30:00Z')) // '2 hr ago'
 */
export function formatRelativeTime(
  date: DateInput | null | undefined,
  now: DateInput = new Date(),
  texts: RelativeTimeTexts = RELATIVE_TIME_TEXTS,
): string {
  const age = relativeAge(date, now);
  if (age === null) return NOT_AVAILABLE;
  const { count } = age;
  switch (age.unit) {
    case 'second':
      return texts.seconds;
    case 'minute':
      return texts.minutes(count);
    case 'hour':
      return texts.hours(count);
    case 'day':
      return count === 1 ? texts.day(count) : texts.days(count);
    case 'month':
      return count === 1 ? texts.month(count) : texts.months(count);
    case 'year':
      return count === 1 ? texts.year(count) : texts.years(count);
  }
}

/** How long ago a moment was, in the one unit {@link formatRelativeTime} says it in. */
export interface RelativeAge {
  unit: 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year';
  /** Whole units, rounded down (0 for `second`: under a minute, or in the future). */
  count: number;
}

/**
 * The age {@link formatRelativeTime} describes, as a unit and a count; null for missing or
 * unparseable input.
 * @example relativeAge('2025-01-01T10:00:00Z', new Date('2025-01-01T12:30:00Z')) // { unit: 'hour', count: 2 }
 */
export function relativeAge(
  date: DateInput | null | undefined,
  now: DateInput = new Date(),
): RelativeAge | null {
  const then = readDate(date);
  const current = readDate(now);
  if (then === null || current === null) return null;
  const elapsed = current.getTime() - then.getTime();
  if (elapsed < MINUTE_MS) return { unit: 'second', count: 0 };
  if (elapsed < HOUR_MS) return { unit: 'minute', count: Math.floor(elapsed / MINUTE_MS) };
  if (elapsed < DAY_MS) return { unit: 'hour', count: Math.floor(elapsed / HOUR_MS) };
  const months = monthsBetween(current, then);
  if (months < 1) return { unit: 'day', count: Math.floor(elapsed / DAY_MS) };
  if (months < 12) return { unit: 'month', count: Math.floor(months) };
  return { unit: 'year', count: Math.floor(months / 12) };
}
