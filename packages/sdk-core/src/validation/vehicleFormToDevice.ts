import type { Device } from '../schema/device';
import { isValidDate, toDate } from '../units/localCalendar';
import { kmhToKnots } from '../units/speed';
import { TRUST_ODOMETER_ATTRIBUTE, type VehicleForm } from './vehicleFormSchema';

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
    /** Registration (number plate); null when emptied (the server then removes it). */
    registration?: string | null;
    /** Speed limit in knots; null when emptied (the server then removes it). */
    speedLimit?: number | null;
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
 * - `attributes.registration` is set, or cleared when empty;
 * - `attributes.speedLimit` is converted from the form's km/h to knots, or cleared when empty;
 * - `attributes['distance.useOdometer']` is `true` when the form trusts the odometer, else cleared.
 * A cleared attribute the vehicle had is sent as null, one it did not have is left out.
 *
 * `PUT /api2/devices/{id}` merges the attributes it is sent into the stored ones and removes those
 * sent as null, so a field emptied in the form is removed on the server.
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
  // Emptied: null when the vehicle had it (the server removes it), else left out.
  const clear = (key: string) => {
    if (existingAttributes && key in existingAttributes) attributes[key] = null;
    else delete attributes[key];
  };
  if (registration) attributes.registration = registration;
  else clear('registration');
  if (form.speedLimit === null || form.speedLimit === undefined) clear('speedLimit');
  else attributes.speedLimit = kmhToKnots(form.speedLimit);
  if (form.trustOdometer) attributes[TRUST_ODOMETER_ATTRIBUTE] = true;
  else clear(TRUST_ODOMETER_ATTRIBUTE);

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
