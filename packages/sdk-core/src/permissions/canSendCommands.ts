import { isGuestSession } from './isGuestSession';
import { isReadonlySession } from './isReadonlySession';
import type { SessionServer, SessionUser } from './sessionSubjects';

/**
 * Whether the session may send device commands (engine lock/unlock): not read-only, not a guest's,
 * and commands are not limited for the user or the server. As in Traccar, `limitCommands` does not
 * restrict administrators. Without a user nothing may be sent.
 *
 * @example
 * canSendCommands({ limitCommands: true }, {}); // false
 */
export function canSendCommands(
  user: SessionUser | null | undefined,
  server: SessionServer | null | undefined,
): boolean {
  if (!user || isGuestSession(user) || isReadonlySession(user, server)) return false;
  if (user.administrator) return true;
  return user.limitCommands !== true && server?.limitCommands !== true;
}
