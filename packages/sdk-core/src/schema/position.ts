import * as z from 'zod';
import { attributesSchema, idSchema, isoDateTime, nullableText } from './common';

/** A position (fix) as Traccar sends it. Speed in knots, course in degrees, altitude in metres. */
export const positionSchema = z
  .object({
    id: idSchema,
    deviceId: idSchema,
    protocol: nullableText,
    serverTime: isoDateTime.nullable().optional(),
    deviceTime: isoDateTime.nullable().optional(),
    fixTime: isoDateTime.nullable().optional(),
    outdated: z.boolean().optional(),
    valid: z.boolean().default(true),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    altitude: z.number().default(0),
    speed: z.number().default(0),
    course: z.number().default(0),
    address: nullableText,
    accuracy: z.number().default(0),
    network: z.unknown().optional(),
    geofenceIds: z.array(idSchema).nullable().optional(),
    attributes: attributesSchema.default({}),
  })
  .loose();
export type Position = z.infer<typeof positionSchema>;

/** Typed view of the position attributes the product uses. */
export interface PositionAttributes {
  motion?: boolean;
  ignition?: boolean;
  /** Odometer-like total in metres. */
  totalDistance?: number;
  /** Distance since the previous position, metres. */
  distance?: number;
  /** Engine hours in ms. */
  hours?: number;
  /** GPS satellites in view. */
  sat?: number;
  /** GSM signal strength. */
  rssi?: number;
  /** Alarm name(s), comma-separated when several. */
  alarm?: string;
  /** Fuel used, litres. */
  fuelUsed?: number;
  batteryLevel?: number;
  blocked?: boolean;
  driverUniqueId?: string;
  [key: string]: unknown;
}
