import { describe, expect, it } from 'vitest';
import { STOP_FILTER_MINUTES, type StopFilterMinutes } from '../constants';
import { reportStopSchema } from '../schema/report';
import { filterStops } from './filterStops';

const MINUTE = 60_000;

function stop(minutes: number) {
  return reportStopSchema.parse({
    deviceId: 1,
    deviceName: 'Truck 1',
    duration: minutes * MINUTE,
    startTime: '2024-05-01T06:00:00Z',
    endTime: '2024-05-01T07:00:00Z',
    latitude: 27.7,
    longitude: 85.3,
  });
}

const STOPS = [stop(2), stop(5), stop(9.99), stop(10), stop(45), stop(60), stop(120)];

describe('filterStops', () => {
  it('offers all, 5, 10, 30 and 60 minutes', () => {
    expect(STOP_FILTER_MINUTES).toEqual([0, 5, 10, 30, 60]);
  });

  it('keeps every stop for 0 (all) in a new array', () => {
    const all = filterStops(STOPS, 0);
    expect(all).toEqual(STOPS);
    expect(all).not.toBe(STOPS);
  });

  it('keeps stops that lasted at least the chosen minutes', () => {
    const minutesOf = (minutes: StopFilterMinutes) =>
      filterStops(STOPS, minutes).map((s) => s.duration / MINUTE);
    expect(minutesOf(5)).toEqual([5, 9.99, 10, 45, 60, 120]);
    expect(minutesOf(10)).toEqual([10, 45, 60, 120]);
    expect(minutesOf(30)).toEqual([45, 60, 120]);
    expect(minutesOf(60)).toEqual([60, 120]);
  });

  it('rejects minutes that are not a filter option', () => {
    expect(() => filterStops(STOPS, 15 as StopFilterMinutes)).toThrow(
      'Stops filter must be one of 0, 5, 10, 30, 60 minutes; got 15',
    );
  });
});
