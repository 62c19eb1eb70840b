import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { notifications, savedCommands } from '../db/schema';
import { registerCollection } from './collection';
import { limits, withinLimits } from './inputLimits';

/** Traccar's Command as a saved command: `deviceId` 0 (or absent) for any device. */
export const savedCommandInput = z.looseObject({
  id: z.optional(z.number()),
  deviceId: z.int().check(z.nonnegative()).default(0),
  description: z.string().nullish(),
  type: z.string().check(z.minLength(1)),
  textChannel: z.boolean().default(false),
  attributes: z.record(z.string(), z.unknown()).default({}),
});

/** `/api/commands`: saved commands, sent later by id from `POST /api/commands/send`. */
export async function savedCommandRoutes(app: FastifyInstance) {
  registerCollection(app, {
    path: '/api/commands',
    type: 'command',
    table: savedCommands,
    nameColumn: savedCommands.description,
    input: withinLimits(savedCommandInput, {
      description: limits.description,
      type: limits.identifier,
      attributes: limits.attributes,
    }),
    toValues: (b) => ({
      deviceId: b.deviceId,
      description: b.description ?? '',
      type: b.type,
      textChannel: b.textChannel,
      attributes: b.attributes,
    }),
    references: ['deviceId'],
    // A notification that sent a deleted command sends none.
    afterChange: async (row, id) => {
      if (row) return;
      await app.ctx.db.update(notifications).set({ commandId: null }).where(eq(notifications.commandId, id));
    },
  });
}
