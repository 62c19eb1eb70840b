import { MAX_HISTORY_RANGE_DAYS } from '@fleetkit/sdk-core';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../context';
import { HttpError } from '../../http/HttpError';
import { queryDate, queryIds } from '../../http/parse';
import { assertReportsAllowed } from '../../reports/runReport';
import { vehicleStates } from '../../services/vehicleStates/vehicleStates';

/** A range of `MAX_HISTORY_RANGE_DAYS` local days may span one more day of UTC time. */
const MAX_RANGE_MS = (MAX_HISTORY_RANGE_DAYS + 1) * 86_400_000;

/** A range query: `from` and `to` (ISO-8601 with zone), repeated `deviceId` and `groupId`. */
export function readRangeQuery(query: Record<string, unknown>) {
  const from = queryDate(query, 'from');
  const to = queryDate(query, 'to');
  if (!from || !to) throw HttpError.badRequest('from and to are required');
  if (from.getTime() >= to.getTime()) throw HttpError.badRequest('from must be before to');
  if (to.getTime() - from.getTime() > MAX_RANGE_MS) {
    throw HttpError.badRequest(`The range spans at most ${MAX_HISTORY_RANGE_DAYS} days`);
  }
  return { from, to, deviceIds: queryIds(query, 'deviceId'), groupIds: queryIds(query, 'groupId') };
}

/** `GET /api2/vehicle-states` (SPEC §2 vehicle/vehicle-states): time moving, idling, stopped, offline. */
export async function vehicleStateRoutes(app: FastifyInstance) {
  app.get('/api2/vehicle-states', async (request) => {
    // A report: refused to users whose reports are disabled (share guests among them).
    const user = currentUser(request);
    assertReportsAllowed(user);
    return vehicleStates(app.ctx, user, readRangeQuery(request.query as Record<string, unknown>));
  });
}
