// Roles and permissions (SPEC §6): UI-disable flags and session restrictions, as pure rules.
export { canSendCommands } from './canSendCommands';
export { isGuestSession } from './isGuestSession';
export { isReadonlySession } from './isReadonlySession';
export { readAttributeFlag } from './readAttributeFlag';
export {
  resolveUiFlags,
  UI_FLAG_ATTRIBUTE_PREFIX,
  UI_FLAG_KEYS,
  type UiFlagKey,
  type UiFlagServer,
  type UiFlags,
  type UiFlagUser,
} from './resolveUiFlags';
export { type SessionPermissions, sessionPermissions } from './sessionPermissions';
export type { SessionServer, SessionUser } from './sessionSubjects';
