import * as z from 'zod/mini';
import { idSchema, isoDateTime, nullableDateTime, nullableText, numberOr } from './common';

// Report items as Traccar returns them: distances in metres, speeds in knots, durations and
// engine hours in ms, fuel in litres.

export const reportTripSchema = z.looseObject({
  deviceId: idSchema,
  deviceName: z.string(),
  distance: z.number(),
  averageSpeed: z.number(),
  maxSpeed: z.number(),
  spentFuel: numberOr(),
  startOdometer: numberOr(),
  endOdometer: numberOr(),
  startTime: isoDateTime,
  endTime: isoDateTime,
  startPositionId: z.optional(idSchema),
  endPositionId: z.optional(idSchema),
  startLat: z.number(),
  startLon: z.number(),
  endLat: z.number(),
  endLon: z.number(),
  startAddress: nullableText,
  endAddress: nullableText,
  duration: z.number(),
  driverUniqueId: nullableText,
  driverName: nullableText,
});
export type ReportTrip = z.infer<typeof reportTripSchema>;

export const reportStopSchema = z.looseObject({
  deviceId: idSchema,
  deviceName: z.string(),
  duration: z.number(),
  startTime: isoDateTime,
  endTime: isoDateTime,
  latitude: z.number(),
  longitude: z.number(),
  address: nullableText,
  positionId: z.optional(idSchema),
  engineHours: numberOr(),
  spentFuel: numberOr(),
  startOdometer: numberOr(),
  endOdometer: numberOr(),
});
export type ReportStop = z.infer<typeof reportStopSchema>;

export const reportSummarySchema = z.looseObject({
  deviceId: idSchema,
  deviceName: z.string(),
  distance: z.number(),
  averageSpeed: z.number(),
  maxSpeed: z.number(),
  engineHours: numberOr(),
  spentFuel: numberOr(),
  startTime: nullableDateTime,
  endTime: nullableDateTime,
  startOdometer: numberOr(),
  endOdometer: numberOr(),
  startHours: numberOr(),
  endHours: numberOr(),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;
