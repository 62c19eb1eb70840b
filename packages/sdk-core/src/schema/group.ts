import * as z from 'zod';
import { attributesSchema, idSchema, optionalLink } from './common';

/** A vehicle (device) group. Groups may nest through `groupId`. */
export const groupSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    groupId: optionalLink,
    attributes: attributesSchema.default({}),
  })
  .loose();
export type Group = z.infer<typeof groupSchema>;

export const groupInputSchema = groupSchema
  .omit({ id: true })
  .extend({ id: idSchema.optional(), name: z.string().trim().min(1, 'Enter a name') })
  .loose();
export type GroupInput = z.input<typeof groupInputSchema>;
