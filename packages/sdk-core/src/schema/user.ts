import * as z from 'zod/mini';
import {
  defaultAttributes,
  flagOff,
  idSchema,
  nullableDateTime,
  nullableText,
  numberOr,
  requiredName,
} from './common';

/** A user, or the session's user (`GET /api/session`). */
export const userSchema = z.looseObject({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  phone: nullableText,
  readonly: flagOff(),
  administrator: flagOff(),
  map: nullableText,
  latitude: numberOr(),
  longitude: numberOr(),
  zoom: numberOr(),
  coordinateFormat: nullableText,
  disabled: flagOff(),
  expirationTime: nullableDateTime,
  deviceLimit: z._default(z.int(), -1),
  userLimit: z._default(z.int(), 0),
  deviceReadonly: flagOff(),
  limitCommands: flagOff(),
  disableReports: flagOff(),
  fixedEmail: flagOff(),
  poiLayer: nullableText,
  temporary: flagOff(),
  /**
   * Base32 TOTP secret (from `POST /api/users/totp`): with it, signing in needs the 6-digit code too.
   * On an update, leaving it out keeps the stored key; null or empty removes it.
   */
  totpKey: nullableText,
  attributes: defaultAttributes(),
});
export type User = z.infer<typeof userSchema>;

/** Body of `POST /api/users` and `PUT /api/users/{id}`. The password is only sent, never returned. */
export const userInputSchema = z.extend(z.partial(userSchema), {
  id: z.optional(idSchema),
  name: requiredName('Enter a name'),
  email: requiredName('Enter an email or login'),
  password: z.optional(z.string().check(z.minLength(8, 'Use at least 8 characters'))),
});
export type UserInput = z.input<typeof userInputSchema>;

/** Typed view of the user attributes the product uses (SPEC §3 session/user). */
export interface UserAttributes {
  profilePicId?: string;
  /** Comma-separated list of push notification tokens. */
  notificationTokens?: string;
  /** Which vehicles draw a live route: 'none', 'selected' or 'all'. */
  mapLiveRoutes?: string;
  'web.liveRouteLength'?: number;
  dateFormat?: 'BS' | 'AD';
  [key: string]: unknown;
}

/** The server record (`GET /api/server`). */
export const serverSchema = z.looseObject({
  id: idSchema,
  registration: flagOff(),
  readonly: flagOff(),
  deviceReadonly: flagOff(),
  limitCommands: flagOff(),
  map: nullableText,
  mapUrl: nullableText,
  overlayUrl: nullableText,
  latitude: numberOr(),
  longitude: numberOr(),
  zoom: numberOr(),
  forceSettings: flagOff(),
  coordinateFormat: nullableText,
  version: nullableText,
  emailEnabled: z.optional(z.boolean()),
  textEnabled: z.optional(z.boolean()),
  geocoderEnabled: z.optional(z.boolean()),
  attributes: defaultAttributes(),
});
export type Server = z.infer<typeof serverSchema>;
