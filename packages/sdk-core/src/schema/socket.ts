import * as z from 'zod/mini';
import { deviceSchema } from './device';
import { eventSchema } from './event';
import { positionSchema } from './position';

/** A message of `/api/socket`. `{}` is a keepalive. Other keys (logs, tickets) pass through. */
export const socketMessageSchema = z.looseObject({
  devices: z.optional(z.array(deviceSchema)),
  positions: z.optional(z.array(positionSchema)),
  events: z.optional(z.array(eventSchema)),
});
export type SocketMessage = z.infer<typeof socketMessageSchema>;
