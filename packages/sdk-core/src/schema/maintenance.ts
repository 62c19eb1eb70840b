import * as z from 'zod';
import { attributesSchema, idSchema } from './common';

/**
 * A maintenance schedule (Traccar): `type` is the position attribute it follows (e.g. `totalDistance`
 * in metres, `hours` in ms), due first at `start` and then every `period`.
 */
export const maintenanceSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    type: z.string(),
    start: z.number(),
    period: z.number(),
    attributes: attributesSchema.default({}),
  })
  .loose();
export type Maintenance = z.infer<typeof maintenanceSchema>;

export const maintenanceInputSchema = maintenanceSchema
  .omit({ id: true })
  .extend({
    id: idSchema.optional(),
    name: z.string().trim().min(1, 'Enter a name'),
    period: z.number().positive('Enter a period above 0'),
  })
  .loose();
export type MaintenanceInput = z.input<typeof maintenanceInputSchema>;
