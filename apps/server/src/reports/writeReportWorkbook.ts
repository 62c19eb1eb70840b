import writeXlsxFile, { type Cell, type Row } from 'write-excel-file/node';
import type { ReportColumn, ReportRow, ReportTable } from './reportTables';
import type { ZonedCalendar } from './ZonedCalendar';

const DAY_MS = 86_400_000;

function numberFormat(column: ReportColumn): string | undefined {
  switch (column.kind) {
    case 'datetime':
      return 'yyyy-mm-dd hh:mm:ss';
    case 'duration':
      return '[h]:mm';
    case 'number':
      return column.decimals ? `0.${'0'.repeat(column.decimals)}` : '0';
    default:
      return undefined;
  }
}

function cellValue(
  column: ReportColumn,
  row: ReportRow,
  calendar: ZonedCalendar,
): string | number | Date | null {
  const value = column.value(row);
  if (value === null || typeof value === 'string') return value;
  if (column.kind === 'datetime') return calendar.wallClock(value);
  if (column.kind === 'duration') return value / DAY_MS;
  return value;
}

/**
 * The report as an XLSX workbook: one worksheet named after the report, a bold frozen header row
 * with units, then one row per item; date-times are real spreadsheet dates in local time, durations
 * real `[h]:mm` times, numbers real numbers with fixed decimals.
 */
export async function writeReportWorkbook(
  table: ReportTable,
  rows: readonly ReportRow[],
  calendar: ZonedCalendar,
): Promise<Buffer> {
  const formats = table.columns.map(numberFormat);
  const header: Row = table.columns.map((column) => ({ value: column.header, fontWeight: 'bold' }));
  const body = rows.map(
    (row): Row =>
      table.columns.map((column, index): Cell => {
        const value = cellValue(column, row, calendar);
        const format = formats[index];
        return format && value !== null && typeof value !== 'string' ? { value, format } : value;
      }),
  );
  return writeXlsxFile([header, ...body], {
    sheet: table.sheetName,
    columns: table.columns.map((column) => ({ width: column.width ?? 14 })),
    stickyRowsCount: 1,
  }).toBuffer();
}
