import * as z from 'zod/mini';
import { idSchema, isoDateTime } from './common';

/** Points a cause took off the score of 100. */
export const scoreBreakdownSchema = z.looseObject({
  overspeed: z.number(),
  harshAcceleration: z.number(),
  harshBraking: z.number(),
  harshCornering: z.number(),
  idling: z.number(),
  nightDriving: z.number(),
});
export type ScoreBreakdown = z.infer<typeof scoreBreakdownSchema>;

/** One driver's performance over a period (`GET /api2/driver-performance`). Times in ms, distance in metres. */
export const driverPerformanceSchema = z.looseObject({
  driverId: idSchema,
  name: z.string(),
  uniqueId: z.string(),
  from: isoDateTime,
  to: isoDateTime,
  /** 0 to 100, higher is safer; null when the driver did not drive in the period. */
  score: z.nullable(z.number()),
  breakdown: scoreBreakdownSchema,
  distance: z.number(),
  drivingTime: z.number(),
  overspeedTime: z.number(),
  idlingTime: z.number(),
  nightDrivingTime: z.number(),
  harshAcceleration: z.number(),
  harshBraking: z.number(),
  harshCornering: z.number(),
});
export type DriverPerformance = z.infer<typeof driverPerformanceSchema>;
