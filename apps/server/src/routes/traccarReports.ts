import { XLSX_MIME } from '@fleetkit/sdk-core';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../context';
import { geofences } from '../db/schema';
import { mailWorkbook } from '../reports/mailReport';
import { type ReportRow, reportTable, type TableKind } from '../reports/reportTables';
import { writeReportWorkbook } from '../reports/writeReportWorkbook';
import type { ZonedCalendar } from '../reports/ZonedCalendar';
import { combinedReport, deviceList, geofenceReport, geofenceStays } from '../services/traccarReports';

/** Sends a workbook of the report's rows, as the other reports' `/xlsx` do. */
async function sendWorkbook(
  reply: FastifyReply,
  kind: TableKind,
  name: string,
  rows: readonly ReportRow[],
  calendar: ZonedCalendar,
) {
  reply.header('Cache-Control', 'no-store');
  reply.header('Content-Disposition', `attachment; filename=${name}.xlsx`);
  return reply
    .type(XLSX_MIME)
    .send(await writeReportWorkbook(reportTable(kind, calendar.timeZone), rows, calendar));
}

/**
 * Traccar's geofence report (stays in geofences, JSON or its workbook under `/xlsx`), combined report
 * (route, events and their positions per device, JSON only, as Traccar) and device list workbook. Same
 * rules as the other reports: read only, refused to users whose reports are disabled, devices and
 * groups the user sees.
 */
export async function traccarReportRoutes(app: FastifyInstance) {
  app.get('/api/reports/geofences', async (request) =>
    geofenceReport(app.ctx, currentUser(request), request.query as Record<string, unknown>),
  );
  /** The geofence report's rows with their geofences' names, and its workbook's name. */
  const geofenceRows = async (request: FastifyRequest) => {
    const { calendar, query, stays } = await geofenceStays(
      app.ctx,
      currentUser(request),
      request.query as Record<string, unknown>,
    );
    const ids = [...new Set(stays.map((stay) => stay.geofenceId))];
    const names = new Map(
      ids.length === 0
        ? []
        : (
            await app.ctx.db
              .select({ id: geofences.id, name: geofences.name })
              .from(geofences)
              .where(inArray(geofences.id, ids))
          ).map((fence) => [fence.id, fence.name]),
    );
    const rows = stays.map((stay) => ({ ...stay, geofenceName: names.get(stay.geofenceId) ?? null }));
    const from = calendar.formatDate(query.from.getTime());
    const to = calendar.formatDate(query.to.getTime());
    return { calendar, rows, name: `geofences-${from}-${to}`, covers: `${from} – ${to}` };
  };
  app.get('/api/reports/geofences/xlsx', async (request, reply) => {
    const { calendar, rows, name } = await geofenceRows(request);
    return sendWorkbook(reply, 'geofences', name, rows, calendar);
  });
  app.get('/api/reports/geofences/mail', async (request, reply) => {
    const { calendar, rows, name, covers } = await geofenceRows(request);
    const title = 'geofences report';
    await mailWorkbook(app.ctx, currentUser(request), {
      kind: 'geofences',
      rows,
      calendar,
      fileName: name,
      title,
      covers,
    });
    return reply.status(204).send();
  });
  app.get('/api/reports/devices/xlsx', async (request, reply) => {
    const { calendar, rows } = await deviceList(app.ctx, currentUser(request));
    return sendWorkbook(reply, 'devices', `devices-${calendar.formatDate(Date.now())}`, rows, calendar);
  });
  app.get('/api/reports/devices/mail', async (request, reply) => {
    const user = currentUser(request);
    const { calendar, rows } = await deviceList(app.ctx, user);
    const today = calendar.formatDate(Date.now());
    await mailWorkbook(app.ctx, user, {
      kind: 'devices',
      rows,
      calendar,
      fileName: `devices-${today}`,
      title: 'devices report',
      covers: today,
    });
    return reply.status(204).send();
  });
  app.get('/api/reports/combined', async (request) =>
    combinedReport(app.ctx, currentUser(request), request.query as Record<string, unknown>),
  );
}
