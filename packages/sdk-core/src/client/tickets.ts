import * as z from 'zod/mini';
import {
  type TicketInput,
  type TicketStatus,
  ticketMessageSchema,
  ticketSchema,
  ticketThreadSchema,
} from '../schema/ticket';
import type { FleetHttp } from './FleetHttp';

/**
 * Help and support tickets (`/api2/tickets`). Users see their own tickets, support staff
 * (administrators) all; changes also arrive on the live socket as `{"tickets":[…]}`.
 */
export function ticketsResource(http: FleetHttp) {
  return {
    list: (q: { status?: TicketStatus; limit?: number; offset?: number } = {}) =>
      http.json(z.array(ticketSchema), 'get', 'api2/tickets', { query: q }),
    /** A ticket with its conversation. */
    get: (id: number) => http.json(ticketThreadSchema, 'get', `api2/tickets/${id}`),
    open: (input: TicketInput) => http.json(ticketSchema, 'post', 'api2/tickets', { json: input }),
    reply: (id: number, body: string) =>
      http.json(ticketMessageSchema, 'post', `api2/tickets/${id}/messages`, { json: { body } }),
    /** Support sets any status; the user who opened it may mark it resolved or closed. */
    setStatus: (id: number, status: TicketStatus) =>
      http.json(ticketSchema, 'put', `api2/tickets/${id}/status`, { json: { status } }),
  };
}
