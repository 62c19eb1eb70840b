import { MAX_HISTORY_RANGE_DAYS } from '@fleetkit/sdk-core';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../context';
import { devices, positions, serverSettings } from '../db/schema';
import { HttpError } from '../http/HttpError';
import { queryIds } from '../http/parse';
import { parseReportQuery } from '../reports/parseReportQuery';
import { ZonedCalendar } from '../reports/ZonedCalendar';
import { assertTracking } from '../services/payments/trackingGate';
import { routeCsv, routeGpx, routeKml, routeKmz } from '../services/routeExport/routeFiles';

const FORMATS = {
  csv: 'text/csv; charset=utf-8',
  gpx: 'application/gpx+xml; charset=utf-8',
  kml: 'application/vnd.google-earth.kml+xml; charset=utf-8',
  kmz: 'application/vnd.google-earth.kmz',
} as const;
type Format = keyof typeof FORMATS;

/**
 * `GET /api/positions/{csv,gpx,kml,kmz}?deviceId&from&to`: one device's route as a file, for those who
 * may read its history (as `GET /api/positions?deviceId&from&to`), over at most the reports' range.
 */
export async function positionExportRoutes(app: FastifyInstance) {
  const { ctx } = app;

  for (const format of Object.keys(FORMATS) as Format[]) {
    app.get(`/api/positions/${format}`, async (request, reply) => {
      const user = currentUser(request);
      const query = request.query as Record<string, unknown>;
      const deviceIds = queryIds(query, 'deviceId');
      const [deviceId] = deviceIds;
      if (deviceId === undefined || deviceIds.length > 1)
        throw HttpError.badRequest('Give one deviceId for a route export');
      await ctx.access.authorize(user, 'device', deviceId, 'read');
      const [server] = await ctx.db.select().from(serverSettings).where(eq(serverSettings.id, 1));
      const { from, to } = parseReportQuery(
        query,
        ZonedCalendar.forUser(user, server),
        MAX_HISTORY_RANGE_DAYS,
      );
      const [device] = await ctx.db.select().from(devices).where(eq(devices.id, deviceId));
      if (!device) throw HttpError.notFound(`No device with id ${deviceId}`);
      assertTracking(user, device);
      const rows = await ctx.db
        .select()
        .from(positions)
        .where(
          and(eq(positions.deviceId, deviceId), gte(positions.fixTime, from), lte(positions.fixTime, to)),
        )
        .orderBy(asc(positions.fixTime));
      const body =
        format === 'csv'
          ? routeCsv(rows)
          : format === 'gpx'
            ? routeGpx(device.name, rows)
            : format === 'kml'
              ? routeKml(device.name, rows)
              : await routeKmz(device.name, rows);
      return reply
        .header('Content-Type', FORMATS[format])
        .header('Content-Disposition', `attachment; filename="route.${format}"`)
        .send(body);
    });
  }
}
