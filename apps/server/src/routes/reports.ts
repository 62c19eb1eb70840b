import { type ReportKind, XLSX_MIME } from '@fleetkit/sdk-core';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { currentUser } from '../context';
import { geofences } from '../db/schema';
import type { AddressLookup } from '../reports/reportContext';
import { type ReportRow, reportTable } from '../reports/reportTables';
import { type ReportResult, runMovementReports, runReport } from '../reports/runReport';
import { writeReportCsv } from '../reports/writeReportCsv';
import { writeReportWorkbook } from '../reports/writeReportWorkbook';

const REPORT_KINDS: readonly ReportKind[] = ['route', 'events', 'trips', 'stops', 'summary'];
const CSV_MIME = 'text/csv';

type Format = 'json' | 'xlsx' | 'csv';

/** The format an `Accept` header asks for: XLSX and CSV when named, JSON otherwise. */
export function reportFormat(accept: string | undefined): Format {
  const value = (accept ?? '').toLowerCase();
  if (value.includes(XLSX_MIME)) return 'xlsx';
  if (value.includes(CSV_MIME)) return 'csv';
  return 'json';
}

/** Options of the report routes. */
export interface ReportRoutesOptions {
  /** Geocoder for trip and stop ends without a stored address; without it they stay null. */
  address?: AddressLookup;
}

/** Table rows: route and event rows get their device's (and geofence's) name. */
async function tableRows(app: FastifyInstance, result: ReportResult): Promise<ReportRow[]> {
  if (result.kind !== 'route' && result.kind !== 'events') return result.items;
  const names = new Map(result.devices.map((device) => [device.id, device.name]));
  const fenceIds = [...new Set(result.items.map((item) => Number(item.geofenceId)).filter((id) => id > 0))];
  const fences =
    fenceIds.length > 0
      ? await app.ctx.db
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

async function send(app: FastifyInstance, reply: FastifyReply, result: ReportResult, format: Format) {
  if (format === 'json') return result.items;
  const table = reportTable(result.kind, result.calendar.timeZone);
  const rows = await tableRows(app, result);
  const { calendar, query } = result;
  const name = `${result.kind}-${calendar.formatDate(query.from.getTime())}-${calendar.formatDate(query.to.getTime())}`;
  reply.header('Cache-Control', 'no-store');
  if (format === 'csv') {
    reply.header('Content-Disposition', `attachment; filename=${name}.csv`);
    return reply.type(`${CSV_MIME}; charset=utf-8`).send(writeReportCsv(table, rows, calendar));
  }
  reply.header('Content-Disposition', `attachment; filename=${name}.xlsx`);
  return reply.type(XLSX_MIME).send(await writeReportWorkbook(table, rows, calendar));
}

/**
 * `GET /api/reports/route|events|trips|stops|summary` (Traccar's contract): JSON by default, XLSX
 * when `Accept` names the spreadsheet type (or under `/xlsx`, as Traccar), CSV for `text/csv` (or
 * under `/csv`). `GET /api2/reports/movements` answers `{ trips, stops, summary }` for the same query
 * in one request. Reports read only, so read-only and temporary users may run them; users with
 * `disableReports` may not.
 */
export async function reportRoutes(app: FastifyInstance, options: ReportRoutesOptions = {}) {
  const runOptions = options.address ? { address: options.address } : {};
  for (const kind of REPORT_KINDS) {
    app.get(`/api/reports/${kind}`, async (request, reply) => {
      const result = await runReport(
        app.ctx,
        currentUser(request),
        kind,
        request.query as Record<string, unknown>,
        runOptions,
      );
      return send(app, reply, result, reportFormat(request.headers.accept));
    });
    for (const format of ['xlsx', 'csv'] as const) {
      app.get(`/api/reports/${kind}/${format}`, async (request, reply) => {
        const result = await runReport(
          app.ctx,
          currentUser(request),
          kind,
          request.query as Record<string, unknown>,
          runOptions,
        );
        return send(app, reply, result, format);
      });
    }
  }
  // Trips, stops and summary together (JSON): one scan of the positions instead of three.
  app.get('/api2/reports/movements', async (request) =>
    runMovementReports(app.ctx, currentUser(request), request.query as Record<string, unknown>, runOptions),
  );
}
