import * as z from 'zod/mini';
import { driverPerformanceSchema } from '../schema/driverPerformance';
import type { FleetHttp } from './FleetHttp';

/** Driver scores (`GET /api2/driver-performance`). */
export function driverPerformanceResource(http: FleetHttp) {
  return {
    /**
     * Per driver (all the user sees, or `driverIds`) the score with its breakdown over the period;
     * night hours (22:00–05:00) are read in `timeZone` (IANA, default UTC).
     */
    list: (q: { from: Date | string; to: Date | string; driverIds?: number[]; timeZone?: string }) =>
      http.json(z.array(driverPerformanceSchema), 'get', 'api2/driver-performance', {
        query: { from: q.from, to: q.to, driverId: q.driverIds, timeZone: q.timeZone },
      }),
  };
}
