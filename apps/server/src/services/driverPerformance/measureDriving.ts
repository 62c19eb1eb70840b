import { haversineDistance } from '@fleetkit/sdk-core';

/** A stored position as driver performance reads it. */
export interface DrivingPosition {
  /** Fix time, ms since the epoch. */
  time: number;
  latitude: number;
  longitude: number;
  /** Knots. */
  speed: number;
  motion: boolean;
  ignition: boolean;
  alarm: string | null;
  /**
   * Metres since the previous position as the server counted them at ingest (its `distance`
   * attribute, GPS jumps left out); null for a position stored without one.
   */
  distance?: number | null;
}

/** What a driver did over a period. Times in ms, distance in metres. */
export interface DrivingMeasures {
  distance: number;
  drivingTime: number;
  overspeedTime: number;
  idlingTime: number;
  nightDrivingTime: number;
  harshAcceleration: number;
  harshBraking: number;
  harshCornering: number;
}

export const NO_DRIVING: DrivingMeasures = {
  distance: 0,
  drivingTime: 0,
  overspeedTime: 0,
  idlingTime: 0,
  nightDrivingTime: 0,
  harshAcceleration: 0,
  harshBraking: 0,
  harshCornering: 0,
};

/** Night driving: from 22:00 to 05:00 local time. */
export const NIGHT_STARTS_HOUR = 22;
export const NIGHT_ENDS_HOUR = 5;

export interface MeasureOptions {
  /** The vehicle's speed limit in knots; no overspeed time without one. */
  speedLimit: number | null;
  /** A gap longer than this is silence, not driving (the server's offline timeout). */
  maxGapMs: number;
  /** The local hour of a time (0–23), for night driving. */
  hourOf: (time: number) => number;
}

/** Whether a local hour is at night. */
export function isNightHour(hour: number): boolean {
  return hour >= NIGHT_STARTS_HOUR || hour < NIGHT_ENDS_HOUR;
}

/**
 * Measures one run of consecutive positions of one vehicle with one driver. Each position's state lasts
 * until the next position (at most `maxGapMs`); distance is the step the server counted to the next
 * position while moving (the great-circle distance only where it counted none, so a GPS jump adds
 * nothing, as in every other distance); harsh events are the positions' `alarm` attribute.
 */
export function measureDriving(run: readonly DrivingPosition[], options: MeasureOptions): DrivingMeasures {
  const m: DrivingMeasures = { ...NO_DRIVING };
  for (let i = 0; i < run.length; i++) {
    const p = run[i] as DrivingPosition;
    if (p.alarm === 'hardAcceleration') m.harshAcceleration++;
    else if (p.alarm === 'hardBraking') m.harshBraking++;
    else if (p.alarm === 'hardCornering') m.harshCornering++;
    const next = run[i + 1];
    if (!next) continue;
    const gap = next.time - p.time;
    if (gap <= 0 || gap > options.maxGapMs) continue;
    if (p.motion) {
      m.drivingTime += gap;
      m.distance +=
        next.distance ?? haversineDistance([p.latitude, p.longitude], [next.latitude, next.longitude]);
      if (options.speedLimit !== null && p.speed > options.speedLimit) m.overspeedTime += gap;
      if (isNightHour(options.hourOf(p.time))) m.nightDrivingTime += gap;
    } else if (p.ignition) {
      m.idlingTime += gap;
    }
  }
  return m;
}

/** The sum of two sets of measures. */
export function addMeasures(a: DrivingMeasures, b: DrivingMeasures): DrivingMeasures {
  const sum = { ...a };
  for (const key of Object.keys(sum) as (keyof DrivingMeasures)[]) sum[key] += b[key];
  return sum;
}
