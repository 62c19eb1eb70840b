import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { UserRow } from '../../auth/Access';
import type { ServerContext } from '../../context';
import { devices, drivers, links, positions } from '../../db/schema';
import { HttpError } from '../../http/HttpError';
import {
  addMeasures,
  type DrivingMeasures,
  type DrivingPosition,
  measureDriving,
  NO_DRIVING,
} from './measureDriving';
import { type ScoreBreakdown, scoreDriver } from './scoreDriver';

/** One driver's performance over a period. */
export interface DriverPerformance extends DrivingMeasures {
  driverId: number;
  name: string;
  uniqueId: string;
  from: string;
  to: string;
  score: number | null;
  breakdown: ScoreBreakdown;
}

export interface DriverPerformanceQuery {
  from: Date;
  to: Date;
  driverIds: number[];
  /** IANA time zone of the night-driving hours. */
  timeZone: string;
}

/** The local hour (0–23) of a time in a zone. */
export function hourIn(timeZone: string): (time: number) => number {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, hour: 'numeric', hourCycle: 'h23' });
  } catch {
    throw HttpError.badRequest(`timeZone ${timeZone} is not a time zone such as Asia/Kathmandu`);
  }
  return (time) => Number(format.format(time)) % 24;
}

/**
 * Per driver and period (SPEC §2 driver-performance): distance, driving, overspeed, idling and night
 * time, harsh events and the score with its breakdown. A position belongs to the driver whose
 * `driverUniqueId` it reports, else to the driver assigned to its vehicle. Only the drivers and
 * vehicles the user sees count.
 */
export async function driverPerformance(
  ctx: ServerContext,
  user: UserRow,
  query: DriverPerformanceQuery,
): Promise<DriverPerformance[]> {
  const hourOf = hourIn(query.timeZone);
  for (const id of query.driverIds) await ctx.access.authorize(user, 'driver', id, 'read');
  const visibleDrivers = await ctx.access.visibleIds(user, 'driver');
  const wanted = query.driverIds.length
    ? query.driverIds
    : visibleDrivers === null
      ? null
      : [...visibleDrivers];
  const driverRows = await ctx.db
    .select({ id: drivers.id, name: drivers.name, uniqueId: drivers.uniqueId })
    .from(drivers)
    .where(wanted === null ? undefined : inArray(drivers.id, [...wanted, -1]))
    .orderBy(asc(drivers.name), asc(drivers.id));
  if (driverRows.length === 0) return [];
  const byUniqueId = new Map(driverRows.map((d) => [d.uniqueId, d.id]));
  const driverIds = new Set(driverRows.map((d) => d.id));

  const visibleDevices = await ctx.access.visibleIds(user, 'device');
  const deviceRows = await ctx.db
    .select({ id: devices.id, attributes: devices.attributes })
    .from(devices)
    .where(visibleDevices === null ? undefined : inArray(devices.id, [...visibleDevices, -1]));
  const assignments = deviceRows.length
    ? await ctx.db
        .select({ deviceId: links.ownerId, driverId: links.propertyId })
        .from(links)
        .where(
          and(
            eq(links.ownerType, 'device'),
            eq(links.propertyType, 'driver'),
            inArray(
              links.ownerId,
              deviceRows.map((d) => d.id),
            ),
          ),
        )
        .orderBy(asc(links.propertyId))
    : [];
  const assigned = new Map<number, number>();
  for (const a of assignments) if (!assigned.has(a.deviceId)) assigned.set(a.deviceId, a.driverId);

  const totals = new Map<number, DrivingMeasures>();
  for (const device of deviceRows) {
    const speedLimit = Number(device.attributes.speedLimit);
    const rows = await ctx.db
      .select({
        time: positions.fixTime,
        latitude: positions.latitude,
        longitude: positions.longitude,
        speed: positions.speed,
        motion: sql<boolean>`coalesce((${positions.attributes}->>'motion')::boolean, false)`,
        ignition: sql<boolean>`coalesce((${positions.attributes}->>'ignition')::boolean, false)`,
        alarm: sql<string | null>`${positions.attributes}->>'alarm'`,
        driverUniqueId: sql<string | null>`${positions.attributes}->>'driverUniqueId'`,
        // The step the pipeline counted, when it is a JSON number float8 can hold.
        distance: sql<number | null>`CASE WHEN jsonb_typeof(${positions.attributes}->'distance') = 'number'
            AND ((${positions.attributes}->'distance')::numeric = 0
              OR abs((${positions.attributes}->'distance')::numeric) BETWEEN 1e-300 AND 1e300)
          THEN (${positions.attributes}->'distance')::float8 END`,
      })
      .from(positions)
      .where(
        and(
          eq(positions.deviceId, device.id),
          gte(positions.fixTime, query.from),
          lt(positions.fixTime, query.to),
        ),
      )
      .orderBy(asc(positions.fixTime), asc(positions.id));
    let run: DrivingPosition[] = [];
    let runDriver: number | undefined;
    const close = () => {
      if (runDriver !== undefined && driverIds.has(runDriver) && run.length > 0) {
        const measured = measureDriving(run, {
          speedLimit: Number.isFinite(speedLimit) && speedLimit > 0 ? speedLimit : null,
          maxGapMs: ctx.config.statusTimeoutMs,
          hourOf,
        });
        totals.set(runDriver, addMeasures(totals.get(runDriver) ?? NO_DRIVING, measured));
      }
      run = [];
    };
    for (const row of rows) {
      const driver = (row.driverUniqueId && byUniqueId.get(row.driverUniqueId)) || assigned.get(device.id);
      if (driver !== runDriver) {
        close();
        runDriver = driver;
      }
      run.push({
        ...row,
        time: row.time.getTime(),
        distance: row.distance === null ? null : Number(row.distance),
      });
    }
    close();
  }

  return driverRows.map((driver) => {
    const measures = totals.get(driver.id) ?? NO_DRIVING;
    return {
      driverId: driver.id,
      name: driver.name,
      uniqueId: driver.uniqueId,
      from: query.from.toISOString(),
      to: query.to.toISOString(),
      ...measures,
      distance: Math.round(measures.distance),
      ...scoreDriver(measures),
    };
  });
}
