import { afterEach, describe, expect, it, vi } from 'vitest';
import { KMH_PER_KNOT } from '../constants';
import { vehicleFormDefaults } from './vehicleFormDefaults';
import { vehicleFormSchema } from './vehicleFormSchema';
import { vehicleFormToDevice } from './vehicleFormToDevice';

const now = new Date('2025-05-01T06:00:00.000Z');

describe('vehicleFormDefaults', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts a new vehicle with empty texts, odometer 0 and an expiry one year from now', () => {
    expect(vehicleFormDefaults(undefined, now)).toEqual({
      name: '',
      category: '',
      uniqueId: '',
      phone: '',
      contact: '',
      model: '',
      registration: '',
      groupId: '',
      speedLimit: '',
      odometerReading: 0,
      mileage: '',
      trustOdometer: false,
      expirationTime: '2026-05-01T06:00:00.000Z',
    });
  });

  it('fills the form from an existing vehicle, its position and mileage', () => {
    const values = vehicleFormDefaults(
      {
        id: 7,
        name: 'Truck 12',
        category: 'truck',
        uniqueId: '3563',
        phone: '9800000000',
        contact: '9811111111',
        model: 'Tata',
        groupId: 4,
        expirationTime: '2025-12-01T00:00:00Z',
        attributes: {
          registration: 'BA 2 KHA 1234',
          speedLimit: 60 / KMH_PER_KNOT,
          'distance.useOdometer': true,
        },
      },
      now,
      { position: { attributes: { totalDistance: 1_520_456 } }, mileage: '6' },
    );
    expect(values).toEqual({
      name: 'Truck 12',
      category: 'truck',
      uniqueId: '3563',
      phone: '9800000000',
      contact: '9811111111',
      model: 'Tata',
      registration: 'BA 2 KHA 1234',
      groupId: '4',
      speedLimit: 60,
      odometerReading: 1520.46,
      mileage: '6',
      trustOdometer: true,
      expirationTime: '2025-12-01T00:00:00Z',
    });
  });

  it('defaults a missing expiry of an existing vehicle to one year from now (SPEC §5)', () => {
    const values = vehicleFormDefaults({ id: 1, name: 'Van', expirationTime: null }, now);
    expect(values.expirationTime).toBe('2026-05-01T06:00:00.000Z');
  });

  it('shows no speed limit and no group when the device has none, and reads null texts as empty', () => {
    const values = vehicleFormDefaults(
      { id: 1, groupId: 0, phone: null, attributes: { speedLimit: 0 } },
      now,
    );
    expect(values).toMatchObject({ groupId: '', speedLimit: '', phone: '' });
  });

  it('uses the current time when now is not given', () => {
    vi.useFakeTimers();
    vi.setSystemTime(now);
    expect(vehicleFormDefaults().expirationTime).toBe('2026-05-01T06:00:00.000Z');
  });

  it('round-trips: defaults of a device, validated and turned back, keep its values', () => {
    const device = {
      id: 9,
      name: 'Bus 3',
      category: 'bus',
      uniqueId: '8612',
      phone: '98',
      contact: '97',
      model: 'Ashok',
      groupId: 2,
      expirationTime: '2026-01-01T00:00:00.000Z',
      attributes: { registration: 'GA 1 KHA 9', speedLimit: 43.2 },
    };
    const body = vehicleFormToDevice(vehicleFormSchema.parse(vehicleFormDefaults(device, now)), device);
    expect(body).toMatchObject({ name: 'Bus 3', groupId: '2', expirationTime: device.expirationTime });
    expect(body.attributes.registration).toBe('GA 1 KHA 9');
    expect(body.attributes.speedLimit).toBeCloseTo(43.2, 2);
  });
});
