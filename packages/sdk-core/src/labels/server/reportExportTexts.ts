import { textGroup } from '../textGroup';
import { textTemplate } from '../textTemplate';

/**
 * The texts of the server's report files (Excel workbooks and CSV, downloaded or e-mailed): worksheet
 * names, column headers with their units, and the e-mail that carries a workbook. The server writes
 * them in the language of the user the file is for.
 */
export const REPORT_EXPORT_TEXTS = /* @__PURE__ */ textGroup('REPORT_EXPORT_TEXTS', {
  sheets: {
    trips: 'Trips',
    stops: 'Stops',
    summary: 'Summary',
    route: 'Route',
    geofences: 'Geofences',
    devices: 'Devices',
    events: 'Events',
  },
  columns: {
    device: 'Device',
    startTime: 'Start time',
    endTime: 'End time',
    time: 'Time',
    lastUpdate: 'Last update',
    fixTime: 'Fix time',
    startAddress: 'Start address',
    endAddress: 'End address',
    address: 'Address',
    distance: 'Distance',
    duration: 'Duration',
    averageSpeed: 'Average speed',
    maximumSpeed: 'Maximum speed',
    speed: 'Speed',
    startOdometer: 'Start odometer',
    endOdometer: 'End odometer',
    odometer: 'Odometer',
    spentFuel: 'Spent fuel',
    engineHours: 'Engine hours',
    driver: 'Driver',
    latitude: 'Latitude',
    longitude: 'Longitude',
    course: 'Course',
    altitude: 'Altitude',
    ignition: 'Ignition',
    geofence: 'Geofence',
    name: 'Name',
    identifier: 'Identifier',
    group: 'Group',
    status: 'Status',
    phone: 'Phone',
    model: 'Model',
    contact: 'Contact',
    category: 'Category',
    disabled: 'Disabled',
    type: 'Type',
    alarm: 'Alarm',
    messageText: 'Message',
  },
  /** A header with the unit its numbers are in: `Distance (km)`, `Start time (Asia/Kathmandu)`. */
  withUnit: textTemplate<[header: string, unit: string]>('{header} ({unit})'),
  units: {
    km: 'km',
    kmh: 'km/h',
    hoursMinutes: 'h:mm',
    litres: 'L',
    degrees: '°',
    metres: 'm',
  },
  yes: 'yes',
  no: 'no',
  /** A report's title where its user gave it none (the e-mail's subject and text name it). */
  titles: {
    trips: 'trips report',
    stops: 'stops report',
    summary: 'summary report',
    route: 'route report',
    events: 'events report',
    geofences: 'geofences report',
    devices: 'devices report',
  },
  mail: {
    subject: textTemplate<[title: string]>('Report: {title}'),
    body: textTemplate<[title: string, covers: string, timeZone: string, rows: number]>(
      '{title}, {covers} ({timeZone}): {rows} rows, in the attached workbook.',
    ),
  },
} as const);
