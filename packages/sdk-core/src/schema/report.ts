import * as z from 'zod';
import { idSchema, isoDateTime, nullableText } from './common';

// Report items as Traccar returns them: distances in metres, speeds in knots, durations and
// engine hours in ms, fuel in litres.

export const reportTripSchema = z
  .object({
    deviceId: idSchema,
    deviceName: z.string(),
    distance: z.number(),
    averageSpeed: z.number(),
    maxSpeed: z.number(),
    spentFuel: z.number().default(0),
    startOdometer: z.number().default(0),
    endOdometer: z.number().default(0),
    startTime: isoDateTime,
    endTime: isoDateTime,
    startPositionId: idSchema.optional(),
    endPositionId: idSchema.optional(),
    startLat: z.number(),
    startLon: z.number(),
    endLat: z.number(),
    endLon: z.number(),
    startAddress: nullableText,
    endAddress: nullableText,
    duration: z.number(),
    driverUniqueId: nullableText,
    driverName: nullableText,
  })
  .loose();
export type ReportTrip = z.infer<typeof reportTripSchema>;

export const reportStopSchema = z
  .object({
    deviceId: idSchema,
    deviceName: z.string(),
    duration: z.number(),
    startTime: isoDateTime,
    endTime: isoDateTime,
    latitude: z.number(),
    longitude: z.number(),
    address: nullableText,
    positionId: idSchema.optional(),
    engineHours: z.number().default(0),
    spentFuel: z.number().default(0),
    startOdometer: z.number().default(0),
    endOdometer: z.number().default(0),
  })
  .loose();
export type ReportStop = z.infer<typeof reportStopSchema>;

export const reportSummarySchema = z
  .object({
    deviceId: idSchema,
    deviceName: z.string(),
    distance: z.number(),
    averageSpeed: z.number(),
    maxSpeed: z.number(),
    engineHours: z.number().default(0),
    spentFuel: z.number().default(0),
    startTime: isoDateTime.nullable().optional(),
    endTime: isoDateTime.nullable().optional(),
    startOdometer: z.number().default(0),
    endOdometer: z.number().default(0),
    startHours: z.number().default(0),
    endHours: z.number().default(0),
  })
  .loose();
export type ReportSummary = z.infer<typeof reportSummarySchema>;
