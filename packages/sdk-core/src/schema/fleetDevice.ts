import * as z from 'zod/mini';
import { deviceSchema } from './device';
import { driverSchema } from './driver';
import { positionSchema } from './position';

/**
 * One vehicle of `GET /api2/devices`: the device with what the vehicle list needs in one call,
 * its latest position and its assigned driver.
 */
export const fleetDeviceSchema = z.extend(deviceSchema, {
  position: z._default(z.nullable(positionSchema), null),
  driver: z._default(z.nullable(driverSchema), null),
});
export type FleetDevice = z.infer<typeof fleetDeviceSchema>;
