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

/** A CSV field, quoted when it holds a comma, quote or line break (RFC 4180). */
function field(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * The report as CSV: a header row with units, then one line per row, CRLF line ends, local
 * date-times `YYYY-MM-DD HH:mm:ss`, durations `h:mm`.
 */
export function writeReportCsv(
  table: ReportTable,
  rows: readonly ReportRow[],
  calendar: ZonedCalendar,
): string {
  const lines = [table.columns.map((column) => field(column.header)).join(',')];
  for (const row of rows)
    lines.push(table.columns.map((column) => field(cellText(column, row, calendar))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
