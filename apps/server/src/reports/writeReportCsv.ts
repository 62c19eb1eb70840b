import { writeCsv } from '../http/writeCsv';
import type { ReportColumn, ReportRow, ReportTable } from './reportTables';
import type { ZonedCalendar } from './ZonedCalendar';

/** `h:mm` of a duration in ms (hours may pass 24). */
export function formatHoursMinutes(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

function cellText(column: ReportColumn, row: ReportRow, calendar: ZonedCalendar): string {
  const value = column.value(row);
  if (value === null) return '';
  if (typeof value === 'string') return value;
  switch (column.kind) {
    case 'datetime':
      return calendar.formatDateTime(value);
    case 'duration':
      return formatHoursMinutes(value);
    case 'number':
      return value.toFixed(column.decimals ?? 0);
    default:
      return String(value);
  }
}

/**
 * The report as CSV: a header row with units, then one line per row, CRLF line ends, local
 * date-times `YYYY-MM-DD HH:mm:ss`, durations `h:mm`; text that would run as a formula is neutralised.
 */
export function writeReportCsv(
  table: ReportTable,
  rows: readonly ReportRow[],
  calendar: ZonedCalendar,
): string {
  return writeCsv(
    table.columns.map((column) => column.header),
    rows.map((row) => table.columns.map((column) => cellText(column, row, calendar))),
  );
}
