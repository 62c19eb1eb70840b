import { readAttributeFlag } from './readAttributeFlag';

/**
 * The UI-disable flags of SPEC §6, each read from the `ui.<flag>` attribute of the user or the server
 * (e.g. `ui.disableGroups`).
 */
export const UI_FLAG_KEYS = [
  'disableAttributes',
  'disableVehicleFeatures',
  'disableDrivers',
  'disableMaintenance',
  'disableGroups',
  'disableEvents',
  'disableComputedAttributes',
  'disableCalendars',
] as const;
export type UiFlagKey = (typeof UI_FLAG_KEYS)[number];

/** Which parts of the UI are turned off for the signed-in user: `true` hides that part. */
export type UiFlags = Record<UiFlagKey, boolean>;

/** Prefix of the attribute keys that hold the flags. */
export const UI_FLAG_ATTRIBUTE_PREFIX = 'ui.';

/** The parts of a session user that the flags depend on. */
export interface UiFlagUser {
  administrator?: boolean | null;
  attributes?: Readonly<Record<string, unknown>> | null;
}

/** The parts of the server record that the flags depend on. */
export interface UiFlagServer {
  forceSettings?: boolean | null;
  attributes?: Readonly<Record<string, unknown>> | null;
}

/** Flags that switch other flags on with them: vehicle features cover drivers and maintenance. */
const IMPLIED_FLAGS: Partial<Record<UiFlagKey, readonly UiFlagKey[]>> = {
  disableVehicleFeatures: ['disableDrivers', 'disableMaintenance'],
};

/**
 * Resolves the UI-disable flags for a session (SPEC §6).
 *
 * - Administrators are never restricted: every flag is `false`.
 * - Each flag is read from `attributes['ui.<flag>']` of the user and of the server; values may be
 *   booleans or the texts 'true'/'false'.
 * - When `server.forceSettings` is on, the server's value wins (the user's applies only where the
 *   server has none); otherwise the user's value wins and the server's applies where the user has none.
 * - `disableVehicleFeatures` also disables drivers and maintenance.
 * - Without a user (not signed in) nothing is disabled, as in Traccar.
 *
 * @example
 * resolveUiFlags({ attributes: { 'ui.disableGroups': 'true' } }, { attributes: {} }).disableGroups; // true
 */
export function resolveUiFlags(
  user: UiFlagUser | null | undefined,
  server: UiFlagServer | null | undefined,
): UiFlags {
  const flags = Object.fromEntries(UI_FLAG_KEYS.map((key) => [key, false])) as UiFlags;
  if (!user || user.administrator) return flags;
  const serverFirst = server?.forceSettings === true;
  for (const key of UI_FLAG_KEYS) {
    const attribute = UI_FLAG_ATTRIBUTE_PREFIX + key;
    const fromUser = readAttributeFlag(user.attributes, attribute);
    const fromServer = readAttributeFlag(server?.attributes, attribute);
    const value = serverFirst ? (fromServer ?? fromUser) : (fromUser ?? fromServer);
    if (value) flags[key] = true;
  }
  for (const key of UI_FLAG_KEYS) {
    if (!flags[key]) continue;
    for (const implied of IMPLIED_FLAGS[key] ?? []) flags[implied] = true;
  }
  return flags;
}
