import * as z from 'zod/mini';
import { defaultAttributes, idSchema, nullableDateTime, nullableText, numberOr } from './common';

/** A position (fix) as Traccar sends it. Speed in knots, course in degrees, altitude in metres. */
export const positionSchema = z.looseObject({
  id: idSchema,
  deviceId: idSchema,
  protocol: nullableText,
  serverTime: nullableDateTime,
  deviceTime: nullableDateTime,
  fixTime: nullableDateTime,
  outdated: z.optional(z.boolean()),
  valid: z._default(z.boolean(), true),
  latitude: z.number().check(z.gte(-90), z.lte(90)),
  longitude: z.number().check(z.gte(-180), z.lte(180)),
  altitude: numberOr(),
  speed: numberOr(),
  course: numberOr(),
  address: nullableText,
  accuracy: numberOr(),
  network: z.optional(z.unknown()),
  geofenceIds: z.optional(z.nullable(z.array(idSchema))),
  attributes: defaultAttributes(),
});
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
