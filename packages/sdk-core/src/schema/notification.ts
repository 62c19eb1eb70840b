import * as z from 'zod';
import { attributesSchema, idSchema, nullableText, optionalLink } from './common';

/** A notification rule (Traccar): which event `type` notifies through which `notificators`. */
export const notificationSchema = z
  .object({
    id: idSchema,
    type: z.string(),
    description: nullableText,
    always: z.boolean().default(false),
    notificators: z.string().default('web'),
    calendarId: optionalLink,
    commandId: optionalLink,
    attributes: attributesSchema.default({}),
  })
  .loose();
export type Notification = z.infer<typeof notificationSchema>;

export const notificationInputSchema = notificationSchema
  .omit({ id: true })
  .extend({ id: idSchema.optional() });
export type NotificationInput = z.input<typeof notificationInputSchema>;

/** A computed attribute (Traccar): `expression` evaluated into `attribute` of each position. */
export const computedAttributeSchema = z
  .object({
    id: idSchema,
    description: z.string().default(''),
    attribute: z.string(),
    expression: z.string(),
    type: z.enum(['string', 'number', 'boolean']).default('number'),
    priority: z.number().int().default(0),
  })
  .loose();
export type ComputedAttribute = z.infer<typeof computedAttributeSchema>;

export const computedAttributeInputSchema = computedAttributeSchema
  .omit({ id: true })
  .extend({ id: idSchema.optional() });
export type ComputedAttributeInput = z.input<typeof computedAttributeInputSchema>;
