import * as z from 'zod/mini';
import { eventSchema } from '../schema/event';
import { positionSchema } from '../schema/position';
import { reportStopSchema, reportSummarySchema, reportTripSchema } from '../schema/report';
import type { FleetHttp, Query } from './FleetHttp';

/** A report query. Dates go out as UTC ISO with `Z`; ids repeat their key. */
export interface ReportQuery {
  from: Date | string;
  to: Date | string;
  deviceIds?: number[];
  groupIds?: number[];
}

export type ReportKind = 'route' | 'events' | 'trips' | 'stops' | 'summary';

/** What an export asks for: Traccar answers XLSX to this Accept header. */
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function reportQuery(q: ReportQuery, extra: Query = {}): Query {
  return {
    from: new Date(q.from),
    to: new Date(q.to),
    deviceId: q.deviceIds,
    groupId: q.groupIds,
    ...extra,
  };
}

/** Traccar's report calls. Answers are checked; a route answer that is not valid data is a failure. */
export function reportsResource(http: FleetHttp) {
  return {
    route: (q: ReportQuery) =>
      http.json(z.array(positionSchema), 'get', 'api/reports/route', { query: reportQuery(q) }),
    /** Events; `types` repeats `type` (all types when omitted). */
    events: (q: ReportQuery & { types?: string[] }) =>
      http.json(z.array(eventSchema), 'get', 'api/reports/events', {
        query: reportQuery(q, { type: q.types }),
      }),
    trips: (q: ReportQuery) =>
      http.json(z.array(reportTripSchema), 'get', 'api/reports/trips', { query: reportQuery(q) }),
    stops: (q: ReportQuery) =>
      http.json(z.array(reportStopSchema), 'get', 'api/reports/stops', { query: reportQuery(q) }),
    /** Summary per device; with `daily`, one row per device and day. */
    summary: (q: ReportQuery & { daily?: boolean }) =>
      http.json(z.array(reportSummarySchema), 'get', 'api/reports/summary', {
        query: reportQuery(q, { daily: q.daily }),
      }),
    /** Trips, stops and summary in one request (`/api2/reports/movements`): one scan instead of three. */
    movements: (q: ReportQuery & { daily?: boolean }) =>
      http.json(
        z.object({
          trips: z.array(reportTripSchema),
          stops: z.array(reportStopSchema),
          summary: z.array(reportSummarySchema),
        }),
        'get',
        'api2/reports/movements',
        { query: reportQuery(q, { daily: q.daily }) },
      ),
    /** The same report as an XLSX file. */
    xlsx: (kind: ReportKind, q: ReportQuery & { types?: string[]; daily?: boolean }) =>
      http.blob(`api/reports/${kind}`, reportQuery(q, { type: q.types, daily: q.daily }), XLSX_MIME),
  };
}

/** Positions: the latest of every permitted device, one device's, a history range, or by id. */
export function positionsResource(http: FleetHttp) {
  return {
    list: (q: { deviceId?: number; from?: Date | string; to?: Date | string; id?: number | number[] } = {}) =>
      http.json(z.array(positionSchema), 'get', 'api/positions', {
        query: {
          deviceId: q.deviceId,
          id: q.id,
          from: q.from ? new Date(q.from) : undefined,
          to: q.to ? new Date(q.to) : undefined,
        },
      }),
  };
}

/** A single event by id (`/api/events/{id}`), as the `?eventId=` link opens it. */
export function eventsResource(http: FleetHttp) {
  return { get: (id: number) => http.json(eventSchema, 'get', `api/events/${id}`) };
}
