import { fleetDeviceSchema } from '@fleetkit/sdk-core';
import { describe, expect, it } from 'vitest';
import { vehicleMatches } from './vehicleMatches';

const vehicle = fleetDeviceSchema.parse({
  id: 7,
  name: 'Sajha Bus 07',
  uniqueId: '860000000000207',
  phone: '+9779800000007',
  attributes: { registration: 'BA 2 KHA 1234' },
  driver: { id: 3, name: 'Ram Thapa', uniqueId: 'DRV-1', attributes: {} },
});

describe('vehicleMatches', () => {
  it('finds a vehicle by name, IMEI, registration, SIM or driver', () => {
    for (const needle of ['sajha', '0207', 'kha 1234', '980000', 'ram t']) {
      expect(vehicleMatches(vehicle, needle)).toBe(true);
    }
  });

  it('leaves out a vehicle that matches nothing', () => {
    expect(vehicleMatches(vehicle, 'tanker')).toBe(false);
  });
});
