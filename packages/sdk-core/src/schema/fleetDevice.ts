import type { z } from 'zod';
import { deviceSchema } from './device';
import { driverSchema } from './driver';
import { positionSchema } from './position';

/**
 * One vehicle of `GET /api2/devices`: the device with what the vehicle list needs in one call,
 * its latest position and its assigned driver.
 */
export const fleetDeviceSchema = deviceSchema.extend({
  position: positionSchema.nullable().default(null),
  driver: driverSchema.nullable().default(null),
});
export type FleetDevice = z.infer<typeof fleetDeviceSchema>;
