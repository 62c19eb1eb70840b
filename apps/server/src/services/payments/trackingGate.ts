import { MESSAGES } from '@fleetkit/sdk-core';
import type { UserRow } from '../../auth/Access';
import { HttpError } from '../../http/HttpError';

/**
 * Whether the user may no longer follow the vehicle: its subscription (`expirationTime`) is over.
 * Administrators (support staff) still follow every vehicle; positions are stored either way, and a
 * renewal opens them again.
 */
export function trackingStopped(
  user: Pick<UserRow, 'administrator'>,
  expirationTime: Date | string | null | undefined,
  now = Date.now(),
): boolean {
  if (user.administrator || expirationTime === null || expirationTime === undefined) return false;
  const ms = expirationTime instanceof Date ? expirationTime.getTime() : Date.parse(expirationTime);
  return Number.isFinite(ms) && ms <= now;
}

/** Throws the SPEC's 'Subscription Expired' refusal (403) when the vehicle's tracking has stopped. */
export function assertTracking(
  user: Pick<UserRow, 'administrator'>,
  device: { expirationTime: Date | null },
): void {
  if (trackingStopped(user, device.expirationTime)) {
    throw new HttpError(403, 'subscription_expired', MESSAGES.subscriptionExpiredInfo);
  }
}
