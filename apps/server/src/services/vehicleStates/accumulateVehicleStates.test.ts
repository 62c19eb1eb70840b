import { describe, expect, it } from 'vitest';
import { accumulateVehicleStates, type StatePosition } from './accumulateVehicleStates';

const MIN = 60_000;
const at = (minute: number, motion: boolean, ignition: boolean): StatePosition => ({
  time: minute * MIN,
  motion,
  ignition,
});

describe('accumulateVehicleStates', () => {
  it('gives each position’s state the time until the next position', () => {
    const totals = accumulateVehicleStates(
      [at(0, true, true), at(5, false, true), at(8, false, false), at(9, true, false)],
      { from: 0, to: 10 * MIN, offlineAfterMs: 10 * MIN },
    );
    expect(totals).toEqual({ moving: 5 * MIN, idling: 3 * MIN, stopped: MIN, unknown: MIN, offline: 0 });
  });

  it('counts silence past the offline timeout, and time before any position, as offline', () => {
    const totals = accumulateVehicleStates([at(10, true, true), at(40, false, false)], {
      from: 0,
      to: 60 * MIN,
      offlineAfterMs: 10 * MIN,
    });
    expect(totals).toEqual({ moving: 10 * MIN, idling: 0, stopped: 10 * MIN, unknown: 0, offline: 40 * MIN });
  });

  it('starts from the last position before the range', () => {
    const totals = accumulateVehicleStates([at(20, true, true)], {
      from: 10 * MIN,
      to: 30 * MIN,
      offlineAfterMs: 15 * MIN,
      previous: at(0, false, true),
    });
    // Idling from minute 0 lasts until minute 15 (timeout), offline to 20, moving to 30.
    expect(totals).toEqual({ moving: 10 * MIN, idling: 5 * MIN, stopped: 0, unknown: 0, offline: 5 * MIN });
  });

  it('sums to the length of the range', () => {
    const positions = Array.from({ length: 50 }, (_, i) => at(i * 7, i % 3 === 0, i % 2 === 0));
    const totals = accumulateVehicleStates(positions, {
      from: 3 * MIN,
      to: 300 * MIN,
      offlineAfterMs: 5 * MIN,
    });
    const sum = Object.values(totals).reduce((a, b) => a + b, 0);
    expect(sum).toBe(297 * MIN);
  });
});
