import { MAX_HISTORY_RANGE_DAYS } from '../constants';
import { addDays, endOfDay, isValidDate, toDate } from '../units/localCalendar';
import type { DateInput } from '../units/readDate';
import { invalid, VALID, type ValidationResult } from './validationResult';

/** The texts a history or report date range can fail with. */
export const DATE_RANGE_MESSAGES = {
  invalidDate: 'Select a valid start and end date',
  fromAfterTo: 'Start date cannot be after end date',
  endAfterToday: 'End date cannot be after today',
  beforeLowerBound: 'Start date is earlier than the earliest date available',
  tooLong: `Date range cannot be longer than ${MAX_HISTORY_RANGE_DAYS} days`,
} as const;

/** What a date range is checked against. */
export interface DateRangeOptions {
  /** The current time; "today" is its local calendar day. */
  now: DateInput;
  /** The earliest start allowed, when there is one. */
  lowerBound?: DateInput | null;
}

/**
 * Checks a history or report date range (SPEC §5), in this order, returning the first failure:
 * 1. both ends parse ({@link DATE_RANGE_MESSAGES}.invalidDate);
 * 2. `from` is not after `to` (fromAfterTo);
 * 3. `to` is not after the end of today, local time: the end of today itself is allowed (endAfterToday);
 * 4. `from` is not before `lowerBound`, when given (beforeLowerBound);
 * 5. the range spans at most {@link MAX_HISTORY_RANGE_DAYS} days: `to` is at most 30 calendar days
 *    after `from`, so "start of a day to end of the 30th day" passes and one millisecond more fails,
 *    daylight-saving shifts included (tooLong).
 * @example validateDateRange(from, to, { now: new Date() }) // { ok: true } or { ok: false, message }
 */
export function validateDateRange(
  from: DateInput,
  to: DateInput,
  options: DateRangeOptions,
): ValidationResult {
  const start = toDate(from);
  const end = toDate(to);
  if (!isValidDate(start) || !isValidDate(end)) return invalid(DATE_RANGE_MESSAGES.invalidDate);
  if (start > end) return invalid(DATE_RANGE_MESSAGES.fromAfterTo);
  if (end > endOfDay(toDate(options.now))) return invalid(DATE_RANGE_MESSAGES.endAfterToday);
  const { lowerBound } = options;
  if (lowerBound !== null && lowerBound !== undefined && start < toDate(lowerBound)) {
    return invalid(DATE_RANGE_MESSAGES.beforeLowerBound);
  }
  if (end > addDays(start, MAX_HISTORY_RANGE_DAYS)) return invalid(DATE_RANGE_MESSAGES.tooLong);
  return VALID;
}
