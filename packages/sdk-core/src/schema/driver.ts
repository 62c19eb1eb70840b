import * as z from 'zod/mini';
import { defaultAttributes, idSchema, requiredName } from './common';

/** A driver. `attributes.phone` holds the phone number. */
export const driverSchema = z.looseObject({
  id: idSchema,
  name: z.string(),
  uniqueId: z.string(),
  attributes: defaultAttributes(),
});
export type Driver = z.infer<typeof driverSchema>;

export const driverInputSchema = z.extend(z.omit(driverSchema, { id: true }), {
  id: z.optional(idSchema),
  name: requiredName('Enter a name'),
});
export type DriverInput = z.input<typeof driverInputSchema>;

/** One row of `GET /api2/devices/drivers`: a vehicle and the drivers linked to it. */
export const deviceDriversSchema = z.object({
  deviceId: idSchema,
  drivers: z.array(driverSchema),
});
export type DeviceDrivers = z.infer<typeof deviceDriversSchema>;
