import { SHARE_EXPIRY_HOURS, type ShareExpiryHours } from '../constants';
import type { DateInput } from '../units/readDate';

const HOUR_MS = 3_600_000;

/** A share-link expiry a user may choose. */
export interface ShareExpiryOption {
  /** Hours the link stays valid. */
  hours: ShareExpiryHours;
  /** Text of the choice. */
  label: string;
}

const LABEL: Record<ShareExpiryHours, string> = {
  24: '24 hours',
  72: '3 days',
  168: '7 days',
  720: '30 days',
};

/** The share dialog's expiry choices, shortest first: 24 hours, 3 days, 7 days, 30 days (SPEC §2). */
export const SHARE_EXPIRY_OPTIONS: readonly ShareExpiryOption[] = SHARE_EXPIRY_HOURS.map((hours) => ({
  hours,
  label: LABEL[hours],
}));

/**
 * Whether a share-link expiry is one of the allowed choices (SPEC §5: a link is made only for them).
 * @example isAllowedShareExpiry(72) // true
 */
export function isAllowedShareExpiry(hours: unknown): hours is ShareExpiryHours {
  return (SHARE_EXPIRY_HOURS as readonly unknown[]).includes(hours);
}

/**
 * The moment a share link made at `now` for `hours` expires, as an ISO-8601 UTC string (the
 * `expiration` of the share calls). Throws a `RangeError` for an expiry that is not allowed.
 * @param now when the link is made
 * @default now = new Date()
 * @example shareExpirationTime(24, new Date('2025-01-01T00:00:00Z')) // '2025-01-02T00:00:00.000Z'
 */
export function shareExpirationTime(hours: number, now: DateInput = new Date()): string {
  if (!isAllowedShareExpiry(hours)) {
    throw new RangeError(
      `A share link can expire only after ${SHARE_EXPIRY_HOURS.join(', ')} hours, not ${String(hours)}`,
    );
  }
  const start = new Date(now);
  if (Number.isNaN(start.getTime())) throw new RangeError(`Invalid share start time: ${String(now)}`);
  return new Date(start.getTime() + hours * HOUR_MS).toISOString();
}
