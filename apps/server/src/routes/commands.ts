import type { Command } from '@fleetkit/sdk-core';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import type { UserRow } from '../auth/Access';
import { currentUser } from '../context';
import { savedCommands } from '../db/schema';
import { HttpError } from '../http/HttpError';
import { parse, parseId } from '../http/parse';
import { actorOf } from '../services/actionLog';
import {
  ALL_COMMAND_TYPES,
  commandTypesOf,
  isProtocolName,
  PROTOCOL_COMMAND_TYPES,
} from '../services/commands/commandTypes';
import { limits, withinLimits } from './inputLimits';

/** What `POST /api/commands/send` takes: a command, or a saved command's `id` and the device. */
const sendBody = withinLimits(
  z.looseObject({
    id: z.int().check(z.nonnegative()).default(0),
    deviceId: z.int().check(z.nonnegative()).default(0),
    type: z.string().optional(),
    description: z.string().nullish(),
    textChannel: z.boolean().default(false),
    attributes: z.record(z.string(), z.unknown()).default({}),
  }),
  { type: limits.identifier, description: limits.description, attributes: limits.attributes },
);

const truthy = (value: unknown) => value === 'true' || value === true;

/**
 * `POST /api/commands/send` to a device or a group (200 when sent, 202 when queued), the saved
 * commands a device accepts (`GET /api/commands/send`) and the command types of a device or protocol.
 */
export async function commandRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const service = ctx.commands;

  /** The command a body asks for: a saved one the user sees (by `id`), or the body itself. */
  const commandOf = async (user: UserRow, body: z.output<typeof sendBody>) => {
    if (body.id > 0) {
      await ctx.access.authorize(user, 'command', body.id, 'read');
      const [saved] = await ctx.db.select().from(savedCommands).where(eq(savedCommands.id, body.id));
      if (!saved) throw HttpError.notFound(`No command with id ${body.id}`);
      const { type, textChannel, attributes, description } = saved;
      return { type, textChannel, attributes, description };
    }
    if (!body.type)
      throw new HttpError(400, 'validation_failed', 'type: Give the command type', [
        { field: 'type', message: 'Give the command type' },
      ]);
    const { type, textChannel, attributes } = body;
    return { type, textChannel, attributes, description: body.description ?? null };
  };

  /** The devices of a group and of its subgroups that the user sees. */
  const devicesOfGroup = async (user: UserRow, groupId: number) => {
    const result = (await ctx.db.execute(sql`WITH RECURSIVE g(id) AS (
        SELECT ${groupId}::int UNION SELECT groups.id FROM groups JOIN g ON groups.group_id = g.id)
      SELECT id FROM devices WHERE group_id IN (SELECT id FROM g) ORDER BY id`)) as unknown as {
      rows: { id: number | string }[];
    };
    const visible = await ctx.access.visibleIds(user, 'device');
    return result.rows.map((row) => Number(row.id)).filter((id) => visible === null || visible.has(id));
  };

  app.post('/api/commands/send', async (request, reply) => {
    const user = currentUser(request);
    const body = parse(sendBody, request.body);
    const { groupId } = request.query as { groupId?: string };
    if (groupId === undefined || groupId === '0') {
      const deviceId = parseId(body.deviceId, 'deviceId');
      await ctx.access.authorizeReferences(user, { deviceId });
      const command = await commandOf(user, body);
      const result = await service.send(user, { ...command, deviceId }, actorOf(request).address);
      return reply.status(result.queued ? 202 : 200).send(result.command);
    }
    // A group: every device of it the user may command, each through the one command path (its
    // permission, the engine speed interlock and the audit log). A vehicle refused for its speed
    // does not stop the others; when every one is refused the answer is that refusal.
    const group = parseId(groupId, 'groupId');
    await ctx.access.authorize(user, 'group', group, 'read');
    if (!ctx.access.canSendCommands(user)) throw HttpError.forbidden('This account cannot send commands');
    const command = await commandOf(user, body);
    let queued = false;
    let sent = 0;
    let refusal: HttpError | undefined;
    const { address } = actorOf(request);
    for (const deviceId of await devicesOfGroup(user, group)) {
      try {
        const result = await service.send(user, { ...command, deviceId }, address);
        queued ||= result.queued;
        sent++;
      } catch (error) {
        if (!(error instanceof HttpError) || error.status !== 409) throw error;
        refusal ??= error;
      }
    }
    if (refusal && sent === 0) throw refusal;
    const answer: Command = { id: body.id, deviceId: 0, ...command };
    return reply.status(queued ? 202 : 200).send(answer);
  });

  app.get('/api/commands/send', async (request) => {
    const user = currentUser(request);
    const query = request.query as { deviceId?: string };
    const deviceId = parseId(query.deviceId, 'deviceId');
    await ctx.access.authorize(user, 'device', deviceId, 'read');
    const visible = await ctx.access.visibleIds(user, 'command');
    const rows = await ctx.db.select().from(savedCommands).orderBy(savedCommands.id);
    const data = await commandTypesOf(ctx.db, deviceId, false);
    const text = await commandTypesOf(ctx.db, deviceId, true);
    return rows.filter(
      (row) =>
        (visible === null || visible.has(row.id)) &&
        (row.deviceId === 0 || row.deviceId === deviceId) &&
        (row.textChannel ? text : data).includes(row.type),
    );
  });

  app.get('/api/commands/types', async (request) => {
    const user = currentUser(request);
    const query = request.query as { deviceId?: string; protocol?: string; textChannel?: string };
    const textChannel = truthy(query.textChannel);
    if (query.deviceId !== undefined && query.deviceId !== '0') {
      const deviceId = parseId(query.deviceId, 'deviceId');
      await ctx.access.authorize(user, 'device', deviceId, 'read');
      return (await commandTypesOf(ctx.db, deviceId, textChannel)).map((type) => ({ type }));
    }
    if (query.protocol !== undefined) {
      if (!isProtocolName(query.protocol)) throw HttpError.notFound(`No protocol ${query.protocol}`);
      return textChannel ? [] : PROTOCOL_COMMAND_TYPES[query.protocol].map((type) => ({ type }));
    }
    return textChannel ? [] : ALL_COMMAND_TYPES.map((type) => ({ type }));
  });
}
