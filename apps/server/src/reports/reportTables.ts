import { KMH_PER_KNOT, type ReportKind } from '@fleetkit/sdk-core';

/** A report row as the JSON answer has it (route and event rows carry `deviceName` too). */
export type ReportRow = Record<string, unknown>;

/** How a column's values are written: numbers with fixed decimals, local date-times, `h:mm` durations. */
export type CellKind = 'text' | 'number' | 'datetime' | 'duration';

export interface ReportColumn {
  /** Header text, with the unit: `Distance (km)`. */
  header: string;
  kind: CellKind;
  /** Decimals of a number column. @default 0 */
  decimals?: number;
  /** Column width in characters. @default 14 */
  width?: number;
  /** The value: a number (ms since the epoch for a date-time, ms for a duration), text or null. */
  value: (row: ReportRow) => string | number | null;
}

/** A report with a table: the five movement reports, Traccar's geofence report and its device list. */
export type TableKind = ReportKind | 'geofences' | 'devices';

/** The columns of one report kind, for spreadsheets and CSV. */
export interface ReportTable {
  kind: TableKind;
  /** Worksheet name. */
  sheetName: string;
  columns: ReportColumn[];
}

const number =
  (key: string, scale = 1) =>
  (row: ReportRow) => {
    const value = row[key];
    return typeof value === 'number' && Number.isFinite(value) ? value * scale : null;
  };
const text = (key: string) => (row: ReportRow) => {
  const value = row[key];
  return value === null || value === undefined || value === '' ? null : String(value);
};
const time = (key: string) => (row: ReportRow) => {
  const value = row[key];
  const ms = typeof value === 'string' || value instanceof Date ? new Date(value).getTime() : Number.NaN;
  return Number.isNaN(ms) ? null : ms;
};
const attribute = (key: string) => (row: ReportRow) => {
  const attributes = row.attributes as Record<string, unknown> | undefined;
  const value = attributes?.[key];
  return value === undefined || value === null ? null : String(value);
};

const KM = 1 / 1000;
const device: ReportColumn = { header: 'Device', kind: 'text', width: 20, value: text('deviceName') };
const km = (header: string, key: string): ReportColumn => ({
  header: `${header} (km)`,
  kind: 'number',
  decimals: 2,
  value: number(key, KM),
});
const kmh = (header: string, key: string): ReportColumn => ({
  header: `${header} (km/h)`,
  kind: 'number',
  decimals: 1,
  value: number(key, KMH_PER_KNOT),
});
const duration = (header: string, key: string): ReportColumn => ({
  header: `${header} (h:mm)`,
  kind: 'duration',
  value: number(key),
});
const litres: ReportColumn = {
  header: 'Spent fuel (L)',
  kind: 'number',
  decimals: 2,
  value: number('spentFuel'),
};

/**
 * The spreadsheet / CSV columns of a report kind. Units are those people read (km, km/h, h:mm, L)
 * and say so in the headers; date-times are local to `timeZone`, which the time headers name.
 */
export function reportTable(kind: TableKind, timeZone: string): ReportTable {
  const at = (header: string, key: string): ReportColumn => ({
    header: `${header} (${timeZone})`,
    kind: 'datetime',
    width: 20,
    value: time(key),
  });
  const address = (header: string, key: string): ReportColumn => ({
    header,
    kind: 'text',
    width: 32,
    value: text(key),
  });
  switch (kind) {
    case 'trips':
      return {
        kind,
        sheetName: 'Trips',
        columns: [
          device,
          at('Start time', 'startTime'),
          address('Start address', 'startAddress'),
          at('End time', 'endTime'),
          address('End address', 'endAddress'),
          km('Distance', 'distance'),
          duration('Duration', 'duration'),
          kmh('Average speed', 'averageSpeed'),
          kmh('Maximum speed', 'maxSpeed'),
          km('Start odometer', 'startOdometer'),
          km('End odometer', 'endOdometer'),
          litres,
          {
            header: 'Driver',
            kind: 'text',
            width: 20,
            value: (row) => text('driverName')(row) ?? text('driverUniqueId')(row),
          },
        ],
      };
    case 'stops':
      return {
        kind,
        sheetName: 'Stops',
        columns: [
          device,
          at('Start time', 'startTime'),
          at('End time', 'endTime'),
          duration('Duration', 'duration'),
          address('Address', 'address'),
          { header: 'Latitude', kind: 'number', decimals: 6, value: number('latitude') },
          { header: 'Longitude', kind: 'number', decimals: 6, value: number('longitude') },
          duration('Engine hours', 'engineHours'),
          litres,
          km('Odometer', 'startOdometer'),
        ],
      };
    case 'summary':
      return {
        kind,
        sheetName: 'Summary',
        columns: [
          device,
          at('Start time', 'startTime'),
          at('End time', 'endTime'),
          km('Distance', 'distance'),
          kmh('Average speed', 'averageSpeed'),
          kmh('Maximum speed', 'maxSpeed'),
          duration('Engine hours', 'engineHours'),
          litres,
          km('Start odometer', 'startOdometer'),
          km('End odometer', 'endOdometer'),
        ],
      };
    case 'route':
      return {
        kind,
        sheetName: 'Route',
        columns: [
          device,
          at('Time', 'fixTime'),
          { header: 'Latitude', kind: 'number', decimals: 6, value: number('latitude') },
          { header: 'Longitude', kind: 'number', decimals: 6, value: number('longitude') },
          kmh('Speed', 'speed'),
          { header: 'Course (°)', kind: 'number', decimals: 0, value: number('course') },
          { header: 'Altitude (m)', kind: 'number', decimals: 0, value: number('altitude') },
          address('Address', 'address'),
          { header: 'Ignition', kind: 'text', value: attribute('ignition') },
          {
            header: 'Odometer (km)',
            kind: 'number',
            decimals: 2,
            value: (row) => {
              const total = Number((row.attributes as Record<string, unknown> | undefined)?.totalDistance);
              return Number.isFinite(total) ? total * KM : null;
            },
          },
        ],
      };
    case 'geofences':
      return {
        kind,
        sheetName: 'Geofences',
        columns: [
          device,
          { header: 'Geofence', kind: 'text', width: 20, value: text('geofenceName') },
          at('Start time', 'startTime'),
          at('End time', 'endTime'),
          duration('Duration', 'duration'),
          km('Distance', 'distance'),
          kmh('Average speed', 'averageSpeed'),
          kmh('Maximum speed', 'maxSpeed'),
          litres,
          km('Start odometer', 'startOdometer'),
          km('End odometer', 'endOdometer'),
        ],
      };
    case 'devices':
      return {
        kind,
        sheetName: 'Devices',
        columns: [
          { header: 'Name', kind: 'text', width: 20, value: text('name') },
          { header: 'Identifier', kind: 'text', width: 18, value: text('uniqueId') },
          { header: 'Group', kind: 'text', width: 18, value: text('groupName') },
          { header: 'Status', kind: 'text', value: text('status') },
          at('Last update', 'lastUpdate'),
          at('Fix time', 'fixTime'),
          { header: 'Latitude', kind: 'number', decimals: 6, value: number('latitude') },
          { header: 'Longitude', kind: 'number', decimals: 6, value: number('longitude') },
          kmh('Speed', 'speed'),
          address('Address', 'address'),
          { header: 'Phone', kind: 'text', value: text('phone') },
          { header: 'Model', kind: 'text', value: text('model') },
          { header: 'Contact', kind: 'text', width: 20, value: text('contact') },
          { header: 'Category', kind: 'text', value: text('category') },
          { header: 'Disabled', kind: 'text', value: (row) => (row.disabled ? 'yes' : 'no') },
        ],
      };
    case 'events':
      return {
        kind,
        sheetName: 'Events',
        columns: [
          device,
          at('Time', 'eventTime'),
          { header: 'Type', kind: 'text', width: 18, value: text('type') },
          { header: 'Alarm', kind: 'text', value: attribute('alarm') },
          { header: 'Geofence', kind: 'text', width: 20, value: text('geofenceName') },
          { header: 'Message', kind: 'text', width: 32, value: attribute('message') },
        ],
      };
  }
}
