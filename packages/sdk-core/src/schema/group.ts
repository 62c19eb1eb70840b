import * as z from 'zod/mini';
import { defaultAttributes, idSchema, optionalLink, requiredName } from './common';

/** A vehicle (device) group. Groups may nest through `groupId`. */
export const groupSchema = z.looseObject({
  id: idSchema,
  name: z.string(),
  groupId: optionalLink,
  attributes: defaultAttributes(),
});
export type Group = z.infer<typeof groupSchema>;

export const groupInputSchema = z.extend(z.omit(groupSchema, { id: true }), {
  id: z.optional(idSchema),
  name: requiredName('Enter a name'),
});
export type GroupInput = z.input<typeof groupInputSchema>;
