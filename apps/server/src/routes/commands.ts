import { commandSchema } from '@fleetkit/sdk-core';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../context';
import { parse, parseId } from '../http/parse';
import { limits, withinLimits } from './inputLimits';

const commandBody = withinLimits(commandSchema, {
  type: limits.identifier,
  description: limits.description,
  attributes: limits.attributes,
});

/** Command types every device accepts; protocol-specific ones come with the gateway. */
export const BASE_COMMAND_TYPES = ['custom', 'engineStop', 'engineResume'];

/** `POST /api/commands/send` (200 when sent, 202 when queued) and `GET /api/commands/types`. */
export async function commandRoutes(app: FastifyInstance) {
  const service = app.ctx.commands;

  app.post('/api/commands/send', async (request, reply) => {
    const user = currentUser(request);
    const command = parse(commandBody, request.body);
    await app.ctx.access.authorizeReferences(user, { deviceId: command.deviceId });
    const result = await service.send(user, command);
    return reply.status(result.queued ? 202 : 200).send(result.command);
  });

  app.get('/api/commands/types', async (request) => {
    const user = currentUser(request);
    const { deviceId } = request.query as { deviceId?: string };
    if (deviceId !== undefined)
      await app.ctx.access.authorize(user, 'device', parseId(deviceId, 'deviceId'), 'read');
    return BASE_COMMAND_TYPES.map((type) => ({ type }));
  });
}
