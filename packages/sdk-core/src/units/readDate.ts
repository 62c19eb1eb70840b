import { isValidDate, toDate } from './localCalendar';

/** A moment as callers hold it: a `Date`, an ISO-8601 string (as Traccar sends) or epoch ms. */
export type DateInput = Date | string | number;

/**
 * Reads a moment for display, or `null` when it is missing or does not parse, so that a bad date
 * shows a placeholder instead of `Invalid Date`.
 */
export function readDate(value: DateInput | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = toDate(value);
  return isValidDate(parsed) ? parsed : null;
}
