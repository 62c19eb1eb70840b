import { deviceAccumulatorsSchema, deviceInputSchema } from '@fleetkit/sdk-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod';
import type { Access, UserRow } from '../auth/Access';
import { currentUser } from '../context';
import type { devices } from '../db/schema';
import { HttpError } from '../http/HttpError';
import { parse, parseId, queryIds } from '../http/parse';
import { toDevice } from '../http/serialize';
import { DeviceService, type DeviceValues } from '../services/deviceService';
import { deviceView } from '../services/guestView';
import { shareDevice, traccarShareExpiry } from '../services/share';
import { limits, withinLimits } from './inputLimits';
import { listView, parseListParams } from './listQuery';

type DeviceBody = z.output<typeof deviceInputSchema>;
type DeviceRow = typeof devices.$inferSelect;

export function deviceValues(body: DeviceBody): DeviceValues {
  return {
    name: body.name,
    uniqueId: body.uniqueId.trim(),
    phone: body.phone ?? null,
    model: body.model ?? null,
    contact: body.contact ?? null,
    category: body.category ?? null,
    groupId: body.groupId || null,
    calendarId: body.calendarId || null,
    disabled: body.disabled,
    expirationTime: body.expirationTime ? new Date(body.expirationTime) : null,
    attributes: body.attributes,
  };
}

const deviceBody = withinLimits(
  z.looseObject({
    ...deviceInputSchema.shape,
    name: z.string().trim().min(1, 'Enter a name'),
    uniqueId: z.string().trim().min(1, 'Enter the device identifier (IMEI)'),
  }),
  {
    name: limits.name,
    uniqueId: limits.identifier,
    phone: limits.phone,
    model: limits.identifier,
    contact: limits.contact,
    category: limits.identifier,
    attributes: limits.attributes,
  },
);
const shareForm = z.object({ deviceId: z.coerce.number().int().positive(), expiration: z.string().min(1) });

/** A device as its reader may see it (`deviceView`): whole, without secrets, or a share guest's view. */
export function viewOf(access: Access, user: UserRow, row: DeviceRow): Record<string, unknown> {
  return deviceView(toDevice(row), { temporary: user.temporary, mayWrite: access.canWriteDevices(user) });
}

/** Traccar's device calls, plus accumulators and the token share (and its 6.13+ alias). */
export async function deviceRoutes(app: FastifyInstance) {
  const service = new DeviceService(app.ctx);

  app.get('/api/devices', async (request) => {
    const user = currentUser(request);
    const query = request.query as Record<string, unknown>;
    const uniqueIds = ([] as unknown[]).concat(query.uniqueId ?? []).map(String);
    const params = parseListParams(query);
    const { limit, offset } = params;
    const rows = await service.list(user, {
      all: query.all === 'true',
      linkedUnlessAll: true,
      ids: queryIds(query, 'id'),
      uniqueIds,
      groupIds: queryIds(query, 'groupId'),
      keyword: typeof query.keyword === 'string' ? query.keyword : undefined,
      userId: query.userId === undefined ? undefined : parseId(query.userId, 'userId'),
      limit,
      offset,
    });
    return listView(
      rows.map((row) => viewOf(app.ctx.access, user, row)),
      params,
    );
  });

  app.get('/api/devices/:id', async (request) => {
    const user = currentUser(request);
    const id = parseId((request.params as { id: string }).id);
    await app.ctx.access.authorize(user, 'device', id, 'read');
    return viewOf(app.ctx.access, user, await service.get(id));
  });

  app.post('/api/devices', async (request) => {
    const user = currentUser(request);
    return toDevice(await service.create(user, deviceValues(parse(deviceBody, request.body)), request.ip));
  });

  app.put('/api/devices/:id', async (request) => {
    const user = currentUser(request);
    const id = parseId((request.params as { id: string }).id);
    return toDevice(
      await service.update(user, id, deviceValues(parse(deviceBody, request.body)), request.ip),
    );
  });

  app.delete('/api/devices/:id', async (request, reply) => {
    const user = currentUser(request);
    await service.remove(user, parseId((request.params as { id: string }).id), request.ip);
    return reply.status(204).send();
  });

  app.put('/api/devices/:id/accumulators', async (request, reply) => {
    const user = currentUser(request);
    const id = parseId((request.params as { id: string }).id);
    const body = parse(deviceAccumulatorsSchema, request.body);
    if (body.deviceId !== id) throw HttpError.badRequest('deviceId in the body must match the path');
    await service.setAccumulators(user, id, body, request.ip);
    return reply.status(204).send();
  });

  const share = async (request: FastifyRequest) => {
    const user = currentUser(request);
    const body = parse(shareForm, request.body);
    const { token } = await shareDevice(app.ctx, user, body.deviceId, traccarShareExpiry(body.expiration));
    return token;
  };
  app.post('/api/devices/share', async (request, reply) =>
    reply.type('text/plain').send(await share(request)),
  );
  app.post('/api/share/device', async (request, reply) =>
    reply.type('text/plain').send(await share(request)),
  );
}
