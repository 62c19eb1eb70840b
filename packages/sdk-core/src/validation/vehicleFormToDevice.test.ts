import { describe, expect, it } from 'vitest';
import { KMH_PER_KNOT } from '../constants';
import { deviceSchema } from '../schema/device';
import { type VehicleForm, vehicleFormSchema } from './vehicleFormSchema';
import { vehicleFormToDevice } from './vehicleFormToDevice';

const form: VehicleForm = vehicleFormSchema.parse({
  name: 'Truck 12',
  category: 'truck',
  uniqueId: '356307042441013',
  phone: '9800000000',
  contact: '9811111111',
  model: 'Tata 1613',
  registration: 'BA 2 KHA 1234',
  odometerReading: '1520',
  mileage: '6',
  groupId: '4',
  speedLimit: '60',
  expirationTime: '2026-03-01T00:00:00.000Z',
});

const existing = {
  ...deviceSchema.parse({
    id: 7,
    name: 'Old name',
    uniqueId: '356307042441013',
    status: 'online',
    disabled: false,
    lastUpdate: '2025-01-01T10:00:00Z',
    positionId: 99,
    groupId: 2,
    calendarId: 5,
    category: 'car',
    expirationTime: '2025-12-01T00:00:00Z',
    attributes: { registration: 'OLD', speedLimit: 20, fuelTank: 60 },
    installation: '2024-01-01',
  }),
  position: { id: 99 },
  driver: { id: 3 },
};

describe('vehicleFormToDevice', () => {
  it('keeps the existing device fields and lets the form fields win', () => {
    const body = vehicleFormToDevice(form, existing);
    expect(body).toMatchObject({
      id: 7,
      status: 'online',
      name: 'Truck 12',
      category: 'truck',
      uniqueId: '356307042441013',
      phone: '9800000000',
      contact: '9811111111',
      model: 'Tata 1613',
      expirationTime: '2026-03-01T00:00:00.000Z',
    });
    expect(body.attributes.fuelTank).toBe(60);
  });

  it('strips installation, disabled, calendarId, positionId and lastUpdate, and the joined position and driver', () => {
    const body = vehicleFormToDevice(form, existing);
    for (const field of [
      'installation',
      'disabled',
      'calendarId',
      'positionId',
      'lastUpdate',
      'position',
      'driver',
    ]) {
      expect(body).not.toHaveProperty(field);
    }
    expect(existing).toHaveProperty('positionId', 99);
  });

  it('sets the registration and converts the speed limit from km/h to knots', () => {
    const body = vehicleFormToDevice(form, existing);
    expect(body.attributes.registration).toBe('BA 2 KHA 1234');
    expect(body.attributes.speedLimit).toBeCloseTo(60 / KMH_PER_KNOT, 10);
  });

  it('removes the registration, speed limit and odometer trust when the form leaves them empty (null: the server removes them)', () => {
    const body = vehicleFormToDevice({ ...form, registration: ' ', speedLimit: undefined }, existing);
    expect(body.attributes).not.toHaveProperty('distance.useOdometer');
    expect(body.attributes.registration).toBeNull();
    expect(body.attributes.speedLimit).toBeNull();
    expect(body.attributes.fuelTank).toBe(60);
    const trusted = vehicleFormToDevice({ ...form, trustOdometer: true }, existing);
    expect(trusted.attributes['distance.useOdometer']).toBe(true);
    expect(
      vehicleFormToDevice(form, { ...existing, attributes: trusted.attributes }).attributes[
        'distance.useOdometer'
      ],
    ).toBeNull();
  });

  it('sends the group id as a string and leaves it out when no group is chosen', () => {
    expect(vehicleFormToDevice(form, existing).groupId).toBe('4');
    expect(vehicleFormToDevice({ ...form, groupId: 5 }).groupId).toBe('5');
    expect(vehicleFormToDevice({ ...form, groupId: '' }, existing)).not.toHaveProperty('groupId');
    expect(vehicleFormToDevice({ ...form, groupId: '0' }, existing)).not.toHaveProperty('groupId');
    expect(vehicleFormToDevice({ ...form, groupId: null }, existing)).not.toHaveProperty('groupId');
  });

  it('builds a new vehicle body from the form alone, without odometer or mileage', () => {
    const body = vehicleFormToDevice({ ...form, model: '' });
    expect(body).toEqual({
      name: 'Truck 12',
      category: 'truck',
      uniqueId: '356307042441013',
      phone: '9800000000',
      contact: '9811111111',
      model: null,
      expirationTime: '2026-03-01T00:00:00.000Z',
      groupId: '4',
      attributes: { registration: 'BA 2 KHA 1234', speedLimit: 60 / KMH_PER_KNOT },
    });
  });

  it('normalises a parseable expiry to ISO-8601 UTC and passes anything else through', () => {
    expect(vehicleFormToDevice({ ...form, expirationTime: '2026-03-01T05:45:00+05:45' }).expirationTime).toBe(
      '2026-03-01T00:00:00.000Z',
    );
    expect(vehicleFormToDevice({ ...form, expirationTime: 'soon' }).expirationTime).toBe('soon');
  });
});
