import * as z from 'zod';
import { attributesSchema, idSchema, isoDateTime, nullableText } from './common';

/** A user, or the session's user (`GET /api/session`). */
export const userSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    email: z.string(),
    phone: nullableText,
    readonly: z.boolean().default(false),
    administrator: z.boolean().default(false),
    map: nullableText,
    latitude: z.number().default(0),
    longitude: z.number().default(0),
    zoom: z.number().default(0),
    coordinateFormat: nullableText,
    disabled: z.boolean().default(false),
    expirationTime: isoDateTime.nullable().optional(),
    deviceLimit: z.number().int().default(-1),
    userLimit: z.number().int().default(0),
    deviceReadonly: z.boolean().default(false),
    limitCommands: z.boolean().default(false),
    disableReports: z.boolean().default(false),
    fixedEmail: z.boolean().default(false),
    poiLayer: nullableText,
    temporary: z.boolean().default(false),
    attributes: attributesSchema.default({}),
  })
  .loose();
export type User = z.infer<typeof userSchema>;

/** Body of `POST /api/users` and `PUT /api/users/{id}`. The password is only sent, never returned. */
export const userInputSchema = userSchema
  .partial()
  .extend({
    id: idSchema.optional(),
    name: z.string().trim().min(1, 'Enter a name'),
    email: z.string().trim().min(1, 'Enter an email or login'),
    password: z.string().min(8, 'Use at least 8 characters').optional(),
  })
  .loose();
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
export const serverSchema = z
  .object({
    id: idSchema,
    registration: z.boolean().default(false),
    readonly: z.boolean().default(false),
    deviceReadonly: z.boolean().default(false),
    limitCommands: z.boolean().default(false),
    map: nullableText,
    mapUrl: nullableText,
    overlayUrl: nullableText,
    latitude: z.number().default(0),
    longitude: z.number().default(0),
    zoom: z.number().default(0),
    forceSettings: z.boolean().default(false),
    coordinateFormat: nullableText,
    version: nullableText,
    emailEnabled: z.boolean().optional(),
    textEnabled: z.boolean().optional(),
    geocoderEnabled: z.boolean().optional(),
    attributes: attributesSchema.default({}),
  })
  .loose();
export type Server = z.infer<typeof serverSchema>;
