import * as z from 'zod/mini';

/**
 * The device attribute that lets a vehicle's own odometer count for its distance (Traccar's attribute
 * naming). Without it, distance comes from the positions; with it, odometer increases count when they
 * are plausible for the time and speeds reported (docs/decisions/distance-source.md).
 */
export const TRUST_ODOMETER_ATTRIBUTE = 'distance.useOdometer';

/** Whether a device's attributes set it to trust its odometer (`true`, or the text `true` Traccar may store). */
export function trustsOdometer(attributes: Readonly<Record<string, unknown>> | null | undefined): boolean {
  const value = attributes?.[TRUST_ODOMETER_ATTRIBUTE];
  return value === true || value === 'true';
}

/** The vehicle form's error texts (SPEC §5), keyed by field. */
export const VEHICLE_FORM_MESSAGES = {
  name: 'Enter valid name',
  category: 'Select vehicle type',
  uniqueId: 'Enter valid vehicle identifier',
  phone: 'Enter valid phone number',
  contact: 'Enter valid contact number',
  odometerReading: 'Enter valid odometer reading',
  expirationTime: 'Select valid date',
  /** Not quoted by SPEC: shown for a speed limit that is not a number of 0 km/h or more. */
  speedLimit: 'Enter valid speed limit',
} as const;

/**
 * A number typed into an input: a number, or a string that reads as one. An empty string means
 * nothing typed: `undefined` for an optional field, an error for a required one.
 */
function inputNumber(message: string) {
  return z.pipe(
    z.union([z.number(), z.string()], { error: message }),
    z.transform((value: number | string) => {
      if (typeof value === 'number') return value;
      const text = value.trim();
      return text === '' ? undefined : Number(text);
    }),
  );
}

function nonNegative(message: string) {
  return z.number({ error: message }).check(z.gte(0, { error: message }));
}

function text(min: number, message: string) {
  return z.string({ error: message }).check(z.trim(), z.minLength(min, { error: message }));
}

/**
 * The add/edit vehicle form (SPEC §5). Texts are trimmed; `odometerReading` (km) and `speedLimit`
 * (km/h) accept what a text input gives and come out as numbers.
 *
 * | field           | rule                              | message                          |
 * |-----------------|-----------------------------------|----------------------------------|
 * | name            | at least 3 characters             | Enter valid name                 |
 * | category        | at least 2 characters             | Select vehicle type              |
 * | uniqueId        | at least 2 characters             | Enter valid vehicle identifier   |
 * | phone           | at least 2 characters             | Enter valid phone number         |
 * | contact         | at least 2 characters             | Enter valid contact number       |
 * | odometerReading | required, a number >= 0 (km)      | Enter valid odometer reading     |
 * | expirationTime  | at least 2 characters             | Select valid date                |
 * | speedLimit      | optional, a number >= 0 (km/h)    | Enter valid speed limit          |
 *
 * `model`, `registration`, `mileage`, `groupId` and `trustOdometer` (a checkbox: `true` or `'true'`)
 * are optional.
 * @example vehicleFormSchema.safeParse(values).error?.issues[0]?.message
 */
export const vehicleFormSchema = z.object({
  name: text(3, VEHICLE_FORM_MESSAGES.name),
  category: text(2, VEHICLE_FORM_MESSAGES.category),
  uniqueId: text(2, VEHICLE_FORM_MESSAGES.uniqueId),
  phone: text(2, VEHICLE_FORM_MESSAGES.phone),
  contact: text(2, VEHICLE_FORM_MESSAGES.contact),
  odometerReading: z.pipe(
    inputNumber(VEHICLE_FORM_MESSAGES.odometerReading),
    nonNegative(VEHICLE_FORM_MESSAGES.odometerReading),
  ),
  expirationTime: text(2, VEHICLE_FORM_MESSAGES.expirationTime),
  model: z.nullish(z.string().check(z.trim())),
  registration: z.nullish(z.string().check(z.trim())),
  /** The mileage (km per litre) sent to the mileage connection; see `shouldSendMileage`. */
  mileage: z.nullish(z.union([z.string(), z.number()])),
  /** The group id as the select gives it; empty means no group. */
  groupId: z.nullish(z.union([z.string(), z.number()])),
  /** Whether the vehicle's odometer counts for its distance ({@link TRUST_ODOMETER_ATTRIBUTE}). */
  trustOdometer: z.optional(
    z.pipe(
      z.nullable(z.union([z.boolean(), z.string()])),
      z.transform((value: boolean | string | null) => value === true || value === 'true'),
    ),
  ),
  /** The speed limit in km/h; stored on the device in knots. */
  speedLimit: z.nullish(
    z.pipe(
      inputNumber(VEHICLE_FORM_MESSAGES.speedLimit),
      z.optional(nonNegative(VEHICLE_FORM_MESSAGES.speedLimit)),
    ),
  ),
});

/** What the vehicle form holds while being edited (numbers may still be strings). */
export type VehicleFormValues = z.input<typeof vehicleFormSchema>;
/** A valid vehicle form, with numbers read. */
export type VehicleForm = z.output<typeof vehicleFormSchema>;
