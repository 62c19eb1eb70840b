import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../context';
import { queryIds } from '../../http/parse';
import { assertReportsAllowed } from '../../reports/runReport';
import { driverPerformance } from '../../services/driverPerformance/driverPerformance';
import { readRangeQuery } from './vehicleStates';

/** `GET /api2/driver-performance` (SPEC §2 driver/driver-performance): per driver the score and its breakdown. */
export async function driverPerformanceRoutes(app: FastifyInstance) {
  app.get('/api2/driver-performance', async (request) => {
    // A report: refused to users whose reports are disabled (share guests among them).
    const user = currentUser(request);
    assertReportsAllowed(user);
    const query = request.query as Record<string, unknown>;
    const range = readRangeQuery(query);
    const timeZone = typeof query.timeZone === 'string' && query.timeZone ? query.timeZone : 'UTC';
    return driverPerformance(app.ctx, user, {
      from: range.from,
      to: range.to,
      driverIds: queryIds(query, 'driverId'),
      timeZone,
    });
  });
}
