import type { Device } from '../schema/device';
import { isValidDate, toDate } from '../units/localCalendar';
import { kmhToKnots } from '../units/speed';
import type { VehicleForm } from './vehicleFormSchema';

/**
 * Device fields never sent back in an update (SPEC §3), plus `position` and `driver`, which
 * `GET /api2/devices` joins onto each vehicle but which are not device fields.
 */
export const STRIPPED_DEVICE_FIELDS = [
  'installation',
  'disabled',
  'calendarId',
  'positionId',
  'lastUpdate',
  'position',
  'driver',
] as const;

/** Body of `POST /api2/devices` and `PUT /api2/devices/{id}` (SPEC §7). */
export interface VehicleDeviceBody {
  name: string;
  category: string;
  uniqueId: string;
  phone: string;
  contact: string;
  model: string | null;
  /** ISO-8601 expiry of the vehicle's subscription. */
  expirationTime: string;
  /** The group id as a string; absent when the vehicle is in no group. */
  groupId?: string;
  attributes: {
    /** Registration (number plate); absent when empty. */
    registration?: string;
    /** Speed limit in knots; absent when none is set. */
    speedLimit?: number;
    [key: string]: unknown;
  };
  [key: string]: unknown;
}

/** An existing vehicle: a device, possibly with the joined fields of `GET /api2/devices`. */
export type ExistingVehicle = Partial<Device> & Readonly<Record<string, unknown>>;

function groupIdText(groupId: VehicleForm['groupId']): string | undefined {
  if (groupId === null || groupId === undefined) return undefined;
  const text = String(groupId).trim();
  return text === '' || text === '0' ? undefined : text;
}

function isoOrAsIs(value: string): string {
  const parsed = toDate(value);
  return isValidDate(parsed) ? parsed.toISOString() : value;
}

/**
 * Builds the device body of a vehicle add or update from a valid form. On update, the existing
 * device's fields (its `id`, unknown server fields and other attributes) are kept, the fields of
 * {@link STRIPPED_DEVICE_FIELDS} are removed, and the form's fields win:
 * - `groupId` is sent as a string, and left out when empty or 0 (no group);
 * - `attributes.registration` is set, or removed when empty;
 * - `attributes.speedLimit` is converted from the form's km/h to knots, or removed when empty;
 * - `expirationTime` is normalised to ISO-8601 UTC when it parses.
 *
 * `odometerReading` and `mileage` are not device fields: see `vehicleFormToAccumulators` and
 * `shouldSendMileage`.
 * @example vehiclesApi.update(device.id, vehicleFormToDevice(vehicleFormSchema.parse(values), device))
 */
export function vehicleFormToDevice(form: VehicleForm, existing?: ExistingVehicle | null): VehicleDeviceBody {
  const kept: Record<string, unknown> = { ...existing };
  for (const field of STRIPPED_DEVICE_FIELDS) delete kept[field];
  delete kept.groupId;

  const existingAttributes = existing?.attributes;
  const attributes: VehicleDeviceBody['attributes'] = { ...existingAttributes };
  const registration = form.registration?.trim();
  if (registration) attributes.registration = registration;
  else delete attributes.registration;
  if (form.speedLimit === null || form.speedLimit === undefined) delete attributes.speedLimit;
  else attributes.speedLimit = kmhToKnots(form.speedLimit);

  const body: VehicleDeviceBody = {
    ...kept,
    name: form.name,
    category: form.category,
    uniqueId: form.uniqueId,
    phone: form.phone,
    contact: form.contact,
    model: form.model || null,
    expirationTime: isoOrAsIs(form.expirationTime),
    attributes,
  };
  const groupId = groupIdText(form.groupId);
  if (groupId !== undefined) body.groupId = groupId;
  return body;
}
