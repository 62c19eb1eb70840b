import { describe, expect, it } from 'vitest';
import {
  trustsOdometer,
  VEHICLE_FORM_MESSAGES,
  type VehicleFormValues,
  vehicleFormSchema,
} from './vehicleFormSchema';

const valid: VehicleFormValues = {
  name: 'Truck 12',
  category: 'truck',
  uniqueId: '356307042441013',
  phone: '9800000000',
  contact: '9811111111',
  odometerReading: '1520.5',
  expirationTime: '2026-03-01T00:00:00.000Z',
};

function messagesFor(values: Record<string, unknown>): Record<string, string> {
  const result = vehicleFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('vehicleFormSchema', () => {
  it('accepts a complete form and reads the odometer typed as text as a number of km', () => {
    const form = vehicleFormSchema.parse(valid);
    expect(form.odometerReading).toBe(1520.5);
    expect(form.name).toBe('Truck 12');
  });

  it("shows SPEC's message for every required field of an empty form", () => {
    expect(messagesFor({})).toEqual({
      name: 'Enter valid name',
      category: 'Select vehicle type',
      uniqueId: 'Enter valid vehicle identifier',
      phone: 'Enter valid phone number',
      contact: 'Enter valid contact number',
      odometerReading: 'Enter valid odometer reading',
      expirationTime: 'Select valid date',
    });
  });

  it('needs a name of at least 3 characters, not counting surrounding spaces', () => {
    expect(messagesFor({ ...valid, name: 'ab' })).toEqual({ name: VEHICLE_FORM_MESSAGES.name });
    expect(messagesFor({ ...valid, name: '  ab  ' })).toEqual({ name: VEHICLE_FORM_MESSAGES.name });
    expect(messagesFor({ ...valid, name: 'abc' })).toEqual({});
  });

  it('needs at least 2 characters for category, identifier, phone, contact and expiry', () => {
    expect(
      messagesFor({ ...valid, category: 'a', uniqueId: '1', phone: '9', contact: '9', expirationTime: 'x' }),
    ).toEqual({
      category: 'Select vehicle type',
      uniqueId: 'Enter valid vehicle identifier',
      phone: 'Enter valid phone number',
      contact: 'Enter valid contact number',
      expirationTime: 'Select valid date',
    });
    expect(
      messagesFor({
        ...valid,
        category: 'ab',
        uniqueId: '12',
        phone: '98',
        contact: '98',
        expirationTime: 'ab',
      }),
    ).toEqual({});
  });

  it('requires an odometer reading of 0 km or more, as a number or numeric text', () => {
    const odometerError = { odometerReading: 'Enter valid odometer reading' };
    expect(messagesFor({ ...valid, odometerReading: '' })).toEqual(odometerError);
    expect(messagesFor({ ...valid, odometerReading: '   ' })).toEqual(odometerError);
    expect(messagesFor({ ...valid, odometerReading: 'abc' })).toEqual(odometerError);
    expect(messagesFor({ ...valid, odometerReading: -1 })).toEqual(odometerError);
    expect(messagesFor({ ...valid, odometerReading: null })).toEqual(odometerError);
    expect(messagesFor({ ...valid, odometerReading: undefined })).toEqual(odometerError);
    expect(vehicleFormSchema.parse({ ...valid, odometerReading: 0 }).odometerReading).toBe(0);
    expect(vehicleFormSchema.parse({ ...valid, odometerReading: ' 42 ' }).odometerReading).toBe(42);
  });

  it('leaves model, registration, mileage and group optional', () => {
    const form = vehicleFormSchema.parse(valid);
    expect(form.model).toBeUndefined();
    expect(form.registration).toBeUndefined();
    expect(form.mileage).toBeUndefined();
    expect(form.groupId).toBeUndefined();
    const filled = vehicleFormSchema.parse({
      ...valid,
      model: ' X1 ',
      registration: 'BA 2 PA 1234',
      mileage: '14',
      groupId: '3',
    });
    expect(filled).toMatchObject({ model: 'X1', registration: 'BA 2 PA 1234', mileage: '14', groupId: '3' });
  });

  it('reads an optional speed limit in km/h, empty meaning none', () => {
    expect(vehicleFormSchema.parse({ ...valid, speedLimit: '80' }).speedLimit).toBe(80);
    expect(vehicleFormSchema.parse({ ...valid, speedLimit: 60 }).speedLimit).toBe(60);
    expect(vehicleFormSchema.parse({ ...valid, speedLimit: '' }).speedLimit).toBeUndefined();
    expect(vehicleFormSchema.parse({ ...valid, speedLimit: null }).speedLimit).toBeNull();
    expect(messagesFor({ ...valid, speedLimit: 'fast' })).toEqual({
      speedLimit: VEHICLE_FORM_MESSAGES.speedLimit,
    });
    expect(messagesFor({ ...valid, speedLimit: -5 })).toEqual({
      speedLimit: VEHICLE_FORM_MESSAGES.speedLimit,
    });
  });
});

describe('trustsOdometer', () => {
  it('reads distance.useOdometer as true or the text true, and nothing else', () => {
    expect(trustsOdometer({ 'distance.useOdometer': true })).toBe(true);
    expect(trustsOdometer({ 'distance.useOdometer': 'true' })).toBe(true);
    expect(trustsOdometer({ 'distance.useOdometer': 'yes' })).toBe(false);
    expect(trustsOdometer({})).toBe(false);
    expect(trustsOdometer(null)).toBe(false);
    expect(vehicleFormSchema.parse({ ...valid, trustOdometer: 'true' }).trustOdometer).toBe(true);
    expect(vehicleFormSchema.parse({ ...valid, trustOdometer: 'false' }).trustOdometer).toBe(false);
  });
});
