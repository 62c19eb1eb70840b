import { DURATION_TEXTS, type DurationTexts } from '../labels/durationTexts';
import { NOT_AVAILABLE } from './notAvailable';
import { readNumber } from './readNumber';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * Formats a duration in milliseconds (engine hours, travel time, stopped time) in the largest unit
 * that fits, with at most two parts. Each part is rounded down, so a shown time never exceeds the
 * real one; a zero second part is left out.
 *
 * | duration            | text            |
 * |---------------------|-----------------|
 * | under 1 minute      | `45 sec`        |
 * | under 1 hour        | `12 min`        |
 * | under 1 day         | `3 hr 5 min`, `3 hr` |
 * | 1 day and more      | `2 days 4 hr`, `1 day`, `1 day 1 hr` |
 *
 * The unit words are `texts` (English by default: a translator's `DURATION_TEXTS` for another language).
 * Negative, missing or non-finite input gives {@link NOT_AVAILABLE}.
 * @example formatDuration(45_000) // '45 sec'
 * @example formatDuration(11_100_000) // '3 hr 5 min'
 * @example formatDuration(187_200_000) // '2 days 4 hr'
 */
export function formatDuration(ms: number | null | undefined, texts: DurationTexts = DURATION_TEXTS): string {
  const value = readNumber(ms);
  if (value === null || value < 0) return NOT_AVAILABLE;
  if (value < MINUTE_MS) return texts.seconds(Math.floor(value / SECOND_MS));
  if (value < HOUR_MS) return texts.minutes(Math.floor(value / MINUTE_MS));
  if (value < DAY_MS) {
    const hours = texts.hours(Math.floor(value / HOUR_MS));
    const minutes = Math.floor((value % HOUR_MS) / MINUTE_MS);
    return minutes === 0 ? hours : `${hours} ${texts.minutes(minutes)}`;
  }
  const days = Math.floor(value / DAY_MS);
  const hours = Math.floor((value % DAY_MS) / HOUR_MS);
  const dayText = days === 1 ? texts.day(days) : texts.days(days);
  return hours === 0 ? dayText : `${dayText} ${texts.hours(hours)}`;
}
