import { monthsBetween } from './localCalendar';
import { NOT_AVAILABLE } from './notAvailable';
import { type DateInput, readDate } from './readDate';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many} ago`;
}

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
 * `few sec ago`. Missing or unparseable input gives {@link NOT_AVAILABLE}.
 * @param date the moment to describe
 * @param now the current time
 * @default now = new Date()
 * @example formatRelativeTime('2025-01-01T10:00:00Z', new Date('2025-01-01T12:30:00Z')) // '2 hr ago'
 */
export function formatRelativeTime(date: DateInput | null | undefined, now: DateInput = new Date()): string {
  const then = readDate(date);
  const current = readDate(now);
  if (then === null || current === null) return NOT_AVAILABLE;
  const elapsed = current.getTime() - then.getTime();
  if (elapsed < MINUTE_MS) return 'few sec ago';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)} min ago`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)} hr ago`;
  const months = monthsBetween(current, then);
  if (months < 1) return plural(Math.floor(elapsed / DAY_MS), 'day', 'days');
  if (months < 12) return plural(Math.floor(months), 'month', 'months');
  return plural(Math.floor(months / 12), 'year', 'years');
}
