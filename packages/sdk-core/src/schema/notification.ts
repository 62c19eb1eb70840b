import * as z from 'zod/mini';
import { defaultAttributes, flagOff, idSchema, nullableText, optionalLink } from './common';

/** A notification rule (Traccar): which event `type` notifies through which `notificators`. */
export const notificationSchema = z.looseObject({
  id: idSchema,
  type: z.string(),
  description: nullableText,
  always: flagOff(),
  notificators: z._default(z.string(), 'web'),
  calendarId: optionalLink,
  commandId: optionalLink,
  attributes: defaultAttributes(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationInputSchema = z.extend(z.omit(notificationSchema, { id: true }), {
  id: z.optional(idSchema),
});
export type NotificationInput = z.input<typeof notificationInputSchema>;

/** A computed attribute (Traccar): `expression` evaluated into `attribute` of each position. */
export const computedAttributeSchema = z.looseObject({
  id: idSchema,
  description: z._default(z.string(), ''),
  attribute: z.string(),
  expression: z.string(),
  type: z._default(z.enum(['string', 'number', 'boolean']), 'number'),
  priority: z._default(z.int(), 0),
});
export type ComputedAttribute = z.infer<typeof computedAttributeSchema>;

export const computedAttributeInputSchema = z.extend(z.omit(computedAttributeSchema, { id: true }), {
  id: z.optional(idSchema),
});
export type ComputedAttributeInput = z.input<typeof computedAttributeInputSchema>;
