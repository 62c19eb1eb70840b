import type { SessionUser } from './sessionSubjects';

/**
 * Whether the session is a guest's: a temporary session opened from a share link (SPEC §6). Guests go
 * to /guest, see one device read-only and get no device action icons.
 *
 * @example
 * isGuestSession({ temporary: true }); // true
 */
export function isGuestSession(user: SessionUser | null | undefined): boolean {
  return user?.temporary === true;
}
