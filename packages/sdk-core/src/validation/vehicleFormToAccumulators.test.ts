import { describe, expect, it } from 'vitest';
import { deviceAccumulatorsSchema } from '../schema/device';
import { vehicleFormToAccumulators } from './vehicleFormToAccumulators';

describe('vehicleFormToAccumulators', () => {
  it('sends the odometer in metres: km x 1000', () => {
    expect(vehicleFormToAccumulators({ odometerReading: 1520.5 }, 7)).toEqual({
      deviceId: 7,
      totalDistance: 1_520_500,
    });
  });

  it('rounds to whole metres so float noise does not reach the server', () => {
    expect(vehicleFormToAccumulators({ odometerReading: 12.345 }, 1).totalDistance).toBe(12_345);
    expect(vehicleFormToAccumulators({ odometerReading: 0.1 + 0.2 }, 1).totalDistance).toBe(300);
  });

  it('includes engine hours (ms) only when given, so they are not reset', () => {
    expect(vehicleFormToAccumulators({ odometerReading: 10 }, 7, 3_600_000)).toEqual({
      deviceId: 7,
      hours: 3_600_000,
      totalDistance: 10_000,
    });
    expect(vehicleFormToAccumulators({ odometerReading: 10 }, 7, null)).not.toHaveProperty('hours');
  });

  it('matches the accumulators wire schema', () => {
    const body = vehicleFormToAccumulators({ odometerReading: 5 }, 3, 0);
    expect(deviceAccumulatorsSchema.parse(body)).toEqual(body);
  });
});
