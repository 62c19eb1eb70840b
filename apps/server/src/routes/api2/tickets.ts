import { MAX_TICKET_FILES, TICKET_CATEGORIES, TICKET_STATUSES } from '@fleetkit/sdk-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../../context';
import { parse, parseId } from '../../http/parse';
import { TicketService } from '../../services/tickets/TicketService';

const ticketBody = z.object({
  subject: z.string().trim().min(3, 'Enter a subject').max(200),
  category: z.enum(TICKET_CATEGORIES, { message: `category is one of ${TICKET_CATEGORIES.join(', ')}` }),
  deviceId: z.number().int().positive().nullish(),
  description: z.string().trim().min(1, 'Describe the problem').max(10_000),
  fileIds: z
    .array(z.string().min(1).max(64))
    .max(MAX_TICKET_FILES, `Cannot upload more than ${MAX_TICKET_FILES} files`)
    .default([]),
});

const messageBody = z.object({ body: z.string().trim().min(1, 'Write a message').max(10_000) });
const statusBody = z.object({
  status: z.enum(TICKET_STATUSES, { message: `status is one of ${TICKET_STATUSES.join(', ')}` }),
});
const listQuery = z.object({
  status: z.enum(TICKET_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

const idOf = (request: FastifyRequest) => parseId((request.params as { id: string }).id);

/**
 * Help and support tickets (SPEC §2 help-and-support, tickets, tickets/{ticketId}). Changes also
 * arrive on the live socket as `{"tickets":[…]}`. See docs/api2-business.md.
 */
export async function ticketRoutes(app: FastifyInstance) {
  const service = new TicketService(app.ctx);
  const stop = service.forwardToSockets();
  app.addHook('onClose', async () => stop());

  app.get('/api2/tickets', async (request) =>
    service.list(currentUser(request), parse(listQuery, request.query)),
  );

  app.post('/api2/tickets', async (request) => {
    const user = currentUser(request);
    const body = parse(ticketBody, request.body);
    await app.ctx.access.authorizeReferences(user, { deviceId: body.deviceId });
    return service.open(user, body);
  });

  app.get('/api2/tickets/:id', async (request) => service.thread(currentUser(request), idOf(request)));

  app.post('/api2/tickets/:id/messages', async (request) =>
    service.reply(currentUser(request), idOf(request), parse(messageBody, request.body).body),
  );

  app.put('/api2/tickets/:id/status', async (request) =>
    service.setStatus(currentUser(request), idOf(request), parse(statusBody, request.body).status),
  );
}
