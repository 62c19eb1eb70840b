import { KMH_PER_KNOT, type ReportKind } from '@fleetkit/sdk-core';
import type { TextGroup } from '@fleetkit/sdk-core/i18n';
import { REPORT_EXPORT_TEXTS } from '@fleetkit/sdk-core/labels/server';

/** The texts of report files in one language (`REPORT_EXPORT_TEXTS`, or a translator's version of it). */
export type ReportExportTexts = TextGroup<typeof REPORT_EXPORT_TEXTS>;

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

/**
 * The spreadsheet / CSV columns of a report kind, with the worksheet name and headers in the language
 * of `texts` (English by default). Units are those people read (km, km/h, h:mm, L) and say so in the
 * headers; date-times are local to `timeZone`, which the time headers name.
 */
export function reportTable(
  kind: TableKind,
  timeZone: string,
  texts: ReportExportTexts = REPORT_EXPORT_TEXTS,
): ReportTable {
  const { columns: names, units, withUnit, sheets } = texts;
  const at = (header: string, key: string): ReportColumn => ({
    header: withUnit(header, timeZone),
    kind: 'datetime',
    width: 20,
    value: time(key),
  });
  const device: ReportColumn = { header: names.device, kind: 'text', width: 20, value: text('deviceName') };
  const km = (header: string, key: string): ReportColumn => ({
    header: withUnit(header, units.km),
    kind: 'number',
    decimals: 2,
    value: number(key, KM),
  });
  const kmh = (header: string, key: string): ReportColumn => ({
    header: withUnit(header, units.kmh),
    kind: 'number',
    decimals: 1,
    value: number(key, KMH_PER_KNOT),
  });
  const duration = (header: string, key: string): ReportColumn => ({
    header: withUnit(header, units.hoursMinutes),
    kind: 'duration',
    value: number(key),
  });
  const litres: ReportColumn = {
    header: withUnit(names.spentFuel, units.litres),
    kind: 'number',
    decimals: 2,
    value: number('spentFuel'),
  };
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
        sheetName: sheets.trips,
        columns: [
          device,
          at(names.startTime, 'startTime'),
          address(names.startAddress, 'startAddress'),
          at(names.endTime, 'endTime'),
          address(names.endAddress, 'endAddress'),
          km(names.distance, 'distance'),
          duration(names.duration, 'duration'),
          kmh(names.averageSpeed, 'averageSpeed'),
          kmh(names.maximumSpeed, 'maxSpeed'),
          km(names.startOdometer, 'startOdometer'),
          km(names.endOdometer, 'endOdometer'),
          litres,
          {
            header: names.driver,
            kind: 'text',
            width: 20,
            value: (row) => text('driverName')(row) ?? text('driverUniqueId')(row),
          },
        ],
      };
    case 'stops':
      return {
        kind,
        sheetName: sheets.stops,
        columns: [
          device,
          at(names.startTime, 'startTime'),
          at(names.endTime, 'endTime'),
          duration(names.duration, 'duration'),
          address(names.address, 'address'),
          { header: names.latitude, kind: 'number', decimals: 6, value: number('latitude') },
          { header: names.longitude, kind: 'number', decimals: 6, value: number('longitude') },
          duration(names.engineHours, 'engineHours'),
          litres,
          km(names.odometer, 'startOdometer'),
        ],
      };
    case 'summary':
      return {
        kind,
        sheetName: sheets.summary,
        columns: [
          device,
          at(names.startTime, 'startTime'),
          at(names.endTime, 'endTime'),
          km(names.distance, 'distance'),
          kmh(names.averageSpeed, 'averageSpeed'),
          kmh(names.maximumSpeed, 'maxSpeed'),
          duration(names.engineHours, 'engineHours'),
          litres,
          km(names.startOdometer, 'startOdometer'),
          km(names.endOdometer, 'endOdometer'),
        ],
      };
    case 'route':
      return {
        kind,
        sheetName: sheets.route,
        columns: [
          device,
          at(names.time, 'fixTime'),
          { header: names.latitude, kind: 'number', decimals: 6, value: number('latitude') },
          { header: names.longitude, kind: 'number', decimals: 6, value: number('longitude') },
          kmh(names.speed, 'speed'),
          {
            header: withUnit(names.course, units.degrees),
            kind: 'number',
            decimals: 0,
            value: number('course'),
          },
          {
            header: withUnit(names.altitude, units.metres),
            kind: 'number',
            decimals: 0,
            value: number('altitude'),
          },
          address(names.address, 'address'),
          { header: names.ignition, kind: 'text', value: attribute('ignition') },
          {
            header: withUnit(names.odometer, units.km),
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
        sheetName: sheets.geofences,
        columns: [
          device,
          { header: names.geofence, kind: 'text', width: 20, value: text('geofenceName') },
          at(names.startTime, 'startTime'),
          at(names.endTime, 'endTime'),
          duration(names.duration, 'duration'),
          km(names.distance, 'distance'),
          kmh(names.averageSpeed, 'averageSpeed'),
          kmh(names.maximumSpeed, 'maxSpeed'),
          litres,
          km(names.startOdometer, 'startOdometer'),
          km(names.endOdometer, 'endOdometer'),
        ],
      };
    case 'devices':
      return {
        kind,
        sheetName: sheets.devices,
        columns: [
          { header: names.name, kind: 'text', width: 20, value: text('name') },
          { header: names.identifier, kind: 'text', width: 18, value: text('uniqueId') },
          { header: names.group, kind: 'text', width: 18, value: text('groupName') },
          { header: names.status, kind: 'text', value: text('status') },
          at(names.lastUpdate, 'lastUpdate'),
          at(names.fixTime, 'fixTime'),
          { header: names.latitude, kind: 'number', decimals: 6, value: number('latitude') },
          { header: names.longitude, kind: 'number', decimals: 6, value: number('longitude') },
          kmh(names.speed, 'speed'),
          address(names.address, 'address'),
          { header: names.phone, kind: 'text', value: text('phone') },
          { header: names.model, kind: 'text', value: text('model') },
          { header: names.contact, kind: 'text', width: 20, value: text('contact') },
          { header: names.category, kind: 'text', value: text('category') },
          { header: names.disabled, kind: 'text', value: (row) => (row.disabled ? texts.yes : texts.no) },
        ],
      };
    case 'events':
      return {
        kind,
        sheetName: sheets.events,
        columns: [
          device,
          at(names.time, 'eventTime'),
          { header: names.type, kind: 'text', width: 18, value: text('type') },
          { header: names.alarm, kind: 'text', value: attribute('alarm') },
          { header: names.geofence, kind: 'text', width: 20, value: text('geofenceName') },
          { header: names.messageText, kind: 'text', width: 32, value: attribute('message') },
        ],
      };
  }
}
