import { describe, expect, it } from 'vitest';
import { type DrivingPosition, measureDriving, NO_DRIVING } from './measureDriving';
import { scoreDriver } from './scoreDriver';

const MIN = 60_000;
const HOUR = 60 * MIN;
// 0.009° of latitude is about 1 km.
const fix = (minute: number, km: number, extra: Partial<DrivingPosition> = {}): DrivingPosition => ({
  time: minute * MIN,
  latitude: 27 + km * 0.009,
  longitude: 85,
  speed: 20,
  motion: true,
  ignition: true,
  alarm: null,
  ...extra,
});
const options = {
  speedLimit: 30,
  maxGapMs: 10 * MIN,
  hourOf: (time: number) => Math.floor(time / HOUR) % 24,
};

describe('measureDriving', () => {
  it('measures distance, driving, overspeed, idling, night driving and harsh events', () => {
    const run = [
      fix(0, 0),
      fix(10, 10, { speed: 40, alarm: 'hardAcceleration' }),
      fix(20, 20, { alarm: 'hardBraking' }),
      fix(30, 20, { motion: false, speed: 0 }),
      fix(35, 20, { motion: false, ignition: false, speed: 0, alarm: 'hardCornering' }),
      fix(60, 20, { motion: false, ignition: false }),
    ];
    const m = measureDriving(run, options);
    expect(m.distance / 1000).toBeCloseTo(20, 0);
    expect(m).toMatchObject({
      drivingTime: 30 * MIN,
      overspeedTime: 10 * MIN,
      idlingTime: 5 * MIN,
      nightDrivingTime: 30 * MIN, // hour 0 is at night
      harshAcceleration: 1,
      harshBraking: 1,
      harshCornering: 1,
    });
  });

  it('takes the distance the server counted at ingest, so a GPS jump it left out adds nothing', () => {
    const run = [
      fix(0, 0, { distance: 0 }),
      fix(1, 1, { distance: 1000 }),
      fix(2, 50, { distance: 0 }),
      fix(3, 2, { distance: 0 }),
    ];
    expect(measureDriving(run, options).distance).toBe(1000);
  });

  it('does not count a gap longer than the offline timeout', () => {
    const m = measureDriving([fix(0, 0), fix(60, 30)], options);
    expect(m.drivingTime).toBe(0);
    expect(m.distance).toBe(0);
  });
});

describe('scoreDriver', () => {
  it('gives 100 to a calm daytime driver and null to one who did not drive', () => {
    expect(scoreDriver({ ...NO_DRIVING, distance: 50_000, drivingTime: HOUR }).score).toBe(100);
    expect(scoreDriver(NO_DRIVING).score).toBeNull();
  });

  it('takes points off per cause, capped', () => {
    const { score, breakdown } = scoreDriver({
      ...NO_DRIVING,
      distance: 100_000,
      drivingTime: 2 * HOUR,
      overspeedTime: HOUR,
      idlingTime: 2 * HOUR,
      nightDrivingTime: 2 * HOUR,
      harshAcceleration: 2,
      harshBraking: 50,
      harshCornering: 0,
    });
    expect(breakdown).toEqual({
      overspeed: 20,
      harshAcceleration: 4,
      harshBraking: 10,
      harshCornering: 0,
      idling: 10,
      nightDriving: 10,
    });
    expect(score).toBe(46);
  });

  it('counts harsh events over at least 100 km', () => {
    const short = scoreDriver({ ...NO_DRIVING, distance: 1000, drivingTime: MIN, harshBraking: 1 });
    expect(short.breakdown.harshBraking).toBe(2);
  });
});
