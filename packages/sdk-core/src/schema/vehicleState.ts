import * as z from 'zod/mini';
import { idSchema, isoDateTime } from './common';

/** One vehicle's time per state over a range, in ms (`GET /api2/vehicle-states`). */
export const vehicleStatesSchema = z.looseObject({
  deviceId: idSchema,
  name: z.string(),
  from: isoDateTime,
  /** The end actually counted: the asked end, or now when that is later. */
  to: isoDateTime,
  moving: z.number(),
  idling: z.number(),
  stopped: z.number(),
  offline: z.number(),
  /** Motion reported without ignition (shown as N/A). */
  unknown: z.number(),
});
export type VehicleStates = z.infer<typeof vehicleStatesSchema>;
