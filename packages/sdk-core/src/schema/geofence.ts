import * as z from 'zod';
import { attributesSchema, idSchema, nullableText, optionalLink } from './common';

/**
 * A geofence. `area` is Traccar WKT, latitude first: `CIRCLE (lat lon, radius)` or
 * `POLYGON ((lat lon, lat lon, ...))`. Parse it with `parseArea`.
 */
export const geofenceSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    description: nullableText,
    area: z.string(),
    calendarId: optionalLink,
    attributes: attributesSchema.default({}),
  })
  .loose();
export type Geofence = z.infer<typeof geofenceSchema>;

export const geofenceInputSchema = geofenceSchema
  .omit({ id: true })
  .extend({ id: idSchema.optional(), name: z.string().trim().min(1, 'Enter a name') })
  .loose();
export type GeofenceInput = z.input<typeof geofenceInputSchema>;
