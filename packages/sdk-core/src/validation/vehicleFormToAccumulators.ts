import type { DeviceAccumulators } from '../schema/device';
import { kmToMetres } from '../units/distance';
import type { VehicleForm } from './vehicleFormSchema';

/**
 * Builds the body of `PUT /api/devices/{id}/accumulators` from the vehicle form's odometer:
 * `totalDistance` is the reading in km × 1000, rounded to whole metres. `hours` (engine hours, ms)
 * is included only when given, so the engine hours are not reset by an odometer change.
 *
 * Send it only when a position is known: without one the odometer field is disabled (SPEC §5).
 * @param hours engine hours to keep or set, in ms
 * @example vehicleFormToAccumulators({ odometerReading: 12.5 }, 7) // { deviceId: 7, totalDistance: 12500 }
 */
export function vehicleFormToAccumulators(
  form: Pick<VehicleForm, 'odometerReading'>,
  deviceId: number,
  hours?: number | null,
): DeviceAccumulators {
  const totalDistance = Math.round(kmToMetres(form.odometerReading));
  return hours === null || hours === undefined
    ? { deviceId, totalDistance }
    : { deviceId, hours, totalDistance };
}
