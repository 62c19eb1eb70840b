import { DEFAULT_VEHICLE_EXPIRY_YEARS, MESSAGES, VEHICLE_CATEGORIES } from '@fleetkit/sdk-core';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { currentUser } from '../../context';
import { drivers, links, positions, shortLinks } from '../../db/schema';
import { geocodingFor } from '../../geocoder/geocodingFor';
import { ownOrigin } from '../../http/authHook';
import { HttpError } from '../../http/HttpError';
import { parse, parseId } from '../../http/parse';
import { toDevice, toPosition } from '../../http/serialize';
import { DeviceService, type DeviceValues } from '../../services/deviceService';
import { trackingStopped } from '../../services/payments/trackingGate';
import { ShareLinks } from '../../services/ShareLinks';
import { shareDevice, shareExpiry, shortCode } from '../../services/share';
import { viewOf } from '../devices';
import { limits, withinLimits } from '../inputLimits';

const text = z.string().trim();
/** `POST /api2/devices` and `PUT /api2/devices/{id}` (SPEC §7; rules of SPEC §5). */
const vehicleBody = withinLimits(
  z
    .object({
      name: text.min(3, 'Enter valid name'),
      category: z.enum(VEHICLE_CATEGORIES, { message: 'Select vehicle type' }),
      uniqueId: text.min(2, 'Enter valid vehicle identifier'),
      phone: text.min(2, 'Enter valid phone number'),
      contact: text.min(2, 'Enter valid contact number'),
      model: text.nullish(),
      groupId: z.union([z.string(), z.number()]).nullish(),
      expirationTime: z.iso.datetime({ offset: true }).nullish(),
      attributes: z
        .object({ registration: text.nullish(), speedLimit: z.number().nonnegative().nullish() })
        .loose()
        .default({}),
    })
    .loose(),
  {
    name: limits.name,
    uniqueId: limits.identifier,
    phone: limits.phone,
    contact: limits.contact,
    model: limits.identifier,
    attributes: limits.attributes,
  },
);

function groupIdOf(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '' || value === '0' || value === 0) return null;
  return parseId(value, 'groupId');
}

function publicBase(app: FastifyInstance, request: FastifyRequest): string {
  if (app.ctx.config.publicUrl) return app.ctx.config.publicUrl.replace(/\/$/, '');
  return ownOrigin(request);
}

/** The `/api2` vehicle calls: the vehicle list in one call, CRUD, drivers, short share links and their revocation. */
export async function vehicleRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const service = new DeviceService(ctx);

  app.get('/api2/devices', async (request) => {
    const user = currentUser(request);
    const rows = await service.list(user);
    const ids = rows.map((r) => r.id);
    const positionIds = rows.map((r) => r.positionId).filter((id): id is number => id !== null);
    const latest = positionIds.length
      ? await ctx.db.select().from(positions).where(inArray(positions.id, positionIds))
      : [];
    const withAddresses = await geocodingFor(ctx).addresses.fillAddresses(latest.map(toPosition));
    const byPosition = new Map(withAddresses.map((p) => [p.id, p]));
    const driverLinks = ids.length
      ? await ctx.db
          .select({ deviceId: links.ownerId, driver: drivers })
          .from(links)
          .innerJoin(drivers, eq(drivers.id, links.propertyId))
          .where(
            and(eq(links.ownerType, 'device'), eq(links.propertyType, 'driver'), inArray(links.ownerId, ids)),
          )
          .orderBy(drivers.id)
      : [];
    const driverOf = new Map<number, (typeof driverLinks)[number]['driver']>();
    for (const row of driverLinks) if (!driverOf.has(row.deviceId)) driverOf.set(row.deviceId, row.driver);
    return rows.map((row) => ({
      ...viewOf(app.ctx.access, user, row),
      // A vehicle whose subscription is over is listed (to be renewed) but not tracked.
      position:
        (!trackingStopped(user, row.expirationTime) &&
          row.positionId !== null &&
          byPosition.get(row.positionId)) ||
        null,
      // A share guest sees the vehicle, not who drives it (SPEC §6).
      driver: user.temporary ? null : (driverOf.get(row.id) ?? null),
    }));
  });

  const values = (body: z.output<typeof vehicleBody>, existing?: DeviceValues): DeviceValues => ({
    ...existing,
    name: body.name,
    uniqueId: body.uniqueId,
    category: body.category,
    phone: body.phone,
    contact: body.contact,
    model: body.model ?? null,
    groupId: groupIdOf(body.groupId),
    expirationTime: body.expirationTime ? new Date(body.expirationTime) : (existing?.expirationTime ?? null),
    // Merged into the stored attributes; one sent as null is removed (a field the form emptied).
    attributes: Object.fromEntries(
      Object.entries({ ...existing?.attributes, ...body.attributes }).filter(([, value]) => value !== null),
    ),
  });

  app.post('/api2/devices', async (request) => {
    const user = currentUser(request);
    const body = parse(vehicleBody, request.body);
    const v = values(body);
    if (!user.administrator || !v.expirationTime) {
      const expiry = new Date();
      expiry.setFullYear(expiry.getFullYear() + DEFAULT_VEHICLE_EXPIRY_YEARS);
      v.expirationTime = expiry;
    }
    return toDevice(await service.create(user, v, request.ip));
  });

  app.put('/api2/devices/:id', async (request) => {
    const user = currentUser(request);
    const id = parseId((request.params as { id: string }).id);
    await ctx.access.authorize(user, 'device', id, 'write');
    const existing = await service.get(id);
    const body = parse(vehicleBody, request.body);
    return toDevice(await service.update(user, id, values(body, existing), request.ip));
  });

  app.delete('/api2/devices/:id', async (request, reply) => {
    const user = currentUser(request);
    await service.remove(user, parseId((request.params as { id: string }).id), request.ip);
    return reply.status(204).send();
  });

  app.get('/api2/devices/drivers', async (request) => {
    const user = currentUser(request);
    const rows = await service.list(user);
    const ids = rows.map((r) => r.id);
    const linked = ids.length
      ? await ctx.db
          .select({ deviceId: links.ownerId, driver: drivers })
          .from(links)
          .innerJoin(drivers, eq(drivers.id, links.propertyId))
          .where(
            and(eq(links.ownerType, 'device'), eq(links.propertyType, 'driver'), inArray(links.ownerId, ids)),
          )
      : [];
    return ids.map((deviceId) => ({
      deviceId,
      drivers: linked.filter((l) => l.deviceId === deviceId).map((l) => l.driver),
    }));
  });

  app.post('/api2/devices/share', async (request) => {
    const user = currentUser(request);
    const body = parse(
      z.object({ deviceId: z.coerce.number().int().positive(), expiration: z.unknown() }),
      request.body,
    );
    const { token, expiresAt } = await shareDevice(ctx, user, body.deviceId, shareExpiry(body.expiration));
    const code = shortCode();
    await ctx.db
      .insert(shortLinks)
      .values({ code, token, deviceId: body.deviceId, createdBy: user.id, expiresAt });
    return { url: `${publicBase(app, request)}/short/${code}` };
  });

  const shares = new ShareLinks(ctx);
  app.get('/api2/devices/:id/shares', async (request) => {
    const id = parseId((request.params as { id: string }).id);
    return shares.list(currentUser(request), id);
  });

  app.delete('/api2/devices/:id/shares/:shareId', async (request, reply) => {
    const params = request.params as { id: string; shareId: string };
    await shares.revoke(currentUser(request), parseId(params.id), parseId(params.shareId, 'shareId'));
    return reply.status(204).send();
  });

  app.post('/api2/misc/resolve-short', { config: { public: true } }, async (request) => {
    const { code } = parse(
      z.object({ code: z.string().trim().min(1, 'code is required').max(64) }),
      request.body,
    );
    const [link] = await ctx.db
      .select()
      .from(shortLinks)
      .where(and(eq(shortLinks.code, code), gt(shortLinks.expiresAt, new Date())));
    if (!link) throw HttpError.notFound(`${MESSAGES.shareResolveFailed}: the link is unknown or has expired`);
    return { url: `/?token=${encodeURIComponent(link.token)}` };
  });

  app.post('/api2/computed/mileage', async (request, reply) => {
    const user = currentUser(request);
    const body = parse(
      z.object({ vehicleId: z.coerce.number().int().positive(), mileage: z.union([z.string(), z.number()]) }),
      request.body,
    );
    const mileage = String(body.mileage).trim();
    const value = Number(mileage);
    if (mileage === '0' || mileage === '' || !Number.isFinite(value) || value <= 0) {
      throw new HttpError(400, 'validation_failed', 'mileage: Enter a mileage above 0 (km per litre)', [
        { field: 'mileage', message: 'Enter a mileage above 0 (km per litre)' },
      ]);
    }
    await ctx.access.authorizeReferences(user, { vehicleId: body.vehicleId }, 'write');
    await service.setMileage(user, body.vehicleId, value, request.ip || null);
    return reply.status(204).send();
  });
}
