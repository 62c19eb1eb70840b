import { and, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { Db } from './Database';
import { devices, positions } from './schema';

export type LatestPositionRow = typeof positions.$inferSelect;

/**
 * The latest stored position of each device matching `where` (a condition on `devices`), by device id.
 * Looked up by id and fix time, which names the one monthly partition that holds it; a device whose fix
 * time is not recorded, or names another position (written by an instance older than the column), is
 * looked up by id alone, which probes every partition.
 */
export async function latestPositionsOf(db: Db, where?: SQL): Promise<Map<number, LatestPositionRow>> {
  const rows = await db
    .select({ deviceId: devices.id, positionId: devices.positionId, position: positions })
    .from(devices)
    .leftJoin(
      positions,
      and(eq(positions.id, devices.positionId), eq(positions.fixTime, devices.positionFixTime)),
    )
    .where(and(where, isNotNull(devices.positionId)));
  const latest = new Map<number, LatestPositionRow>();
  const missing: { deviceId: number; positionId: number }[] = [];
  for (const row of rows) {
    if (row.position) latest.set(row.deviceId, row.position);
    else missing.push({ deviceId: row.deviceId, positionId: Number(row.positionId) });
  }
  if (missing.length > 0) {
    const byId = new Map(missing.map((row) => [row.positionId, row.deviceId]));
    const found = await db
      .select()
      .from(positions)
      .where(inArray(positions.id, [...byId.keys()]));
    for (const row of found) {
      const deviceId = byId.get(row.id);
      if (deviceId !== undefined) latest.set(deviceId, row);
    }
  }
  return latest;
}
