import { canSendCommands } from './canSendCommands';
import { isReadonlySession } from './isReadonlySession';
import type { SessionServer, SessionUser } from './sessionSubjects';

/** What a session may do, as the server decides it: pages show only the actions it allows. */
export interface SessionPermissions {
  /** Create, change and delete its own records (groups, drivers, geofences, documents, settings …). */
  change: boolean;
  /** Change or delete vehicles, and link vehicles to drivers, geofences or schedules. */
  changeVehicles: boolean;
  /** Add vehicles (`deviceLimit` 0 allows none). */
  addVehicles: boolean;
  /** Send device commands (engine lock/unlock). */
  sendCommands: boolean;
}

/**
 * The one permission check of a session, mirroring the server's rules (Traccar's): a read-only or
 * temporary session changes nothing; `deviceReadonly` (user or server) keeps vehicles and their links
 * as they are; a `deviceLimit` of 0 adds no vehicle; `limitCommands` sends no command. Administrators
 * are restricted only when temporary. Without a user nothing is allowed.
 *
 * @example
 * sessionPermissions({ deviceReadonly: true }, {}).changeVehicles; // false
 */
export function sessionPermissions(
  user: SessionUser | null | undefined,
  server: SessionServer | null | undefined,
): SessionPermissions {
  const change = !!user && !isReadonlySession(user, server);
  const changeVehicles =
    change &&
    (user?.administrator === true || (user?.deviceReadonly !== true && server?.deviceReadonly !== true));
  const addVehicles = changeVehicles && (user?.administrator === true || user?.deviceLimit !== 0);
  return { change, changeVehicles, addVehicles, sendCommands: canSendCommands(user, server) };
}
