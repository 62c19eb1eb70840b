import { isGuestSession } from './isGuestSession';
import type { SessionServer, SessionUser } from './sessionSubjects';

/**
 * Whether the session may only read: the user or the server is marked read-only, or the session is a
 * guest's (temporary). As in Traccar, the read-only marks do not restrict administrators; a temporary
 * session is read-only whatever its user. Read-only sessions are not updated on logout (SPEC §6).
 *
 * @example
 * isReadonlySession({ readonly: false }, { readonly: true }); // true
 */
export function isReadonlySession(
  user: SessionUser | null | undefined,
  server: SessionServer | null | undefined,
): boolean {
  if (isGuestSession(user)) return true;
  if (user?.administrator) return false;
  return user?.readonly === true || server?.readonly === true;
}
