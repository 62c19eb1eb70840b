import * as z from 'zod/mini';
import { defaultAttributes, idSchema, nullableText, optionalLink, requiredName } from './common';

/**
 * A geofence. `area` is Traccar WKT, latitude first: `CIRCLE (lat lon, radius)` or
 * `POLYGON ((lat lon, lat lon, ...))`. Parse it with `parseArea`.
 */
export const geofenceSchema = z.looseObject({
  id: idSchema,
  name: z.string(),
  description: nullableText,
  area: z.string(),
  calendarId: optionalLink,
  attributes: defaultAttributes(),
});
export type Geofence = z.infer<typeof geofenceSchema>;

export const geofenceInputSchema = z.extend(z.omit(geofenceSchema, { id: true }), {
  id: z.optional(idSchema),
  name: requiredName('Enter a name'),
});
export type GeofenceInput = z.input<typeof geofenceInputSchema>;
