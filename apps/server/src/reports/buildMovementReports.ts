import type { ReportStop, ReportSummary, ReportTrip } from '@fleetkit/sdk-core';
import type { Db } from '../db/Database';
import { DeviceTrack } from './DeviceTrack';
import { detectDeviceMovements, overlapsPeriod } from './detectDeviceMovements';
import type { AddressLookup, ItemContext, ReportDevice } from './reportContext';
import { resolveTripsConfig } from './resolveTripsConfig';
import { stopItem } from './stopItem';
import { summaryItems } from './summaryItems';
import { tripItem } from './tripItem';
import type { ZonedCalendar } from './ZonedCalendar';

/** Which movement reports to build for one device and period. */
export interface MovementReportRequest {
  from: Date;
  to: Date;
  trips?: boolean;
  stops?: boolean;
  /** Summary rows: one for the period, one per local day of `calendar`, or none. @default false */
  summary?: false | 'period' | 'daily';
  /** The zone whose midnights split daily summaries. Required with `summary: 'daily'`. */
  calendar?: ZonedCalendar;
}

/** What the builder may be given besides the database. */
export interface MovementReportOptions {
  /** Server attributes: `report.*` detection settings that apply to devices without their own. */
  serverAttributes?: Record<string, unknown>;
  /**
   * Address of a trip or stop end that has no stored address (a geocoder). Without it such addresses
   * stay null.
   */
  address?: AddressLookup;
  /** Driver names by driver uniqueId, for `driverName`. */
  driverNames?: ReadonlyMap<string, string>;
}

export interface MovementReports {
  trips: ReportTrip[];
  stops: ReportStop[];
  summary: ReportSummary[];
}

/**
 * Builds the trips, stops and/or summary of one device from ONE scan of its positions: trips and
 * stops that overlap `[from, to]` (whole, never clipped, found over a context window so they are the
 * same whatever the period's length), and summary rows over the positions inside `[from, to]`.
 * @example await buildMovementReports(db, device, { from, to, trips: true, summary: 'period' })
 */
export async function buildMovementReports(
  db: Db,
  device: ReportDevice,
  request: MovementReportRequest,
  options: MovementReportOptions = {},
): Promise<MovementReports> {
  const result: MovementReports = { trips: [], stops: [], summary: [] };
  const config = resolveTripsConfig(device.attributes, options.serverAttributes);
  const from = request.from.getTime();
  const to = request.to.getTime();
  let track: DeviceTrack | null = null;
  if (request.trips || request.stops) {
    const detected = await detectDeviceMovements(db, device.id, request.from, request.to, config);
    track = detected.track;
    if (track) {
      const context: ItemContext = {
        device,
        track,
        address: options.address,
        driverNames: options.driverNames,
      };
      const wanted = detected.movements.filter(
        (movement) =>
          (movement.moving ? request.trips : request.stops) &&
          overlapsPeriod(context.track, movement, from, to),
      );
      await track.prepareDistances(wanted.map((movement) => [movement.start, movement.end] as const));
      for (const movement of wanted) {
        if (movement.moving) result.trips.push(await tripItem(movement, context));
        else result.stops.push(await stopItem(movement, context));
      }
    }
  }
  if (request.summary) {
    // The context window of trips and stops holds every position of the period: reuse its scan.
    track ??= await DeviceTrack.load(db, device.id, request.from, request.to, config);
    const boundaries =
      request.summary === 'daily' && request.calendar
        ? [from, ...request.calendar.midnightsBetween(from, to), to]
        : [from, to];
    result.summary = await summaryItems(boundaries, { device, track });
  }
  return result;
}
