import * as z from 'zod';
import { deviceSchema } from './device';
import { eventSchema } from './event';
import { positionSchema } from './position';

/** A message of `/api/socket`. `{}` is a keepalive. Other keys (logs, tickets) pass through. */
export const socketMessageSchema = z
  .object({
    devices: z.array(deviceSchema).optional(),
    positions: z.array(positionSchema).optional(),
    events: z.array(eventSchema).optional(),
  })
  .loose();
export type SocketMessage = z.infer<typeof socketMessageSchema>;
