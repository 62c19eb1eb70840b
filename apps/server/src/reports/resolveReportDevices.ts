import { asc, inArray, sql } from 'drizzle-orm';
import type { UserRow } from '../auth/Access';
import type { ServerContext } from '../context';
import { devices } from '../db/schema';
import { assertTracking, trackingStopped } from '../services/payments/trackingGate';
import type { ReportDevice } from './reportContext';

/**
 * The devices a report covers: the `deviceId`s, plus every device of the `groupId`s and of the groups
 * nested under them; with neither, every device the user may see. Each requested device and group
 * must be readable by the user (else a 404 from `ctx.access.authorize`), and only visible devices
 * are returned. Ordered by name, then id.
 *
 * A vehicle whose subscription is over is not tracked for its users (SPEC §4), so its positions stay
 * out of every report as they stay out of the live map and the history: asked for by id it is refused
 * (403 'Subscription Expired', as `GET /api/positions`); reached through a group or "all" it is left
 * out. Administrators (support) still report on every vehicle.
 */
export async function resolveReportDevices(
  ctx: Pick<ServerContext, 'db' | 'access'>,
  user: UserRow,
  deviceIds: readonly number[],
  groupIds: readonly number[],
): Promise<ReportDevice[]> {
  for (const id of deviceIds) await ctx.access.authorize(user, 'device', id, 'read');
  for (const id of groupIds) await ctx.access.authorize(user, 'group', id, 'read');
  const visible = await ctx.access.visibleIds(user, 'device');
  const ids = new Set(deviceIds);
  if (groupIds.length > 0) {
    const roots = sql.join(
      groupIds.map((id) => sql`${id}::int`),
      sql`, `,
    );
    const result = (await ctx.db.execute(sql`
      WITH RECURSIVE tree(id) AS (
        SELECT id FROM groups WHERE id IN (${roots})
        UNION SELECT g.id FROM groups g JOIN tree ON g.group_id = tree.id)
      SELECT d.id FROM devices d JOIN tree ON d.group_id = tree.id`)) as unknown as {
      rows: { id: number | string }[];
    };
    for (const row of result.rows) ids.add(Number(row.id));
  }
  const all = deviceIds.length === 0 && groupIds.length === 0;
  const wanted = all
    ? visible === null
      ? null
      : [...visible]
    : [...ids].filter((id) => visible === null || visible.has(id));
  if (wanted !== null && wanted.length === 0) return [];
  const rows = await ctx.db
    .select({
      id: devices.id,
      name: devices.name,
      attributes: devices.attributes,
      expirationTime: devices.expirationTime,
    })
    .from(devices)
    .where(wanted === null ? undefined : inArray(devices.id, wanted))
    .orderBy(asc(devices.name), asc(devices.id));
  const asked = new Set(deviceIds);
  for (const row of rows) if (asked.has(row.id)) assertTracking(user, row);
  return rows
    .filter((row) => !trackingStopped(user, row.expirationTime))
    .map(({ id, name, attributes }) => ({ id, name, attributes }));
}
