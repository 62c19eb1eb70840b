import { DEFAULT_VEHICLE_EXPIRY_YEARS } from '../constants';
import { addMonths, toDate } from '../units/localCalendar';
import type { DateInput } from '../units/readDate';

/**
 * The expiry a vehicle gets when it has none: {@link DEFAULT_VEHICLE_EXPIRY_YEARS} year after `now`
 * on the calendar (29 February goes to 28 February), as an ISO-8601 UTC string for the device's
 * `expirationTime`.
 * @param now the current time
 * @default now = new Date()
 * @example defaultExpirationTime(new Date('2025-03-10T08:00:00Z')) // '2026-03-10T08:00:00.000Z'
 */
export function defaultExpirationTime(now: DateInput = new Date()): string {
  return addMonths(toDate(now), DEFAULT_VEHICLE_EXPIRY_YEARS * 12).toISOString();
}
