import { type FleetFormats, useFormats, useTexts, useTranslator } from '@fleetkit/react-widgets';
import {
  type FleetEvent,
  formatFuel,
  type Position,
  type ReportStop,
  type ReportSummary,
  type ReportTrip,
} from '@fleetkit/sdk-core';
import type { TextGroup } from '@fleetkit/sdk-core/i18n';
import { EVENT_TEXTS, type EventNames, type EventTexts, formatEvent } from '@fleetkit/sdk-core/labels';
import { REPORT_PAGE_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { useMemo } from 'react';
import type { Column } from '../../ui/DataTable';
import { type Dates, useDates } from '../../ui/useDates';

/** Names of vehicles by id, for reports whose items carry only the id. */
export type VehicleNames = ReadonlyMap<number, string>;

/** What the report columns are written with: their headers in the user's language, and their dates. */
export interface ReportColumnTexts {
  /** `useTexts(REPORT_PAGE_TEXTS).columns`. */
  columns: TextGroup<typeof REPORT_PAGE_TEXTS>['columns'];
  /** `useDates().dateTime`. */
  dateTime: Dates['dateTime'];
  /** A latitude and longitude with five decimals, in the user's digits: '27.71720, 85.32400'. */
  coordinates(latitude: number, longitude: number): string;
  /** Speeds, distances, durations and numbers in the user's language and digits (`useFormats()`). */
  formats: FleetFormats;
  /** `useTexts(EVENT_TEXTS)`: event titles and details in the user's language. */
  events: EventTexts;
}

/** Columns of an events list; the event and its details are sdk-core's `formatEvent` texts. */
export function eventColumns(
  { columns, dateTime, events, formats }: ReportColumnTexts,
  names: VehicleNames,
  eventNames: EventNames = {},
): Column<FleetEvent>[] {
  return [
    { header: columns.time, cell: (event) => dateTime(event.eventTime) },
    { header: columns.vehicle, cell: (event) => names.get(event.deviceId) ?? `#${event.deviceId}` },
    {
      header: columns.event,
      cell: (event) => formatEvent(event, eventNames, events, formats.formatNumber).title,
    },
    {
      header: columns.details,
      cell: (event) => formatEvent(event, eventNames, events, formats.formatNumber).details,
    },
  ];
}

export function tripColumns({
  columns,
  dateTime,
  coordinates,
  formats,
}: ReportColumnTexts): Column<ReportTrip>[] {
  return [
    { header: columns.vehicle, cell: (trip) => trip.deviceName },
    { header: columns.start, cell: (trip) => dateTime(trip.startTime) },
    {
      header: columns.from,
      cell: (trip) => trip.startAddress ?? coordinates(trip.startLat, trip.startLon),
    },
    { header: columns.end, cell: (trip) => dateTime(trip.endTime) },
    {
      header: columns.to,
      cell: (trip) => trip.endAddress ?? coordinates(trip.endLat, trip.endLon),
    },
    { header: columns.distance, align: 'end', cell: (trip) => formats.distance(trip.distance) },
    { header: columns.duration, align: 'end', cell: (trip) => formats.duration(trip.duration) },
    { header: columns.avgSpeed, align: 'end', cell: (trip) => formats.speed(trip.averageSpeed) },
    { header: columns.maxSpeed, align: 'end', cell: (trip) => formats.speed(trip.maxSpeed) },
  ];
}

export function stopColumns({
  columns,
  dateTime,
  coordinates,
  formats,
}: ReportColumnTexts): Column<ReportStop>[] {
  return [
    { header: columns.vehicle, cell: (stop) => stop.deviceName },
    { header: columns.start, cell: (stop) => dateTime(stop.startTime) },
    { header: columns.end, cell: (stop) => dateTime(stop.endTime) },
    { header: columns.duration, align: 'end', cell: (stop) => formats.duration(stop.duration) },
    {
      header: columns.place,
      cell: (stop) => stop.address ?? coordinates(stop.latitude, stop.longitude),
    },
    { header: columns.engineHours, align: 'end', cell: (stop) => formats.duration(stop.engineHours) },
  ];
}

export function summaryColumns({ columns, dateTime, formats }: ReportColumnTexts): Column<ReportSummary>[] {
  return [
    { header: columns.vehicle, cell: (row) => row.deviceName },
    { header: columns.day, cell: (row) => dateTime(row.startTime) },
    { header: columns.distance, align: 'end', cell: (row) => formats.distance(row.distance) },
    { header: columns.avgSpeed, align: 'end', cell: (row) => formats.speed(row.averageSpeed) },
    { header: columns.maxSpeed, align: 'end', cell: (row) => formats.speed(row.maxSpeed) },
    { header: columns.engineHours, align: 'end', cell: (row) => formats.duration(row.engineHours) },
    { header: columns.fuel, align: 'end', cell: (row) => formatFuel(row.spentFuel) },
  ];
}

export function routeColumns(
  { columns, dateTime, coordinates, formats }: ReportColumnTexts,
  names: VehicleNames,
): Column<Position>[] {
  return [
    { header: columns.time, cell: (position) => dateTime(position.fixTime ?? position.deviceTime) },
    { header: columns.vehicle, cell: (position) => names.get(position.deviceId) ?? `#${position.deviceId}` },
    {
      header: columns.position,
      cell: (position) => coordinates(position.latitude, position.longitude),
    },
    { header: columns.speed, align: 'end', cell: (position) => formats.speed(position.speed) },
    { header: columns.address, cell: (position) => position.address ?? '' },
  ];
}

/** The report columns' texts in the user's language: their headers and how their dates are written. */
export function useReportColumnTexts(): ReportColumnTexts {
  const texts = useTexts(REPORT_PAGE_TEXTS);
  const events = useTexts(EVENT_TEXTS);
  const formats = useFormats();
  const { dateTime } = useDates();
  const translator = useTranslator();
  return useMemo(() => {
    const degrees = (value: number) =>
      translator
        ? translator.formatNumber(value, {
            minimumFractionDigits: 5,
            maximumFractionDigits: 5,
            useGrouping: false,
          })
        : value.toFixed(5);
    return {
      columns: texts.columns,
      dateTime,
      coordinates: (latitude, longitude) => `${degrees(latitude)}, ${degrees(longitude)}`,
      formats,
      events,
    };
  }, [texts, dateTime, translator, formats, events]);
}
