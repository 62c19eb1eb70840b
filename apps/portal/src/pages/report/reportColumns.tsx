import {
  type FleetEvent,
  formatDistance,
  formatDuration,
  formatFuel,
  formatSpeed,
  type Position,
  type ReportStop,
  type ReportSummary,
  type ReportTrip,
} from '@fleetkit/sdk-core';
import { type EventNames, formatEvent } from '@fleetkit/sdk-core/labels';
import type { Column } from '../../ui/DataTable';
import { formatDateTime } from '../../ui/formatDateTime';

/** Names of vehicles by id, for reports whose items carry only the id. */
export type VehicleNames = ReadonlyMap<number, string>;

/** Columns of an events list; the event and its details are sdk-core's `formatEvent` texts. */
export function eventColumns(names: VehicleNames, eventNames: EventNames = {}): Column<FleetEvent>[] {
  return [
    { header: 'Time', cell: (event) => formatDateTime(event.eventTime) },
    { header: 'Vehicle', cell: (event) => names.get(event.deviceId) ?? `#${event.deviceId}` },
    { header: 'Event', cell: (event) => formatEvent(event, eventNames).title },
    { header: 'Details', cell: (event) => formatEvent(event, eventNames).details },
  ];
}

export const tripColumns: Column<ReportTrip>[] = [
  { header: 'Vehicle', cell: (trip) => trip.deviceName },
  { header: 'Start', cell: (trip) => formatDateTime(trip.startTime) },
  {
    header: 'From',
    cell: (trip) => trip.startAddress ?? `${trip.startLat.toFixed(5)}, ${trip.startLon.toFixed(5)}`,
  },
  { header: 'End', cell: (trip) => formatDateTime(trip.endTime) },
  { header: 'To', cell: (trip) => trip.endAddress ?? `${trip.endLat.toFixed(5)}, ${trip.endLon.toFixed(5)}` },
  { header: 'Distance', align: 'end', cell: (trip) => formatDistance(trip.distance) },
  { header: 'Duration', align: 'end', cell: (trip) => formatDuration(trip.duration) },
  { header: 'Avg speed', align: 'end', cell: (trip) => formatSpeed(trip.averageSpeed) },
  { header: 'Max speed', align: 'end', cell: (trip) => formatSpeed(trip.maxSpeed) },
];

export const stopColumns: Column<ReportStop>[] = [
  { header: 'Vehicle', cell: (stop) => stop.deviceName },
  { header: 'Start', cell: (stop) => formatDateTime(stop.startTime) },
  { header: 'End', cell: (stop) => formatDateTime(stop.endTime) },
  { header: 'Duration', align: 'end', cell: (stop) => formatDuration(stop.duration) },
  {
    header: 'Place',
    cell: (stop) => stop.address ?? `${stop.latitude.toFixed(5)}, ${stop.longitude.toFixed(5)}`,
  },
  { header: 'Engine hours', align: 'end', cell: (stop) => formatDuration(stop.engineHours) },
];

export const summaryColumns: Column<ReportSummary>[] = [
  { header: 'Vehicle', cell: (row) => row.deviceName },
  { header: 'Day', cell: (row) => formatDateTime(row.startTime) },
  { header: 'Distance', align: 'end', cell: (row) => formatDistance(row.distance) },
  { header: 'Avg speed', align: 'end', cell: (row) => formatSpeed(row.averageSpeed) },
  { header: 'Max speed', align: 'end', cell: (row) => formatSpeed(row.maxSpeed) },
  { header: 'Engine hours', align: 'end', cell: (row) => formatDuration(row.engineHours) },
  { header: 'Fuel', align: 'end', cell: (row) => formatFuel(row.spentFuel) },
];

export function routeColumns(names: VehicleNames): Column<Position>[] {
  return [
    { header: 'Time', cell: (position) => formatDateTime(position.fixTime ?? position.deviceTime) },
    { header: 'Vehicle', cell: (position) => names.get(position.deviceId) ?? `#${position.deviceId}` },
    {
      header: 'Position',
      cell: (position) => `${position.latitude.toFixed(5)}, ${position.longitude.toFixed(5)}`,
    },
    { header: 'Speed', align: 'end', cell: (position) => formatSpeed(position.speed) },
    { header: 'Address', cell: (position) => position.address ?? '' },
  ];
}
