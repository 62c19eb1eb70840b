import type { DraftEvent, DraftPosition } from './types';

/** No fix or event is older than this: GNSS receivers had no fixes to report before. */
export const EARLIEST_TIME = Date.UTC(1990, 0, 1);
/** How far ahead of the server's clock a device's clock may run (a wrong time zone is at most 14 h). */
export const MAX_FUTURE_MS = 24 * 3_600_000;
/** Faster than any tracked vehicle, aircraft included (about 3,700 km/h). */
export const MAX_SPEED_KNOTS = 2_000;
/** Metres above or below sea level no vehicle reaches. */
export const MAX_ALTITUDE_M = 100_000;

function isDate(value: unknown): value is Date {
  return value instanceof Date && !Number.isNaN(value.getTime());
}

/** Why a device time cannot be stored, if it cannot. */
function timeRefusal(name: string, value: unknown, now: number): string | null {
  if (!isDate(value)) return `${name} is not a date`;
  const time = value.getTime();
  if (time < EARLIEST_TIME) return `${name} ${value.toISOString()} is before 1990`;
  if (time > now + MAX_FUTURE_MS) return `${name} ${value.toISOString()} is more than a day ahead`;
  return null;
}

function numberRefusal(name: string, value: unknown, min: number, max: number): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return `${name} is not a number`;
  if (value < min || value > max) return `${name} ${value} is outside ${min}..${max}`;
  return null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Why a position cannot be stored, or null when it can: its fix and device times must be dates from
 * 1990 to a day ahead of `now`, speed (knots), course (degrees), altitude (m) and accuracy (m) finite
 * and in range, latitude and longitude numbers. Coordinates that are NaN or off the globe are not
 * refused here: the filter stage keeps such a fix as an invalid position at the last known place
 * (its alarms and ignition still matter), or drops it when there is none.
 */
export function positionRefusal(position: DraftPosition, now: number): string | null {
  if (!Number.isSafeInteger(position.deviceId) || position.deviceId <= 0) return 'deviceId is not an id';
  if (!isDate(position.serverTime)) return 'serverTime is not a date';
  return (
    timeRefusal('fixTime', position.fixTime, now) ??
    timeRefusal('deviceTime', position.deviceTime, now) ??
    (typeof position.latitude !== 'number' || typeof position.longitude !== 'number'
      ? 'latitude or longitude is not a number'
      : null) ??
    numberRefusal('speed', position.speed, 0, MAX_SPEED_KNOTS) ??
    numberRefusal('course', position.course, 0, 360) ??
    numberRefusal('altitude', position.altitude, -MAX_ALTITUDE_M, MAX_ALTITUDE_M) ??
    numberRefusal('accuracy', position.accuracy, 0, Number.MAX_VALUE) ??
    (isObject(position.attributes) ? null : 'attributes is not an object')
  );
}

/** Why an event that comes without a position cannot be stored, or null when it can. */
export function eventRefusal(event: DraftEvent, now: number): string | null {
  if (!Number.isSafeInteger(event.deviceId) || event.deviceId <= 0) return 'deviceId is not an id';
  if (typeof event.type !== 'string' || event.type === '') return 'type is not a name';
  return (
    timeRefusal('eventTime', event.eventTime, now) ??
    (isObject(event.attributes) ? null : 'attributes is not an object')
  );
}
