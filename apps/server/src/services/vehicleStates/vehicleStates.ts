import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { UserRow } from '../../auth/Access';
import type { ServerContext } from '../../context';
import { positions } from '../../db/schema';
import { resolveReportDevices } from '../../reports/resolveReportDevices';
import {
  accumulateVehicleStates,
  type StatePosition,
  type VehicleStateTotals,
} from './accumulateVehicleStates';

/** One vehicle's time per state over the range (ms). */
export interface VehicleStates extends VehicleStateTotals {
  deviceId: number;
  name: string;
  from: string;
  to: string;
}

const columns = {
  time: positions.fixTime,
  motion: sql<boolean>`coalesce((${positions.attributes}->>'motion')::boolean, false)`,
  ignition: sql<boolean>`coalesce((${positions.attributes}->>'ignition')::boolean, false)`,
};

const toStatePosition = (row: { time: Date; motion: boolean; ignition: boolean }): StatePosition => ({
  time: row.time.getTime(),
  motion: row.motion === true,
  ignition: row.ignition === true,
});

/**
 * Per vehicle the time spent moving, idling, stopped and offline over `[from, to)` (SPEC §2
 * vehicle-states), from stored positions; time after now is not counted. A vehicle is offline once
 * it has been silent for the server's status timeout, as the live status does.
 */
export async function vehicleStates(
  ctx: ServerContext,
  user: UserRow,
  query: { from: Date; to: Date; deviceIds: number[]; groupIds: number[] },
  now = new Date(),
): Promise<VehicleStates[]> {
  const devices = await resolveReportDevices(ctx, user, query.deviceIds, query.groupIds);
  const from = query.from.getTime();
  const to = Math.min(query.to.getTime(), now.getTime());
  const end = new Date(Math.max(from, to));
  const result: VehicleStates[] = [];
  for (const device of devices) {
    const rows = await ctx.db
      .select(columns)
      .from(positions)
      .where(
        and(
          eq(positions.deviceId, device.id),
          gte(positions.fixTime, query.from),
          lt(positions.fixTime, end),
        ),
      )
      .orderBy(asc(positions.fixTime), asc(positions.id));
    const [previous] = await ctx.db
      .select(columns)
      .from(positions)
      .where(and(eq(positions.deviceId, device.id), lt(positions.fixTime, query.from)))
      .orderBy(desc(positions.fixTime), desc(positions.id))
      .limit(1);
    const totals = accumulateVehicleStates(rows.map(toStatePosition), {
      from,
      to: end.getTime(),
      offlineAfterMs: ctx.config.statusTimeoutMs,
      previous: previous ? toStatePosition(previous) : null,
    });
    result.push({
      deviceId: device.id,
      name: device.name,
      from: query.from.toISOString(),
      to: end.toISOString(),
      ...totals,
    });
  }
  return result;
}
