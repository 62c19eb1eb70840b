import { MAX_HISTORY_RANGE_DAYS, type ReportKind } from '@fleetkit/sdk-core';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { UserRow } from '../auth/Access';
import type { ServerContext } from '../context';
import { drivers, events, positions, serverSettings } from '../db/schema';
import { HttpError } from '../http/HttpError';
import { toEvent, toPosition } from '../http/serialize';
import { buildMovementReports, type MovementReports } from './buildMovementReports';
import { parseReportQuery, type ReportQuery } from './parseReportQuery';
import type { AddressLookup, ReportDevice } from './reportContext';
import { resolveReportDevices } from './resolveReportDevices';
import { ZonedCalendar } from './ZonedCalendar';

/** A finished report: its items (Traccar JSON), the devices it covers and the calendar it used. */
export interface ReportResult {
  kind: ReportKind;
  query: ReportQuery;
  calendar: ZonedCalendar;
  devices: ReportDevice[];
  items: Record<string, unknown>[];
}

export interface RunReportOptions {
  /** Geocoder for trip and stop ends without a stored address. */
  address?: AddressLookup;
  /** The longest period in days. @default MAX_HISTORY_RANGE_DAYS */
  maxDays?: number;
}

/** Refuses users whose reports are disabled (administrators never are), with a 403. */
export function assertReportsAllowed(user: UserRow): void {
  if (!user.administrator && user.disableReports)
    throw HttpError.forbidden('Reports are disabled for this account');
}

async function driverNames(
  ctx: Pick<ServerContext, 'db' | 'access'>,
  user: UserRow,
): Promise<Map<string, string>> {
  const visible = await ctx.access.visibleIds(user, 'driver');
  if (visible !== null && visible.size === 0) return new Map();
  const rows = await ctx.db
    .select({ uniqueId: drivers.uniqueId, name: drivers.name })
    .from(drivers)
    .where(visible === null ? undefined : inArray(drivers.id, [...visible]));
  return new Map(rows.map((row) => [row.uniqueId, row.name]));
}

/**
 * Runs one report for a user: checks the reports restriction, reads and checks the query in the
 * user's time zone, resolves and authorizes the devices, then builds the items. Reads only.
 */
export async function runReport(
  ctx: Pick<ServerContext, 'db' | 'access'>,
  user: UserRow,
  kind: ReportKind,
  rawQuery: Record<string, unknown>,
  options: RunReportOptions = {},
): Promise<ReportResult> {
  const prepared = await prepareReport(ctx, user, rawQuery, options.maxDays);
  const { query, calendar, devices } = prepared;
  const result: ReportResult = { kind, query, calendar, devices, items: [] };
  if (devices.length === 0) return result;
  const ids = devices.map((device) => device.id);
  if (kind === 'route') {
    for (const device of devices) {
      const rows = await ctx.db
        .select()
        .from(positions)
        .where(
          and(
            eq(positions.deviceId, device.id),
            gte(positions.fixTime, query.from),
            lte(positions.fixTime, query.to),
          ),
        )
        .orderBy(asc(positions.fixTime), asc(positions.id));
      for (const row of rows) result.items.push(toPosition(row));
    }
    return result;
  }
  if (kind === 'events') {
    const rows = await ctx.db
      .select()
      .from(events)
      .where(
        and(
          inArray(events.deviceId, ids),
          gte(events.eventTime, query.from),
          lte(events.eventTime, query.to),
          query.types.length > 0 ? inArray(events.type, query.types) : undefined,
        ),
      )
      .orderBy(asc(events.eventTime), asc(events.id));
    result.items = rows.map(toEvent);
    return result;
  }
  const movements = await buildMovements(ctx, user, prepared, options, {
    trips: kind === 'trips',
    stops: kind === 'stops',
    summary: kind === 'summary',
  });
  result.items = kind === 'trips' ? movements.trips : kind === 'stops' ? movements.stops : movements.summary;
  return result;
}

/**
 * Trips, stops and summary of the same devices and period in one request, from one scan of each
 * device's positions: the same items as the three reports asked for one by one (the summary daily
 * with `daily`), at about the cost of one of them.
 */
export async function runMovementReports(
  ctx: Pick<ServerContext, 'db' | 'access'>,
  user: UserRow,
  rawQuery: Record<string, unknown>,
  options: RunReportOptions = {},
): Promise<MovementReports> {
  const prepared = await prepareReport(ctx, user, rawQuery);
  return buildMovements(ctx, user, prepared, options, { trips: true, stops: true, summary: true });
}

/** What every report starts from: the server settings, the user's calendar, the query and its devices. */
interface PreparedReport {
  server: typeof serverSettings.$inferSelect | undefined;
  calendar: ZonedCalendar;
  query: ReportQuery;
  devices: ReportDevice[];
}

/**
 * Checks the reports restriction, reads and checks the query in the user's time zone, and resolves
 * and authorizes the devices.
 */
async function prepareReport(
  ctx: Pick<ServerContext, 'db' | 'access'>,
  user: UserRow,
  rawQuery: Record<string, unknown>,
  maxDays = MAX_HISTORY_RANGE_DAYS,
): Promise<PreparedReport> {
  assertReportsAllowed(user);
  const [server] = await ctx.db.select().from(serverSettings).where(eq(serverSettings.id, 1));
  const calendar = ZonedCalendar.forUser(user, server);
  const query = parseReportQuery(rawQuery, calendar, maxDays);
  const devices = await resolveReportDevices(ctx, user, query.deviceIds, query.groupIds);
  return { server, calendar, query, devices };
}

/** Trips, stops and/or summary (daily with `daily`) of the prepared devices, one scan per device. */
async function buildMovements(
  ctx: Pick<ServerContext, 'db' | 'access'>,
  user: UserRow,
  { server, calendar, query, devices }: PreparedReport,
  options: RunReportOptions,
  wanted: { trips: boolean; stops: boolean; summary: boolean },
): Promise<MovementReports> {
  const result: MovementReports = { trips: [], stops: [], summary: [] };
  if (devices.length === 0) return result;
  const names = wanted.trips ? await driverNames(ctx, user) : undefined;
  for (const device of devices) {
    const reports = await buildMovementReports(
      ctx.db,
      device,
      {
        from: query.from,
        to: query.to,
        trips: wanted.trips,
        stops: wanted.stops,
        summary: wanted.summary ? (query.daily ? 'daily' : 'period') : false,
        calendar,
      },
      {
        serverAttributes: server?.attributes ?? {},
        ...(options.address ? { address: options.address } : {}),
        ...(names ? { driverNames: names } : {}),
      },
    );
    result.trips.push(...reports.trips);
    result.stops.push(...reports.stops);
    result.summary.push(...reports.summary);
  }
  return result;
}
