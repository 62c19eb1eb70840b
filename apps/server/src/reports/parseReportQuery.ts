import { DATE_RANGE_MESSAGES, isoDateTime } from '@fleetkit/sdk-core';
import { HttpError } from '../http/HttpError';
import { queryIds } from '../http/parse';
import type { ZonedCalendar } from './ZonedCalendar';

/** A report request as Traccar takes it: `from`, `to`, repeated `deviceId`, `groupId` and `type`, `daily`. */
export interface ReportQuery {
  from: Date;
  to: Date;
  deviceIds: number[];
  groupIds: number[];
  /** Event types to keep; empty means every type (also for `type=allEvents`). */
  types: string[];
  /** One summary row per device and local day. */
  daily: boolean;
}

/** The `type` value that asks for every event type, as in Traccar. */
export const ALL_EVENTS = 'allEvents';

function values(query: Record<string, unknown>, key: string): string[] {
  const raw = query[key];
  if (raw === undefined) return [];
  return (Array.isArray(raw) ? raw : [raw]).map(String);
}

function readDate(query: Record<string, unknown>, key: 'from' | 'to'): Date {
  const [raw] = values(query, key);
  const message = `${key} must be an ISO-8601 date-time with its zone, such as 2026-01-31T18:15:00Z`;
  if (raw === undefined || raw === '') {
    throw new HttpError(400, 'validation_failed', `${key}: is required`, [
      { field: key, message: 'is required' },
    ]);
  }
  const date = new Date(raw);
  if (!isoDateTime.safeParse(raw).success || Number.isNaN(date.getTime())) {
    throw new HttpError(400, 'validation_failed', `${key}: ${message}`, [{ field: key, message }]);
  }
  return date;
}

/**
 * Reads and checks a report query: `from` and `to` are required ISO-8601 date-times with a zone,
 * `from` is not after `to`, and the period spans at most `MAX_HISTORY_RANGE_DAYS` days of the user's
 * calendar; anything else is a 400 with a message naming the problem.
 */
export function parseReportQuery(
  query: Record<string, unknown>,
  calendar: ZonedCalendar,
  maxDays: number,
): ReportQuery {
  const from = readDate(query, 'from');
  const to = readDate(query, 'to');
  if (from.getTime() > to.getTime()) throw HttpError.badRequest(DATE_RANGE_MESSAGES.fromAfterTo);
  if (to.getTime() > calendar.addDays(from.getTime(), maxDays))
    throw HttpError.badRequest(DATE_RANGE_MESSAGES.tooLong);
  const types = values(query, 'type')
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
  const [daily] = values(query, 'daily');
  return {
    from,
    to,
    deviceIds: queryIds(query, 'deviceId'),
    groupIds: queryIds(query, 'groupId'),
    types: types.includes(ALL_EVENTS) ? [] : [...new Set(types)],
    daily: daily === 'true' || daily === '1',
  };
}
