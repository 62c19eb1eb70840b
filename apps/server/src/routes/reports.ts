import { type ReportKind, XLSX_MIME } from '@fleetkit/sdk-core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { UserRow } from '../auth/Access';
import { currentUser } from '../context';
import { mailReport } from '../reports/mailReport';
import type { AddressLookup } from '../reports/reportContext';
import { reportFileName, reportRows } from '../reports/reportRows';
import { reportTable } from '../reports/reportTables';
import { type ReportResult, runMovementReports, runReport } from '../reports/runReport';
import { writeReportCsv } from '../reports/writeReportCsv';
import { writeReportWorkbook } from '../reports/writeReportWorkbook';
import { reportTextsFor } from '../services/userLanguage';

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

async function send(
  app: FastifyInstance,
  reply: FastifyReply,
  user: UserRow,
  result: ReportResult,
  format: Format,
) {
  if (format === 'json') return result.items;
  const table = reportTable(result.kind, result.calendar.timeZone, await reportTextsFor(user));
  const rows = await reportRows(app.ctx, result);
  const { calendar } = result;
  const name = reportFileName(result);
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
 * under `/csv`), or e-mailed as XLSX under `/mail`. `GET /api2/reports/movements` answers `{ trips, stops, summary }` for the same query
 * in one request. Reports read only, so read-only and temporary users may run them; users with
 * `disableReports` may not.
 */
export async function reportRoutes(app: FastifyInstance, options: ReportRoutesOptions = {}) {
  const runOptions = options.address ? { address: options.address } : {};
  for (const kind of REPORT_KINDS) {
    app.get(`/api/reports/${kind}`, async (request, reply) => {
      const user = currentUser(request);
      const result = await runReport(
        app.ctx,
        user,
        kind,
        request.query as Record<string, unknown>,
        runOptions,
      );
      return send(app, reply, user, result, reportFormat(request.headers.accept));
    });
    // Traccar's `/mail`: the workbook goes to the user's e-mail address; 204 once it is handed to the
    // mail sender.
    app.get(`/api/reports/${kind}/mail`, async (request, reply) => {
      const user = currentUser(request);
      const result = await runReport(
        app.ctx,
        user,
        kind,
        request.query as Record<string, unknown>,
        runOptions,
      );
      await mailReport(app.ctx, user, result);
      return reply.status(204).send();
    });
    for (const format of ['xlsx', 'csv'] as const) {
      app.get(`/api/reports/${kind}/${format}`, async (request, reply) => {
        const user = currentUser(request);
        const result = await runReport(
          app.ctx,
          user,
          kind,
          request.query as Record<string, unknown>,
          runOptions,
        );
        return send(app, reply, user, result, format);
      });
    }
  }
  // Trips, stops and summary together (JSON): one scan of the positions instead of three.
  app.get('/api2/reports/movements', async (request) =>
    runMovementReports(app.ctx, currentUser(request), request.query as Record<string, unknown>, runOptions),
  );
}
