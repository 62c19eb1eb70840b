import * as z from 'zod';
import { attributesSchema, idSchema } from './common';

/** A driver. `attributes.phone` holds the phone number. */
export const driverSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    uniqueId: z.string(),
    attributes: attributesSchema.default({}),
  })
  .loose();
export type Driver = z.infer<typeof driverSchema>;

export const driverInputSchema = driverSchema
  .omit({ id: true })
  .extend({ id: idSchema.optional(), name: z.string().trim().min(1, 'Enter a name') })
  .loose();
export type DriverInput = z.input<typeof driverInputSchema>;

/** One row of `GET /api2/devices/drivers`: a vehicle and the drivers linked to it. */
export const deviceDriversSchema = z.object({
  deviceId: idSchema,
  drivers: z.array(driverSchema),
});
export type DeviceDrivers = z.infer<typeof deviceDriversSchema>;
