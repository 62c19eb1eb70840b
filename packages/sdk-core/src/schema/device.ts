import * as z from 'zod/mini';
import { defaultAttributes, flagOff, idSchema, nullableDateTime, nullableText, optionalLink } from './common';

/** Connection statuses Traccar reports for a device. */
export const DEVICE_STATUSES = ['online', 'offline', 'unknown'] as const;
/** Connection status Traccar reports for a device. */
export const deviceStatusSchema = z.enum(DEVICE_STATUSES);
export type DeviceStatus = z.infer<typeof deviceStatusSchema>;

/** A missing or unrecognised status reads as 'unknown', so a newer server's value never fails a list. */
const statusOrUnknown = z.pipe(
  z.optional(z.unknown()),
  z.transform(
    (value): DeviceStatus =>
      DEVICE_STATUSES.includes(value as DeviceStatus) ? (value as DeviceStatus) : 'unknown',
  ),
);

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
export const deviceSchema = z.looseObject({
  id: idSchema,
  name: z.string(),
  uniqueId: z.string(),
  status: statusOrUnknown,
  disabled: flagOff(),
  lastUpdate: nullableDateTime,
  positionId: optionalLink,
  groupId: optionalLink,
  calendarId: optionalLink,
  phone: nullableText,
  model: nullableText,
  contact: nullableText,
  category: nullableText,
  expirationTime: nullableDateTime,
  attributes: defaultAttributes(),
});
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
export const deviceInputSchema = z.extend(
  z.omit(deviceSchema, { id: true, status: true, lastUpdate: true, positionId: true }),
  { id: z.optional(idSchema) },
);
export type DeviceInput = z.input<typeof deviceInputSchema>;

/** Body of `PUT /api/devices/{id}/accumulators`: hours in ms, totalDistance in metres. */
export const deviceAccumulatorsSchema = z.object({
  deviceId: idSchema,
  totalDistance: z.optional(z.number().check(z.nonnegative())),
  hours: z.optional(z.number().check(z.nonnegative())),
});
export type DeviceAccumulators = z.infer<typeof deviceAccumulatorsSchema>;
