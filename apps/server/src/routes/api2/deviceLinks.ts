import { DEVICE_LINK_TYPES, type DeviceLinkType } from '@fleetkit/sdk-core';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ObjectType } from '../../auth/Access';
import { currentUser } from '../../context';
import { links } from '../../db/schema';
import { HttpError } from '../../http/HttpError';
import { queryIds } from '../../http/parse';

/** `DEVICE_LINK_TYPES` are object types of the server's access rules. */
function isDeviceLinkType(type: unknown): type is DeviceLinkType & ObjectType {
  return typeof type === 'string' && (DEVICE_LINK_TYPES as readonly string[]).includes(type);
}

/**
 * `GET /api2/device-links?type=geofence[&deviceId=…]`: every direct link from a vehicle the user sees to an
 * object of `type` it sees, as `[{ deviceId, id }]`, in one request. It answers what Traccar's
 * `GET /api/geofences?deviceId=` answers for one vehicle, for the whole fleet at once, so a screen
 * showing which vehicles each geofence or service schedule applies to makes one call instead of one per
 * vehicle. Asking for a vehicle the user does not see answers 404, as every other route does.
 */
export async function deviceLinkRoutes(app: FastifyInstance) {
  app.get('/api2/device-links', async (request) => {
    const user = currentUser(request);
    const query = request.query as Record<string, unknown>;
    const { type } = query;
    if (!isDeviceLinkType(type)) {
      throw HttpError.badRequest(`type must be one of ${DEVICE_LINK_TYPES.join(', ')}`);
    }
    const { access } = app.ctx;
    const deviceIds = queryIds(query, 'deviceId');
    for (const id of deviceIds) await access.authorize(user, 'device', id, 'read');
    const [devices, properties] = await Promise.all([
      access.visibleIds(user, 'device'),
      access.visibleIds(user, type),
    ]);
    const conditions = [eq(links.ownerType, 'device'), eq(links.propertyType, type)];
    if (deviceIds.length > 0) conditions.push(inArray(links.ownerId, deviceIds));
    else if (devices !== null) conditions.push(inArray(links.ownerId, [...devices, -1]));
    if (properties !== null) conditions.push(inArray(links.propertyId, [...properties, -1]));
    return app.ctx.db
      .select({ deviceId: links.ownerId, id: links.propertyId })
      .from(links)
      .where(and(...conditions))
      .orderBy(links.ownerId, links.propertyId);
  });
}
