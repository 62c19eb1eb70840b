import { type PermissionKey, permissionSchema } from '@fleetkit/sdk-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { isManager, type ObjectType, type UserRow } from '../auth/Access';
import { REFERENCE_FIELDS } from '../auth/references';
import { currentUser } from '../context';
import { HttpError } from '../http/HttpError';
import { parse } from '../http/parse';
import { actorOf, recordAction } from '../services/actionLog';
import { deleteLink, insertLink } from '../services/links';
import { INPUT_LIMITS } from './inputLimits';

/** Reads a permission body: exactly two keys, the owner first (JSON key order, as Traccar). */
function readLink(body: unknown) {
  const permission = parse(permissionSchema, body);
  const [ownerKey, propertyKey] = Object.keys(body as object) as PermissionKey[];
  if (!ownerKey || !propertyKey) throw HttpError.badRequest('A permission links exactly two objects');
  return {
    ownerKey,
    ownerType: REFERENCE_FIELDS[ownerKey] as ObjectType,
    ownerId: permission[ownerKey] as number,
    propertyKey,
    propertyType: REFERENCE_FIELDS[propertyKey] as ObjectType,
    propertyId: permission[propertyKey] as number,
  };
}

/**
 * Both ends of a link go through `access.authorizeReferences`: the owner must be one the user may change
 * (itself, or a user it manages), the property one it sees; anything else answers 404 naming the key.
 */
async function authorizeLink(app: FastifyInstance, user: UserRow, link: ReturnType<typeof readLink>) {
  const { access } = app.ctx;
  if (!access.canWriteAnything(user)) throw HttpError.forbidden('This account is read-only');
  if (link.ownerType === 'user') {
    if (link.ownerId !== user.id && !isManager(user)) throw HttpError.forbidden();
    await access.authorizeReferences(user, { [link.ownerKey]: link.ownerId });
  } else {
    await access.authorizeReferences(user, { [link.ownerKey]: link.ownerId }, 'write');
  }
  if (link.propertyType === 'user' && !isManager(user)) throw HttpError.forbidden();
  await access.authorizeReferences(user, { [link.propertyKey]: link.propertyId });
}

/** `POST`/`DELETE /api/permissions` and their `/bulk` forms. */
export async function permissionRoutes(app: FastifyInstance) {
  const change = async (request: FastifyRequest, bodies: unknown[], add: boolean) => {
    const user = currentUser(request);
    const linksToChange = bodies.map(readLink);
    for (const link of linksToChange) await authorizeLink(app, user, link);
    const actor = actorOf(request);
    // All links of a request change together, each recorded in the audit trail in the same transaction.
    await app.ctx.db.transaction(async (tx) => {
      for (const l of linksToChange) {
        if (add) await insertLink(tx, l.ownerType, l.ownerId, l.propertyType, l.propertyId);
        else await deleteLink(tx, l.ownerType, l.ownerId, l.propertyType, l.propertyId);
        await recordAction(tx, actor, add ? 'link' : 'unlink', {
          objectType: l.ownerType,
          objectId: l.ownerId,
          property: { type: l.propertyType, id: l.propertyId },
        });
      }
    });
    await app.ctx.bus.publish('invalidate', {});
  };
  const bulk = z
    .array(z.unknown())
    .min(1, 'Send at least one permission')
    .max(INPUT_LIMITS.bulkPermissions, `Send at most ${INPUT_LIMITS.bulkPermissions} permissions at once`);

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
