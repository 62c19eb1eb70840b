import { and, asc, eq, gt, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../auth/Access';
import { currentUser } from '../context';
import { latestPositionsOf } from '../db/latestPositions';
import { devices, events, positions } from '../db/schema';
import { geocodingFor } from '../geocoder/geocodingFor';
import { HttpError } from '../http/HttpError';
import { parseId, queryDate, queryIds } from '../http/parse';
import { toEvent, toPosition } from '../http/serialize';
import { eventMessages } from '../services/eventMessages';
import { assertTracking } from '../services/payments/trackingGate';

/** Latest positions of the devices a user may see (what the socket sends on open). */
export async function latestPositions(
  app: FastifyInstance,
  visible: Set<number> | null,
  deviceIds?: number[],
  viewer?: UserRow,
) {
  const ids = deviceIds ?? (visible === null ? undefined : [...visible]);
  // A vehicle whose subscription is over is not tracked for its users until renewed.
  const tracked =
    viewer && !viewer.administrator
      ? or(isNull(devices.expirationTime), gt(devices.expirationTime, new Date()))
      : undefined;
  const latest = await latestPositionsOf(
    app.ctx.db,
    and(ids === undefined ? undefined : inArray(devices.id, [...ids, -1]), tracked),
  );
  const rows = [...latest.values()].sort((a, b) => a.id - b.id);
  return geocodingFor(app.ctx).addresses.fillAddresses(rows.map(toPosition));
}

/** `GET /api/positions` (latest, one device's latest, a history range, or by id) and `GET /api/events/{id}`. */
export async function positionRoutes(app: FastifyInstance) {
  const { ctx } = app;

  app.get('/api/positions', async (request) => {
    const user = currentUser(request);
    const query = request.query as Record<string, unknown>;
    const ids = queryIds(query, 'id');
    const deviceIds = queryIds(query, 'deviceId');
    const from = queryDate(query, 'from');
    const to = queryDate(query, 'to');
    for (const id of deviceIds) await ctx.access.authorize(user, 'device', id, 'read');
    const visible = await ctx.access.visibleIds(user, 'device');
    if (ids.length > 0) {
      const rows = await ctx.db.select().from(positions).where(inArray(positions.id, ids));
      const allowed = rows.filter((r) => visible === null || visible.has(r.deviceId)).map(toPosition);
      return geocodingFor(ctx).addresses.fillAddresses(allowed);
    }
    if (from || to) {
      if (!from || !to) throw HttpError.badRequest('from and to go together');
      if (deviceIds.length === 0) throw HttpError.badRequest('deviceId is required with from and to');
      const chosen = await ctx.db
        .select({ expirationTime: devices.expirationTime })
        .from(devices)
        .where(inArray(devices.id, deviceIds));
      for (const device of chosen) assertTracking(user, device);
      const rows = await ctx.db
        .select()
        .from(positions)
        .where(
          and(
            inArray(positions.deviceId, deviceIds),
            gte(positions.fixTime, from),
            lte(positions.fixTime, to),
          ),
        )
        .orderBy(asc(positions.fixTime));
      return rows.map(toPosition);
    }
    return latestPositions(app, visible, deviceIds.length > 0 ? deviceIds : undefined, user);
  });

  app.get('/api/events/:id', async (request) => {
    const user = currentUser(request);
    const id = parseId((request.params as { id: string }).id);
    const [row] = await ctx.db.select().from(events).where(eq(events.id, id));
    if (!row || !(await ctx.access.canRead(user, 'device', row.deviceId)))
      throw HttpError.notFound(`No event with id ${id}`);
    const [event] = (await eventMessages(ctx.db, [toEvent(row)]))(user);
    return event;
  });
}
