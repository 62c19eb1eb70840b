import * as z from 'zod';
import { attributesSchema, idSchema, isoDateTime, nullableText, optionalLink } from './common';

/** Connection status Traccar reports for a device. */
export const deviceStatusSchema = z.enum(['online', 'offline', 'unknown']);
export type DeviceStatus = z.infer<typeof deviceStatusSchema>;

/** The 17 vehicle categories (icon types) of the product. */
export const VEHICLE_CATEGORIES = [
  'car',
  'dirtBike',
  'bus',
  'ambulance',
  'fire',
  'jcb',
  'schoolBus',
  'truck',
  'van',
  'cycle',
  'motorcycle',
  'pickup',
  'safari',
  'scooter',
  'tempo',
  'tractor',
  'rmc',
] as const;
export type VehicleCategory = (typeof VEHICLE_CATEGORIES)[number];

/** A vehicle (Traccar device). Unknown extra fields pass through. */
export const deviceSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    uniqueId: z.string(),
    status: deviceStatusSchema.catch('unknown').default('unknown'),
    disabled: z.boolean().default(false),
    lastUpdate: isoDateTime.nullable().optional(),
    positionId: optionalLink,
    groupId: optionalLink,
    calendarId: optionalLink,
    phone: nullableText,
    model: nullableText,
    contact: nullableText,
    category: nullableText,
    expirationTime: isoDateTime.nullable().optional(),
    attributes: attributesSchema.default({}),
  })
  .loose();
export type Device = z.infer<typeof deviceSchema>;

/** Typed view of the device attributes the product uses. */
export interface DeviceAttributes {
  /** Registration (number plate). */
  registration?: string;
  /** Speed limit in knots (the UI shows km/h). */
  speedLimit?: number;
  [key: string]: unknown;
}

/** Body of `POST /api/devices` and `PUT /api/devices/{id}` (Traccar). */
export const deviceInputSchema = deviceSchema
  .omit({ id: true, status: true, lastUpdate: true, positionId: true })
  .extend({ id: idSchema.optional() })
  .loose();
export type DeviceInput = z.input<typeof deviceInputSchema>;

/** Body of `PUT /api/devices/{id}/accumulators`: hours in ms, totalDistance in metres. */
export const deviceAccumulatorsSchema = z.object({
  deviceId: idSchema,
  totalDistance: z.number().nonnegative().optional(),
  hours: z.number().nonnegative().optional(),
});
export type DeviceAccumulators = z.infer<typeof deviceAccumulatorsSchema>;
