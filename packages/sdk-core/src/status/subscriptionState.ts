import dayjs from 'dayjs';
import { SUBSCRIPTION_WARNING_DAYS } from '../constants';
import type { DateInput } from '../units/readDate';

/** A vehicle's subscription: running, ending within the warning window, or over. */
export type SubscriptionState = 'active' | 'expiring' | 'expired';

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
  const expiry = dayjs(expirationTime);
  if (!expiry.isValid()) return 'active';
  const current = dayjs(now);
  if (expiry.isBefore(current)) return 'expired';
  if (!expiry.isAfter(current.add(SUBSCRIPTION_WARNING_DAYS * 24, 'hour'))) return 'expiring';
  return 'active';
}
