import { defaultExpirationTime } from '../status/defaultExpirationTime';
import type { StatusPosition } from '../status/deriveDisplayStatus';
import { metresToKm } from '../units/distance';
import type { DateInput } from '../units/readDate';
import { knotsToKmh } from '../units/speed';
import { trustsOdometer, type VehicleFormValues } from './vehicleFormSchema';
import type { ExistingVehicle } from './vehicleFormToDevice';

/** Context of the form that the device itself does not hold. */
export interface VehicleFormContext {
  /** The vehicle's latest position; its `totalDistance` (metres) fills the odometer in km. */
  position?: StatusPosition | null;
  /** The vehicle's current mileage (from its computed attributes). */
  mileage?: string | number | null;
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * Initial values of the add/edit vehicle form. Every text field is a string (empty for a new
 * vehicle) so inputs stay controlled.
 * - `expirationTime` is the device's, or one year from `now` when missing (SPEC §5);
 * - `speedLimit` is shown back in km/h (stored in knots), rounded to 2 decimals, empty when unset;
 * - `odometerReading` is the position's `totalDistance` in km (2 decimals), or 0 without a position
 *   (the odometer field is then disabled);
 * - `groupId` is the group id as a string, empty for none;
 * - `trustOdometer` is whether the device counts its odometer for distance.
 * @param now the current time
 * @default now = new Date()
 * @example useForm({ defaultValues: vehicleFormDefaults(device, new Date(), { position }) })
 */
export function vehicleFormDefaults(
  device?: ExistingVehicle | null,
  now: DateInput = new Date(),
  context: VehicleFormContext = {},
): VehicleFormValues {
  const attributes = device?.attributes ?? {};
  const speedLimitKnots = attributes.speedLimit;
  const totalDistance = context.position?.attributes?.totalDistance;
  return {
    name: textOf(device?.name),
    category: textOf(device?.category),
    uniqueId: textOf(device?.uniqueId),
    phone: textOf(device?.phone),
    contact: textOf(device?.contact),
    model: textOf(device?.model),
    registration: textOf(attributes.registration),
    groupId: device?.groupId ? String(device.groupId) : '',
    speedLimit:
      typeof speedLimitKnots === 'number' && speedLimitKnots > 0 ? round2(knotsToKmh(speedLimitKnots)) : '',
    odometerReading:
      typeof totalDistance === 'number' && Number.isFinite(totalDistance)
        ? round2(metresToKm(totalDistance))
        : 0,
    mileage: context.mileage ?? '',
    trustOdometer: trustsOdometer(attributes),
    expirationTime: device?.expirationTime || defaultExpirationTime(now),
  };
}
