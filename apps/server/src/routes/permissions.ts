import { type PermissionKey, permissionSchema } from '@fleetkit/sdk-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { isManager, type ObjectType, type UserRow } from '../auth/Access';
import { currentUser } from '../context';
import { HttpError } from '../http/HttpError';
import { parse } from '../http/parse';
import { addLink, removeLink } from '../services/links';

const KEY_TYPES: Record<PermissionKey, ObjectType> = {
  userId: 'user',
  deviceId: 'device',
  groupId: 'group',
  geofenceId: 'geofence',
  driverId: 'driver',
  maintenanceId: 'maintenance',
  notificationId: 'notification',
  calendarId: 'calendar',
  attributeId: 'attribute',
  commandId: 'command',
  managedUserId: 'user',
};

/** Reads a permission body: exactly two keys, the owner first (JSON key order, as Traccar). */
function readLink(body: unknown) {
  const permission = parse(permissionSchema, body);
  const [ownerKey, propertyKey] = Object.keys(body as object) as PermissionKey[];
  if (!ownerKey || !propertyKey) throw HttpError.badRequest('A permission links exactly two objects');
  return {
    ownerType: KEY_TYPES[ownerKey],
    ownerId: permission[ownerKey] as number,
    propertyType: KEY_TYPES[propertyKey],
    propertyId: permission[propertyKey] as number,
  };
}

async function authorizeLink(app: FastifyInstance, user: UserRow, link: ReturnType<typeof readLink>) {
  const { access } = app.ctx;
  if (!access.canWriteAnything(user)) throw HttpError.forbidden('This account is read-only');
  if (link.ownerType === 'user') {
    if (link.ownerId !== user.id && !isManager(user)) throw HttpError.forbidden();
    await access.authorize(user, 'user', link.ownerId, 'read');
  } else {
    await access.authorize(user, link.ownerType, link.ownerId, 'write');
  }
  if (link.propertyType === 'user' && !isManager(user)) throw HttpError.forbidden();
  await access.authorize(user, link.propertyType, link.propertyId, 'read');
}

/** `POST`/`DELETE /api/permissions` and their `/bulk` forms. */
export async function permissionRoutes(app: FastifyInstance) {
  const change = async (request: FastifyRequest, bodies: unknown[], add: boolean) => {
    const user = currentUser(request);
    const linksToChange = bodies.map(readLink);
    for (const link of linksToChange) await authorizeLink(app, user, link);
    for (const l of linksToChange) {
      if (add) await addLink(app.ctx, l.ownerType, l.ownerId, l.propertyType, l.propertyId);
      else await removeLink(app.ctx, l.ownerType, l.ownerId, l.propertyType, l.propertyId);
    }
  };
  const bulk = z.array(z.unknown()).min(1, 'Send at least one permission');

  app.post('/api/permissions', async (request, reply) => {
    await change(request, [request.body], true);
    return reply.status(204).send();
  });
  app.delete('/api/permissions', async (request, reply) => {
    await change(request, [request.body], false);
    return reply.status(204).send();
  });
  app.post('/api/permissions/bulk', async (request, reply) => {
    await change(request, parse(bulk, request.body), true);
    return reply.status(204).send();
  });
  app.delete('/api/permissions/bulk', async (request, reply) => {
    await change(request, parse(bulk, request.body), false);
    return reply.status(204).send();
  });
}
