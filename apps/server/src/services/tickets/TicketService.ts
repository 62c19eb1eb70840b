import type { TicketCategory, TicketStatus } from '@fleetkit/sdk-core';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { UserRow } from '../../auth/Access';
import type { ServerContext } from '../../context';
import { files, ticketMessages, tickets, users } from '../../db/schema';
import { HttpError } from '../../http/HttpError';

export type TicketRow = typeof tickets.$inferSelect;
export type TicketMessageRow = typeof ticketMessages.$inferSelect;

/** The bus topic of ticket changes. */
export const TICKETS_TOPIC = 'tickets';

/** A ticket change as it crosses the bus: the ticket, who opened it, and the message that caused it. */
export interface TicketChange {
  ownerId: number;
  ticket: Record<string, unknown>;
}

export interface NewTicket {
  subject: string;
  category: TicketCategory;
  deviceId?: number | null;
  description: string;
  fileIds: string[];
}

/**
 * Help and support tickets. A user sees the tickets it opened; support staff (administrators) see
 * all and answer them. Read-only and temporary users open nothing and write nothing. Every change is
 * published on the bus, and the socket hub sends it to the ticket's owner and to support staff.
 */
export class TicketService {
  readonly #ctx: ServerContext;

  constructor(ctx: ServerContext) {
    this.#ctx = ctx;
  }

  async list(user: UserRow, filter: { status?: TicketStatus; limit: number; offset: number }) {
    const conditions = [];
    if (!user.administrator) conditions.push(eq(tickets.userId, user.id));
    if (filter.status) conditions.push(eq(tickets.status, filter.status));
    const rows = await this.#ctx.db
      .select()
      .from(tickets)
      .where(and(...conditions))
      .orderBy(desc(tickets.updatedAt), desc(tickets.id))
      .limit(filter.limit)
      .offset(filter.offset);
    const names = await this.#names(rows.map((r) => r.userId));
    return rows.map((row) => this.toTicket(row, names));
  }

  async thread(user: UserRow, id: number) {
    const ticket = await this.#readable(user, id);
    const messages = await this.#ctx.db
      .select()
      .from(ticketMessages)
      .where(eq(ticketMessages.ticketId, id))
      .orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id));
    const names = await this.#names([ticket.userId, ...messages.map((m) => m.userId)]);
    const admins = await this.#administratorIds();
    return {
      ...this.toTicket(ticket, names),
      messages: messages.map((m) => this.#toMessage(m, names, admins)),
    };
  }

  async open(user: UserRow, input: NewTicket) {
    this.#assertCanWrite(user);
    if (input.deviceId) await this.#ctx.access.authorize(user, 'device', input.deviceId, 'read');
    await this.#assertOwnFiles(user, input.fileIds);
    const [row] = await this.#ctx.db
      .insert(tickets)
      .values({
        userId: user.id,
        subject: input.subject,
        category: input.category,
        deviceId: input.deviceId ?? null,
        description: input.description,
        fileIds: input.fileIds,
      })
      .returning();
    if (!row) throw new Error('ticket insert returned nothing');
    const ticket = this.toTicket(row, new Map([[user.id, user.name]]));
    await this.#publish(row.userId, { ...ticket, message: null });
    return ticket;
  }

  /**
   * Adds a message. Support's answer makes the ticket pending (waiting for the user); the user's
   * message makes it open again. A closed ticket takes no more messages.
   */
  async reply(user: UserRow, id: number, body: string) {
    this.#assertCanWrite(user);
    const ticket = await this.#readable(user, id);
    if (ticket.status === 'closed') throw HttpError.conflict('This ticket is closed');
    const fromSupport = user.administrator && ticket.userId !== user.id;
    const now = new Date();
    const { row, message } = await this.#ctx.db.transaction(async (tx) => {
      const [message] = await tx
        .insert(ticketMessages)
        .values({ ticketId: id, userId: user.id, body, createdAt: now })
        .returning();
      const [row] = await tx
        .update(tickets)
        .set({ status: fromSupport ? 'pending' : 'open', updatedAt: now })
        .where(eq(tickets.id, id))
        .returning();
      if (!row || !message) throw new Error('ticket reply returned nothing');
      return { row, message };
    });
    const names = await this.#names([row.userId, user.id]);
    const admins = await this.#administratorIds();
    const wire = this.#toMessage(message, names, admins);
    await this.#publish(row.userId, { ...this.toTicket(row, names), message: wire });
    return wire;
  }

  /** Support sets any status; the user who opened a ticket may mark it resolved or close it. */
  async setStatus(user: UserRow, id: number, status: TicketStatus) {
    this.#assertCanWrite(user);
    const ticket = await this.#readable(user, id);
    if (!user.administrator && status !== 'resolved' && status !== 'closed') {
      throw HttpError.forbidden('Only support staff reopen a ticket or mark it pending');
    }
    const [row] = await this.#ctx.db
      .update(tickets)
      .set({ status, updatedAt: new Date() })
      .where(eq(tickets.id, ticket.id))
      .returning();
    if (!row) throw HttpError.notFound(`No ticket with id ${id}`);
    const wire = this.toTicket(row, await this.#names([row.userId]));
    await this.#publish(row.userId, { ...wire, message: null });
    return wire;
  }

  toTicket(row: TicketRow, names: Map<number, string>) {
    return {
      id: row.id,
      userId: row.userId,
      userName: names.get(row.userId) ?? '',
      subject: row.subject,
      category: row.category,
      deviceId: row.deviceId,
      description: row.description,
      fileIds: row.fileIds,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  #toMessage(row: TicketMessageRow, names: Map<number, string>, admins: Set<number>) {
    return {
      id: row.id,
      ticketId: row.ticketId,
      userId: row.userId,
      userName: names.get(row.userId) ?? '',
      fromSupport: admins.has(row.userId),
      body: row.body,
      createdAt: row.createdAt.toISOString(),
    };
  }

  /** The ticket if the user may read it (its opener, or support staff); else 404. */
  async #readable(user: UserRow, id: number): Promise<TicketRow> {
    const [row] = await this.#ctx.db.select().from(tickets).where(eq(tickets.id, id));
    if (!row || (row.userId !== user.id && !user.administrator)) {
      throw HttpError.notFound(`No ticket with id ${id}`);
    }
    return row;
  }

  #assertCanWrite(user: UserRow) {
    if (!this.#ctx.access.canWriteAnything(user)) throw HttpError.forbidden('This account is read-only');
  }

  /** Images must be files the user uploaded to the file store. */
  async #assertOwnFiles(user: UserRow, fileIds: string[]) {
    if (fileIds.length === 0) return;
    const found = await this.#ctx.db
      .select({ id: files.id, ownerId: files.ownerId })
      .from(files)
      .where(inArray(files.id, fileIds));
    for (const id of fileIds) {
      const file = found.find((f) => f.id === id);
      if (!file || file.ownerId !== user.id) {
        throw HttpError.badRequest(`fileIds: ${id} is not an image you uploaded`);
      }
    }
  }

  async #names(ids: number[]): Promise<Map<number, string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await this.#ctx.db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(inArray(users.id, unique));
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  async #administratorIds(): Promise<Set<number>> {
    const rows = await this.#ctx.db.select({ id: users.id }).from(users).where(eq(users.administrator, true));
    return new Set(rows.map((r) => r.id));
  }

  async #publish(ownerId: number, ticket: Record<string, unknown>) {
    const change: TicketChange = { ownerId, ticket };
    await this.#ctx.bus.publish(TICKETS_TOPIC, change);
  }

  /**
   * Sends ticket changes from the bus to the live sockets of the ticket's owner and of support staff.
   * Returns the function that stops it.
   */
  forwardToSockets(): () => void {
    return this.#ctx.bus.subscribe(TICKETS_TOPIC, (message) => {
      const change = message as TicketChange;
      void this.#administratorIds()
        .then((admins) => {
          for (const userId of new Set([change.ownerId, ...admins])) {
            this.#ctx.hub.sendToUser(userId, { tickets: [change.ticket] });
          }
        })
        .catch((error: unknown) => this.#ctx.log.error({ err: error }, 'ticket change not delivered'));
    });
  }
}
