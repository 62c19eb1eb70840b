import * as z from 'zod/mini';
import { defaultAttributes, flagOff, idSchema, nullableText } from './common';

/** A command to a device. `type: 'custom'` carries its text in `attributes.data`. */
export const commandSchema = z.looseObject({
  id: z.optional(idSchema),
  deviceId: idSchema,
  type: z.string().check(z.minLength(1)),
  description: nullableText,
  textChannel: flagOff(),
  attributes: defaultAttributes(),
});
export type Command = z.infer<typeof commandSchema>;
export type CommandInput = z.input<typeof commandSchema>;

/** One entry of `GET /api/commands/types`. */
export const commandTypeSchema = z.looseObject({ type: z.string() });
export type CommandType = z.infer<typeof commandTypeSchema>;
