import { SUBSCRIPTION_WARNING_DAYS } from '../constants';
import { toDate } from '../units/localCalendar';
import type { DateInput } from '../units/readDate';

/** A vehicle's subscription: running, ending within the warning window, or over. */
export type SubscriptionState = 'active' | 'expiring' | 'expired';

const DAY_MS = 86_400_000;

/**
 * The subscription state of a vehicle from its `expirationTime` (SPEC §4):
 * - `expired` when the expiry is in the past (strictly before `now`);
 * - `expiring` when it is at most {@link SUBSCRIPTION_WARNING_DAYS} days (15 × 24 h) ahead;
 * - `active` otherwise, and also when there is no expiry or it does not parse (nothing to warn about).
 * @param now the current time
 * @default now = new Date()
 * @example subscriptionState('2025-01-10T00:00:00Z', new Date('2025-01-01T00:00:00Z')) // 'expiring'
 */
export function subscriptionState(
  expirationTime: DateInput | null | undefined,
  now: DateInput = new Date(),
): SubscriptionState {
  if (expirationTime === null || expirationTime === undefined || expirationTime === '') return 'active';
  const expiry = toDate(expirationTime).getTime();
  if (Number.isNaN(expiry)) return 'active';
  const current = toDate(now).getTime();
  if (expiry < current) return 'expired';
  if (expiry <= current + SUBSCRIPTION_WARNING_DAYS * DAY_MS) return 'expiring';
  return 'active';
}
