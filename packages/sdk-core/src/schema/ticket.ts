import * as z from 'zod/mini';
import { MAX_DOCUMENT_FILES } from '../constants';
import { idSchema, isoDateTime } from './common';

/** Ticket statuses: open (waiting for support), pending (waiting for the user), resolved, closed. */
export const TICKET_STATUSES = ['open', 'pending', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** What a ticket is about. */
export const TICKET_CATEGORIES = ['technical', 'device', 'billing', 'account', 'other'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

/** A ticket may carry as many images as a document. */
export const MAX_TICKET_FILES = MAX_DOCUMENT_FILES;

/** One message of a ticket's conversation. */
export const ticketMessageSchema = z.looseObject({
  id: idSchema,
  ticketId: idSchema,
  userId: idSchema,
  userName: z.string(),
  /** True when support staff (an administrator) wrote it. */
  fromSupport: z.boolean(),
  body: z.string(),
  createdAt: isoDateTime,
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

/** A help and support ticket (`/api2/tickets`). */
export const ticketSchema = z.looseObject({
  id: idSchema,
  userId: idSchema,
  userName: z.string(),
  subject: z.string(),
  category: z.enum(TICKET_CATEGORIES),
  deviceId: z.nullable(idSchema),
  description: z.string(),
  fileIds: z.array(z.string()).check(z.maxLength(MAX_TICKET_FILES)),
  status: z.enum(TICKET_STATUSES),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Ticket = z.infer<typeof ticketSchema>;

/** A ticket with its conversation, oldest message first (`GET /api2/tickets/{id}`). */
export const ticketThreadSchema = z.extend(ticketSchema, { messages: z.array(ticketMessageSchema) });
export type TicketThread = z.infer<typeof ticketThreadSchema>;

/**
 * A ticket change on the live socket: `{"tickets":[…]}`, each with the message that caused it
 * (`null` when the ticket was opened or its status changed).
 */
export const ticketUpdateSchema = z.extend(ticketSchema, { message: z.nullable(ticketMessageSchema) });
export type TicketUpdate = z.infer<typeof ticketUpdateSchema>;

/** What a user sends to open a ticket. */
export interface TicketInput {
  subject: string;
  category: TicketCategory;
  deviceId?: number | null;
  description: string;
  /** Up to 4 image ids from the file store. */
  fileIds?: string[];
}
