import { DOCUMENT_EXPIRY_WARNING_DAYS } from '@fleetkit/sdk-core';

/** Where a document stands against its `expiryDate`. */
export type DocumentExpiryState = 'expired' | 'expiring' | 'valid';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;
const DAY_MS = 86_400_000;

/**
 * The moment a document stops being valid, from its `expiryDate` text: a date such as '2026-03-01'
 * (what the form's date input sends) is valid through that whole day, so it ends at the next midnight
 * UTC; a date-time with a zone ends at that instant. Anything else is `null` (it cannot expire).
 * @example documentExpiresAt('2026-03-01') // 2026-03-02T00:00:00.000Z
 */
export function documentExpiresAt(expiryDate: string | null | undefined): Date | null {
  const text = expiryDate?.trim() ?? '';
  const day = DATE_ONLY.exec(text);
  if (day) {
    const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
    const start = new Date(Date.UTC(year, month - 1, date));
    const real =
      start.getUTCFullYear() === year && start.getUTCMonth() === month - 1 && start.getUTCDate() === date;
    return real ? new Date(start.getTime() + DAY_MS) : null;
  }
  if (!DATE_TIME_WITH_ZONE.test(text)) return null;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/**
 * Whether a document has expired (its end is not after `now`), expires within
 * {@link DOCUMENT_EXPIRY_WARNING_DAYS} days (15 × 24 h) or is still valid; `null` when it has no
 * readable expiry date.
 * @param now the current time
 * @default now = new Date()
 * @example documentExpiryState('2026-03-01', new Date('2026-02-20T00:00:00Z')) // 'expiring'
 */
export function documentExpiryState(
  expiryDate: string | null | undefined,
  now: Date = new Date(),
): DocumentExpiryState | null {
  const end = documentExpiresAt(expiryDate);
  if (!end) return null;
  if (end.getTime() <= now.getTime()) return 'expired';
  if (end.getTime() <= now.getTime() + DOCUMENT_EXPIRY_WARNING_DAYS * DAY_MS) return 'expiring';
  return 'valid';
}
