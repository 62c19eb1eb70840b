import { userInputSchema } from '@fleetkit/sdk-core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isManager, type UserRow } from '../auth/Access';
import { hashPassword } from '../auth/passwords';
import { requestCredential } from '../auth/requestCredential';
import { TOTP_KEY_PATTERN } from '../auth/totp';
import { currentUser } from '../context';
import { links, users } from '../db/schema';
import { HttpError } from '../http/HttpError';
import { parse, parseId, queryIds } from '../http/parse';
import { toUser } from '../http/serialize';
import { actorOf, recordAction } from '../services/actionLog';
import { addLink, removeAllLinks } from '../services/links';
import { limits, withinLimits } from './inputLimits';
import { listView, parseListParams } from './listQuery';

/** Fields only an administrator may set (a manager or user setting them would escalate privileges). */
const ADMIN_ONLY = [
  'administrator',
  'readonly',
  'deviceReadonly',
  'limitCommands',
  'disableReports',
  'userLimit',
  'deviceLimit',
  'expirationTime',
  'disabled',
  'temporary',
  'fixedEmail',
] as const;

type UserInput = ReturnType<typeof userInputSchema.parse>;

/** A user body, each text and the attributes held to their limits first. */
const userBody = withinLimits(userInputSchema, {
  name: limits.name,
  email: limits.email,
  phone: limits.phone,
  map: limits.identifier,
  coordinateFormat: limits.identifier,
  poiLayer: limits.url,
  password: limits.password,
  attributes: limits.attributes,
});

/** Whether a sent value leaves the stored one as it is (unsent counts as unchanged). */
function sameValue(sent: unknown, current: unknown): boolean {
  if (sent === undefined) return true;
  if (current instanceof Date || sent === null || current === null) {
    const a = sent === null ? null : new Date(String(sent)).getTime();
    const b = current instanceof Date ? current.getTime() : null;
    return a === b;
  }
  return sent === current;
}

/** The columns a request may write, from the validated body. */
async function userValues(body: UserInput, actor: UserRow, existing?: UserRow) {
  const values: Partial<typeof users.$inferInsert> = {
    name: body.name,
    email: body.email,
    phone: body.phone ?? null,
    map: body.map ?? null,
    latitude: body.latitude ?? 0,
    longitude: body.longitude ?? 0,
    zoom: body.zoom ?? 0,
    coordinateFormat: body.coordinateFormat ?? null,
    poiLayer: body.poiLayer ?? null,
    attributes: body.attributes ?? existing?.attributes ?? {},
  };
  // Unsent keeps the stored TOTP key (a client that does not know it must not turn it off); empty drops it.
  if (body.totpKey !== undefined) {
    const key = body.totpKey?.trim().toUpperCase() || null;
    if (key !== null && !TOTP_KEY_PATTERN.test(key))
      throw HttpError.badRequest('totpKey must be a base32 key from POST /api/users/totp');
    values.totpKey = key;
  }
  if (existing?.fixedEmail && !actor.administrator) values.email = existing.email;
  if (actor.administrator) {
    Object.assign(values, {
      administrator: body.administrator ?? false,
      readonly: body.readonly ?? false,
      deviceReadonly: body.deviceReadonly ?? false,
      limitCommands: body.limitCommands ?? false,
      disableReports: body.disableReports ?? false,
      userLimit: body.userLimit ?? 0,
      deviceLimit: body.deviceLimit ?? -1,
      expirationTime: body.expirationTime ? new Date(body.expirationTime) : null,
      disabled: body.disabled ?? false,
      temporary: body.temporary ?? false,
      fixedEmail: body.fixedEmail ?? false,
    });
  } else {
    for (const key of ADMIN_ONLY) {
      if (existing && !sameValue(body[key], existing[key]))
        throw HttpError.forbidden(`Only administrators change ${key}`);
    }
    if (!existing) {
      // A manager's new users inherit its restrictions and cannot manage others.
      Object.assign(values, {
        readonly: actor.readonly,
        deviceReadonly: actor.deviceReadonly,
        limitCommands: actor.limitCommands,
        expirationTime: actor.expirationTime,
      });
    }
  }
  if (body.password) values.passwordHash = await hashPassword(body.password);
  return values;
}

async function assertEmailFree(app: FastifyInstance, email: string, exceptId?: number) {
  const [clash] = await app.ctx.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  if (clash && clash.id !== exceptId) throw HttpError.conflict('A user with this email already exists');
}

/** Traccar's user calls. Managers see and manage the users they created; users see themselves. */
export async function userRoutes(app: FastifyInstance) {
  const { ctx } = app;

  app.get('/api/users', async (request) => {
    const user = currentUser(request);
    const query = request.query as Record<string, unknown>;
    const ids = queryIds(query, 'id');
    const userId = query.userId === undefined ? undefined : parseId(query.userId, 'userId');
    let rows: UserRow[];
    if (userId !== undefined) {
      await ctx.access.authorize(user, 'user', userId, 'read');
      const managed = ctx.db
        .select({ id: links.propertyId })
        .from(links)
        .where(and(eq(links.ownerType, 'user'), eq(links.ownerId, userId), eq(links.propertyType, 'user')));
      rows = await ctx.db.select().from(users).where(inArray(users.id, managed));
    } else {
      const visible = await ctx.access.visibleIds(user, 'user');
      rows =
        visible === null
          ? await ctx.db.select().from(users).orderBy(users.id)
          : await ctx.db
              .select()
              .from(users)
              .where(inArray(users.id, [...visible]))
              .orderBy(users.id);
    }
    if (ids.length > 0) rows = rows.filter((r) => ids.includes(r.id));
    if (query.deviceId !== undefined) {
      // The users a device is linked to, as Traccar answers a manager or an administrator.
      const deviceId = parseId(query.deviceId, 'deviceId');
      if (!isManager(user)) throw HttpError.forbidden('Only managers list the users of a device');
      await ctx.access.authorize(user, 'device', deviceId, 'read');
      const holders = await ctx.db
        .select({ id: links.ownerId })
        .from(links)
        .where(
          and(eq(links.ownerType, 'user'), eq(links.propertyType, 'device'), eq(links.propertyId, deviceId)),
        );
      const holderIds = new Set(holders.map((holder) => holder.id));
      rows = rows.filter((r) => holderIds.has(r.id));
    }
    return listView(rows.map(toUser), parseListParams(query));
  });

  app.get('/api/users/:id', async (request) => {
    const user = currentUser(request);
    const id = parseId((request.params as { id: string }).id);
    await ctx.access.authorize(user, 'user', id, 'read');
    const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
    if (!row) throw HttpError.notFound(`No user with id ${id}`);
    return toUser(row);
  });

  app.post('/api/users', async (request) => {
    const actor = currentUser(request);
    ctx.access.assertCanCreate(actor, 'user');
    const body = parse(userBody, request.body);
    if (!body.password)
      throw new HttpError(400, 'validation_failed', 'password: Enter a password', [
        { field: 'password', message: 'Enter a password' },
      ]);
    await assertEmailFree(app, body.email);
    if (!actor.administrator && actor.userLimit > 0) {
      const managed = await ctx.access.visibleIds(actor, 'user');
      if (managed && managed.size - 1 >= actor.userLimit) throw HttpError.forbidden('User limit reached');
    }
    const values = await userValues(body, actor);
    const row = await ctx.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(users)
        .values({ ...values, name: body.name, email: body.email })
        .returning();
      if (!inserted) throw new Error('insert returned nothing');
      await recordAction(tx, actorOf(request), 'create', { objectType: 'user', objectId: inserted.id });
      return inserted;
    });
    if (!actor.administrator) await addLink(ctx, 'user', actor.id, 'user', row.id);
    return toUser(row);
  });

  app.put('/api/users/:id', async (request) => {
    const actor = currentUser(request);
    const id = parseId((request.params as { id: string }).id);
    await ctx.access.authorize(actor, 'user', id, 'write');
    const body = parse(userBody, request.body);
    const [existing] = await ctx.db.select().from(users).where(eq(users.id, id));
    if (!existing) throw HttpError.notFound(`No user with id ${id}`);
    if (body.email.toLowerCase() !== existing.email.toLowerCase()) await assertEmailFree(app, body.email, id);
    const values = await userValues(body, actor, existing);
    const row = await ctx.db.transaction(async (tx) => {
      const [updated] = await tx.update(users).set(values).where(eq(users.id, id)).returning();
      if (!updated) throw HttpError.notFound(`No user with id ${id}`);
      await recordAction(tx, actorOf(request), 'edit', { objectType: 'user', objectId: id });
      return updated;
    });
    // A new password ends what the old one opened, but the session or token that set it (docs/security).
    if (row.disabled && !existing.disabled) {
      // A disabled account is refused at once; its live sockets close on every instance too.
      await ctx.sessions.endUserSessions(id);
    } else if (body.password) {
      await ctx.sessions.endUserSessions(id, id === actor.id ? requestCredential(app, request) : null);
    }
    await ctx.bus.publish('invalidate', { userId: id });
    return toUser(row);
  });

  app.delete('/api/users/:id', async (request, reply) => {
    const actor = currentUser(request);
    const id = parseId((request.params as { id: string }).id);
    if (id === actor.id) throw HttpError.forbidden('You cannot remove your own account here');
    await ctx.access.authorize(actor, 'user', id, 'write');
    if (!isManager(actor)) throw HttpError.forbidden();
    await ctx.sessions.endUserSessions(id);
    await removeAllLinks(ctx, 'user', id);
    await ctx.db.transaction(async (tx) => {
      const removed = await tx.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      if (removed.length > 0)
        await recordAction(tx, actorOf(request), 'remove', { objectType: 'user', objectId: id });
    });
    return reply.status(204).send();
  });
}
