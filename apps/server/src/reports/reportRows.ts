import { inArray } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { geofences } from '../db/schema';
import type { ReportRow } from './reportTables';
import type { ReportResult } from './runReport';

/** Table rows of a report (workbook, CSV): route and event rows get their device's and geofence's name. */
export async function reportRows(ctx: Pick<ServerContext, 'db'>, result: ReportResult): Promise<ReportRow[]> {
  if (result.kind !== 'route' && result.kind !== 'events') return result.items;
  const names = new Map(result.devices.map((device) => [device.id, device.name]));
  const fenceIds = [...new Set(result.items.map((item) => Number(item.geofenceId)).filter((id) => id > 0))];
  const fences =
    fenceIds.length > 0
      ? await ctx.db
          .select({ id: geofences.id, name: geofences.name })
          .from(geofences)
          .where(inArray(geofences.id, fenceIds))
      : [];
  const fenceNames = new Map(fences.map((fence) => [fence.id, fence.name]));
  return result.items.map((item) => ({
    ...item,
    deviceName: names.get(Number(item.deviceId)) ?? null,
    geofenceName: fenceNames.get(Number(item.geofenceId)) ?? null,
  }));
}

/** A report's file name without extension: `trips-2026-01-01-2026-01-31`, dates in the report's zone. */
export function reportFileName(result: ReportResult): string {
  const { calendar, query } = result;
  return `${result.kind}-${calendar.formatDate(query.from.getTime())}-${calendar.formatDate(query.to.getTime())}`;
}
