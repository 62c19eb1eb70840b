import { XLSX_MIME } from '@fleetkit/sdk-core';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../auth/Access';
import { currentUser } from '../context';
import { geofences } from '../db/schema';
import { mailWorkbook } from '../reports/mailReport';
import { type ReportRow, reportTable, type TableKind } from '../reports/reportTables';
import { writeReportWorkbook } from '../reports/writeReportWorkbook';
import type { ZonedCalendar } from '../reports/ZonedCalendar';
import { combinedReport, deviceList, geofenceReport, geofenceStays } from '../services/traccarReports';
import { reportTextsFor } from '../services/userLanguage';

/** Sends a workbook of the report's rows in its user's language, as the other reports' `/xlsx` do. */
async function sendWorkbook(
  reply: FastifyReply,
  user: UserRow,
  kind: TableKind,
  name: string,
  rows: readonly ReportRow[],
  calendar: ZonedCalendar,
) {
  reply.header('Cache-Control', 'no-store');
  reply.header('Content-Disposition', `attachment; filename=${name}.xlsx`);
  return reply
    .type(XLSX_MIME)
    .send(
      await writeReportWorkbook(
        reportTable(kind, calendar.timeZone, await reportTextsFor(user)),
        rows,
        calendar,
      ),
    );
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
    return sendWorkbook(reply, currentUser(request), 'geofences', name, rows, calendar);
  });
  app.get('/api/reports/geofences/mail', async (request, reply) => {
    const { calendar, rows, name, covers } = await geofenceRows(request);
    await mailWorkbook(app.ctx, currentUser(request), {
      kind: 'geofences',
      rows,
      calendar,
      fileName: name,
      covers,
    });
    return reply.status(204).send();
  });
  app.get('/api/reports/devices/xlsx', async (request, reply) => {
    const user = currentUser(request);
    const { calendar, rows } = await deviceList(app.ctx, user);
    return sendWorkbook(reply, user, 'devices', `devices-${calendar.formatDate(Date.now())}`, rows, calendar);
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
      covers: today,
    });
    return reply.status(204).send();
  });
  app.get('/api/reports/combined', async (request) =>
    combinedReport(app.ctx, currentUser(request), request.query as Record<string, unknown>),
  );
}
