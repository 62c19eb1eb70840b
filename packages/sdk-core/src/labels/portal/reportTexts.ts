import { DATE_PRESETS } from '../../validation/datePresets';
import { DATE_RANGE_MESSAGES } from '../../validation/validateDateRange';
import { textGroup } from '../textGroup';
import { textTemplate } from '../textTemplate';

/** Reports (/dashboard/report), the report filters every period page shares, and the report tables. */
export const REPORT_PAGE_TEXTS = /* @__PURE__ */ textGroup('REPORT_PAGE_TEXTS', {
  title: 'Reports',
  description: 'Events, trips, stops, summaries and routes of your vehicles.',
  exportFormat: textTemplate<[format: string]>('Export {format}'),
  exportFailed: 'Failed to export the report',
  kindLegend: 'Report',
  kinds: {
    events: 'Events',
    trips: 'Trips',
    stops: 'Stops',
    summary: 'Summary',
    route: 'Route',
  },
  /** The region of a report's table: 'Trips report'. */
  kindReport: textTemplate<[kind: string]>('{kind} report'),
  showReport: 'Show report',
  oneRowPerDay: 'One row per day',
  chooseReport: 'Choose a report',
  chooseReportHint: 'Pick a period and a vehicle, then Show report.',
  noResultsHint: 'Try another period or vehicle.',
  routeRowsShown: textTemplate<[shown: number, total: number]>(
    'Showing the first {shown} of {total} positions; the export has them all.',
  ),
  filters: {
    label: 'Report filters',
    period: 'Period',
    from: 'From',
    to: 'To',
    vehicle: 'Vehicle',
    allVehicles: 'All vehicles',
    eventType: 'Event type',
    allEvents: 'All events',
  },
  /** The period choices: sdk-core's date presets (SPEC §2), by value. */
  presets: {
    today: DATE_PRESETS[0].label,
    yesterday: DATE_PRESETS[1].label,
    last7Days: DATE_PRESETS[2].label,
    last14Days: DATE_PRESETS[3].label,
    custom: DATE_PRESETS[4].label,
  },
  /** Why a period is refused: sdk-core's date range messages. */
  rangeErrors: DATE_RANGE_MESSAGES,
  columns: {
    time: 'Time',
    vehicle: 'Vehicle',
    event: 'Event',
    details: 'Details',
    start: 'Start',
    from: 'From',
    end: 'End',
    to: 'To',
    distance: 'Distance',
    duration: 'Duration',
    avgSpeed: 'Avg speed',
    maxSpeed: 'Max speed',
    place: 'Place',
    engineHours: 'Engine hours',
    day: 'Day',
    fuel: 'Fuel',
    position: 'Position',
    speed: 'Speed',
    address: 'Address',
  },
} as const);
