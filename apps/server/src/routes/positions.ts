import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../context';
import { devices, events, positions } from '../db/schema';
import { geocodingFor } from '../geocoder/geocodingFor';
import { HttpError } from '../http/HttpError';
import { parseId, queryDate, queryIds } from '../http/parse';
import { toEvent, toPosition } from '../http/serialize';

/** Latest positions of the devices a user may see (what the socket sends on open). */
export async function latestPositions(
  app: FastifyInstance,
  visible: Set<number> | null,
  deviceIds?: number[],
) {
  const ids = deviceIds ?? (visible === null ? undefined : [...visible]);
  const positionIds = app.ctx.db
    .select({ id: devices.positionId })
    .from(devices)
    .where(ids === undefined ? undefined : inArray(devices.id, [...ids, -1]));
  const rows = await app.ctx.db.select().from(positions).where(inArray(positions.id, positionIds));
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
    return latestPositions(app, visible, deviceIds.length > 0 ? deviceIds : undefined);
  });

  app.get('/api/events/:id', async (request) => {
    const user = currentUser(request);
    const id = parseId((request.params as { id: string }).id);
    const [row] = await ctx.db.select().from(events).where(eq(events.id, id));
    if (!row || !(await ctx.access.canRead(user, 'device', row.deviceId)))
      throw HttpError.notFound(`No event with id ${id}`);
    return toEvent(row);
  });
}
