import * as z from 'zod';
import { attributesSchema, idSchema, nullableText } from './common';

/** A command to a device. `type: 'custom'` carries its text in `attributes.data`. */
export const commandSchema = z
  .object({
    id: idSchema.optional(),
    deviceId: idSchema,
    type: z.string().min(1),
    description: nullableText,
    textChannel: z.boolean().default(false),
    attributes: attributesSchema.default({}),
  })
  .loose();
export type Command = z.infer<typeof commandSchema>;
export type CommandInput = z.input<typeof commandSchema>;

/** One entry of `GET /api/commands/types`. */
export const commandTypeSchema = z.object({ type: z.string() }).loose();
export type CommandType = z.infer<typeof commandTypeSchema>;
