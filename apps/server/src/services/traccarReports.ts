import { MAX_HISTORY_RANGE_DAYS } from '@fleetkit/sdk-core';
import { and, asc, eq, gt, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { UserRow } from '../auth/Access';
import type { ServerContext } from '../context';
import { latestPositionsOf } from '../db/latestPositions';
import { devices as deviceTable, events, geofences, groups, positions, serverSettings } from '../db/schema';
import { queryIds } from '../http/parse';
import { toEvent, toPosition } from '../http/serialize';
import { DeviceTrack } from '../reports/DeviceTrack';
import { parseReportQuery, type ReportQuery } from '../reports/parseReportQuery';
import type { ReportDevice } from '../reports/reportContext';
import { averageKnots, odometerReadings, roundTo, spentFuel } from '../reports/reportMeasures';
import { resolveReportDevices } from '../reports/resolveReportDevices';
import { assertReportsAllowed } from '../reports/runReport';
import { ZonedCalendar } from '../reports/ZonedCalendar';

type Ctx = Pick<ServerContext, 'db' | 'access'>;

/** The checks every report makes: reports allowed, the period in the user's zone, readable devices. */
async function prepare(ctx: Ctx, user: UserRow, rawQuery: Record<string, unknown>) {
  assertReportsAllowed(user);
  const [server] = await ctx.db.select().from(serverSettings).where(eq(serverSettings.id, 1));
  const calendar = ZonedCalendar.forUser(user, server);
  const query: ReportQuery = parseReportQuery(rawQuery, calendar, MAX_HISTORY_RANGE_DAYS);
  const devices: ReportDevice[] = await resolveReportDevices(ctx, user, query.deviceIds, query.groupIds);
  return { calendar, query, devices };
}

/** One stay of a device in a geofence, in Traccar's shape (`GeofenceReportItem`). */
export interface GeofenceStay {
  deviceId: number;
  deviceName: string;
  geofenceId: number;
  /** The enter event's time. */
  startTime: string;
  /** The exit event's time. */
  endTime: string;
  /** How long the device stayed (ms): what the report is read for. */
  duration: number;
  distance: number;
  averageSpeed: number;
  maxSpeed: number;
  spentFuel: number;
  startOdometer: number;
  endOdometer: number;
}

/**
 * Traccar's geofence report (`GET /api/reports/geofences`): each stay of each device in each geofence,
 * from an enter event to the exit event that closes it, within the period, oldest first. `geofenceId`
 * (repeated) chooses the geofences, each one the user must see (404 otherwise); without it, every
 * geofence the user sees counts (Traccar answers nothing). A stay still open at the end of the period,
 * or entered before it, is not a stay of the period (as Traccar).
 */
export async function geofenceReport(
  ctx: Ctx,
  user: UserRow,
  rawQuery: Record<string, unknown>,
): Promise<GeofenceStay[]> {
  return (await geofenceStays(ctx, user, rawQuery)).stays;
}

/** The geofence report with its period and zone, for its workbook (`/api/reports/geofences/xlsx`). */
export async function geofenceStays(ctx: Ctx, user: UserRow, rawQuery: Record<string, unknown>) {
  const { calendar, query, devices } = await prepare(ctx, user, rawQuery);
  return { calendar, query, stays: await staysOf(ctx, user, rawQuery, query, devices) };
}

async function staysOf(
  ctx: Ctx,
  user: UserRow,
  rawQuery: Record<string, unknown>,
  query: ReportQuery,
  devices: ReportDevice[],
): Promise<GeofenceStay[]> {
  const asked = queryIds(rawQuery, 'geofenceId');
  for (const id of asked) await ctx.access.authorize(user, 'geofence', id, 'read');
  let wanted: Set<number> | null = asked.length > 0 ? new Set(asked) : null;
  if (!wanted) {
    const visible = await ctx.access.visibleIds(user, 'geofence');
    wanted = visible ?? new Set((await ctx.db.select({ id: geofences.id }).from(geofences)).map((g) => g.id));
  }
  const stays: GeofenceStay[] = [];
  if (devices.length === 0 || wanted.size === 0) return stays;
  const byDevice = new Map(devices.map((device) => [device.id, device]));
  const rows = await ctx.db
    .select()
    .from(events)
    .where(
      and(
        inArray(events.deviceId, [...byDevice.keys()]),
        inArray(events.type, ['geofenceEnter', 'geofenceExit']),
        inArray(events.geofenceId, [...wanted]),
        gte(events.eventTime, query.from),
        lte(events.eventTime, query.to),
      ),
    )
    .orderBy(asc(events.eventTime), asc(events.id));
  // Open stays per device and geofence: the enter event that has no exit yet.
  const open = new Map<string, Date>();
  for (const row of rows) {
    const key = `${row.deviceId}:${row.geofenceId}`;
    if (row.type === 'geofenceEnter') {
      open.set(key, row.eventTime);
      continue;
    }
    const entered = open.get(key);
    open.delete(key);
    if (!entered || row.eventTime.getTime() < entered.getTime()) continue;
    const device = byDevice.get(row.deviceId);
    if (!device) continue;
    stays.push({
      deviceId: row.deviceId,
      deviceName: device.name,
      geofenceId: Number(row.geofenceId),
      startTime: entered.toISOString(),
      endTime: row.eventTime.toISOString(),
      duration: row.eventTime.getTime() - entered.getTime(),
      ...(await stayMeasures(ctx, device, entered, row.eventTime)),
    });
  }
  return stays.sort((a, b) => a.startTime.localeCompare(b.startTime) || a.deviceId - b.deviceId);
}

/** Motion plays no part in a stay's measures; the series needs a rule all the same. */
const ANY_MOTION = { motionSpeedThreshold: 0, useIgnition: false };

/**
 * Distance, speeds, fuel and odometer of a device's positions during a stay, measured as the trips
 * report measures a trip (the server's distances, `reportMeasures`); 0 when no position falls in it.
 */
async function stayMeasures(ctx: Ctx, device: ReportDevice, from: Date, to: Date) {
  const track = await DeviceTrack.load(ctx.db, device.id, from, to, ANY_MOTION);
  const last = track.series.length - 1;
  if (last < 0)
    return { distance: 0, averageSpeed: 0, maxSpeed: 0, spentFuel: 0, startOdometer: 0, endOdometer: 0 };
  await track.prepareDistances([[0, last]]);
  const start = track.detail(0);
  const end = track.detail(last);
  const distance = roundTo(track.distance(0, last), 2);
  const [startOdometer, endOdometer] = odometerReadings(start, end);
  return {
    distance,
    averageSpeed: averageKnots(distance, to.getTime() - from.getTime()),
    maxSpeed: Math.max(0, ...track.series.speeds),
    spentFuel: spentFuel(start, end, distance, device.attributes.mileage),
    startOdometer,
    endOdometer,
  };
}

/** Event types the combined report leaves out (as Traccar: movement starts say nothing on a map). */
const COMBINED_EXCLUDED_TYPES = new Set(['deviceMoving']);

/**
 * Traccar's combined report (`GET /api/reports/combined`): per device, its route as
 * `[longitude, latitude]` pairs, its events of the period that have a position, and those positions.
 */
export async function combinedReport(ctx: Ctx, user: UserRow, rawQuery: Record<string, unknown>) {
  const { query, devices } = await prepare(ctx, user, rawQuery);
  const items = [];
  for (const device of devices) {
    const route = await ctx.db
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
    const deviceEvents = await ctx.db
      .select()
      .from(events)
      .where(
        and(
          eq(events.deviceId, device.id),
          gte(events.eventTime, query.from),
          lte(events.eventTime, query.to),
        ),
      )
      .orderBy(asc(events.eventTime), asc(events.id));
    const shown = deviceEvents.filter(
      (event) => (event.positionId ?? 0) > 0 && !COMBINED_EXCLUDED_TYPES.has(event.type),
    );
    const eventPositions = new Set(deviceEvents.map((event) => event.positionId));
    items.push({
      deviceId: device.id,
      route: route.map((position) => [position.longitude, position.latitude]),
      events: shown.map(toEvent),
      positions: route.filter((position) => eventPositions.has(position.id)).map(toPosition),
    });
  }
  return items;
}

/** One row of Traccar's device list workbook: the device and its latest position. */
export type DeviceListRow = {
  id: number;
  name: string;
  uniqueId: string;
  groupName: string | null;
  status: string;
  disabled: boolean;
  lastUpdate: string | null;
  phone: string | null;
  model: string | null;
  contact: string | null;
  category: string | null;
  fixTime: string | null;
  latitude: number | null;
  longitude: number | null;
  /** Knots. */
  speed: number | null;
  address: string | null;
};

/**
 * Traccar's device list (`GET /api/reports/devices/xlsx`, no parameters): every device the user sees,
 * by name, with its group and latest position. Refused to users whose reports are disabled. A vehicle
 * whose subscription is over shows no position to its users, as on the map.
 */
export async function deviceList(ctx: Ctx, user: UserRow) {
  assertReportsAllowed(user);
  const [server] = await ctx.db.select().from(serverSettings).where(eq(serverSettings.id, 1));
  const calendar = ZonedCalendar.forUser(user, server);
  const visible = await ctx.access.visibleIds(user, 'device');
  const rows: DeviceListRow[] = [];
  if (visible !== null && visible.size === 0) return { calendar, rows };
  const only = visible === null ? undefined : inArray(deviceTable.id, [...visible]);
  const list = await ctx.db
    .select({ device: deviceTable, groupName: groups.name })
    .from(deviceTable)
    .leftJoin(groups, eq(groups.id, deviceTable.groupId))
    .where(only)
    .orderBy(asc(deviceTable.name), asc(deviceTable.id));
  const tracked = user.administrator
    ? undefined
    : or(isNull(deviceTable.expirationTime), gt(deviceTable.expirationTime, new Date()));
  const latest = await latestPositionsOf(ctx.db, and(only, tracked));
  for (const { device, groupName } of list) {
    const position = latest.get(device.id);
    rows.push({
      id: device.id,
      name: device.name,
      uniqueId: device.uniqueId,
      groupName,
      status: device.status,
      disabled: device.disabled,
      lastUpdate: device.lastUpdate?.toISOString() ?? null,
      phone: device.phone,
      model: device.model,
      contact: device.contact,
      category: device.category,
      fixTime: position?.fixTime.toISOString() ?? null,
      latitude: position?.latitude ?? null,
      longitude: position?.longitude ?? null,
      speed: position?.speed ?? null,
      address: position?.address ?? null,
    });
  }
  return { calendar, rows };
}
