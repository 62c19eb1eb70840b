import * as z from 'zod/mini';
import { defaultAttributes, idSchema, requiredName } from './common';

/**
 * A maintenance schedule (Traccar): `type` is the position attribute it follows (e.g. `totalDistance`
 * in metres, `hours` in ms), due first at `start` and then every `period`.
 */
export const maintenanceSchema = z.looseObject({
  id: idSchema,
  name: z.string(),
  type: z.string(),
  start: z.number(),
  period: z.number(),
  attributes: defaultAttributes(),
});
export type Maintenance = z.infer<typeof maintenanceSchema>;

export const maintenanceInputSchema = z.extend(z.omit(maintenanceSchema, { id: true }), {
  id: z.optional(idSchema),
  name: requiredName('Enter a name'),
  period: z.number().check(z.positive('Enter a period above 0')),
});
export type MaintenanceInput = z.input<typeof maintenanceInputSchema>;
